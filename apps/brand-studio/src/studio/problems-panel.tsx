import type { ConfigProblem } from '@brokerfront/config';
import type { ContrastCheck } from '@brokerfront/config/theme';
import type { StudioChecks } from './checks';

export interface ProblemsPanelProps {
  /** The checks of the configuration as last typed (null: nothing loaded). */
  checks: StudioChecks | null;
  /** Paths the editor has a field for: their problems get a button that moves focus there. */
  canGoTo: (path: string) => boolean;
  onGoTo: (path: string) => void;
  /** Removes an ignored (unknown) field from the configuration. */
  onRemove: (path: string) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary read out when the problems change. */
export function problemsSummary(checks: StudioChecks | null): string {
  if (!checks) return 'Load a configuration to check it.';
  const parts = [
    checks.problems.length > 0 ? count(checks.problems.length, 'configuration problem', 'configuration problems') : '',
    checks.warnings.length > 0 ? count(checks.warnings.length, 'ignored field', 'ignored fields') : '',
    checks.contrast.length > 0 ? count(checks.contrast.length, 'contrast problem', 'contrast problems') : '',
  ].filter(Boolean);
  return parts.length === 0 ? 'No problems: the configuration is valid and every colour pair reads well.' : `${parts.join(', ')}.`;
}

interface ProblemItemProps {
  problem: ConfigProblem;
  canGoTo: ProblemsPanelProps['canGoTo'];
  onGoTo: ProblemsPanelProps['onGoTo'];
  onRemove?: ProblemsPanelProps['onRemove'];
}

function ProblemItem({ problem, canGoTo, onGoTo, onRemove }: ProblemItemProps) {
  return (
    <li>
      <code className="path">{problem.path}</code>: expected {problem.expected}, found {problem.found}.{' '}
      {canGoTo(problem.path) && (
        <button type="button" className="link" onClick={() => onGoTo(problem.path)}>
          Go to the field<span className="visually-hidden"> {problem.path}</span>
        </button>
      )}
      {onRemove && (
        <button type="button" className="link" onClick={() => onRemove(problem.path)}>
          Remove the field<span className="visually-hidden"> {problem.path}</span>
        </button>
      )}
    </li>
  );
}

function ContrastItem({ check }: { check: ContrastCheck }) {
  return (
    <li className="contrast">
      <span className="sample" aria-hidden="true" style={{ color: check.foreground, background: check.background }}>
        Aa
      </span>
      <span>
        <strong>{check.variant === 'light' ? 'Light' : 'Dark'}:</strong> {check.pair} — {check.ratio.toFixed(2)}:1, needs {check.required}
        :1.{' '}
        <span className="swatches">
          <span className="swatch" style={{ background: check.foreground }} aria-hidden="true" />
          <code>{check.foreground}</code> on <span className="swatch" style={{ background: check.background }} aria-hidden="true" />
          <code>{check.background}</code>
        </span>
        {!check.fromTheme && <span className="hint"> (the template&apos;s own colours)</span>}
      </span>
    </li>
  );
}

/** Schema problems, ignored fields and contrast problems of the configuration, updated as the user types. */
export function ProblemsPanel({ checks, canGoTo, onGoTo, onRemove }: ProblemsPanelProps) {
  return (
    <section className="panel problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading">Problems</h2>
      <p className="summary" role="status" aria-live="polite" aria-atomic="true">
        {problemsSummary(checks)}
      </p>
      {checks && checks.problems.length > 0 && (
        <>
          <h3>Configuration</h3>
          <p className="hint">The site shows its error screen until these are fixed.</p>
          <ul aria-label="Configuration problems">
            {checks.problems.map((problem) => (
              <ProblemItem key={`${problem.path} ${problem.expected}`} problem={problem} canGoTo={canGoTo} onGoTo={onGoTo} />
            ))}
          </ul>
        </>
      )}
      {checks && checks.warnings.length > 0 && (
        <>
          <h3>Ignored fields</h3>
          <p className="hint">The site ignores fields it does not know: remove them, or check their spelling.</p>
          <ul aria-label="Ignored fields">
            {checks.warnings.map((problem) => (
              <ProblemItem key={problem.path} problem={problem} canGoTo={() => false} onGoTo={onGoTo} onRemove={onRemove} />
            ))}
          </ul>
        </>
      )}
      {checks && checks.contrast.length > 0 && (
        <>
          <h3>Contrast</h3>
          <p className="hint">WCAG 2.2 AA: 4.5:1 for text, 3:1 for controls.</p>
          <ul aria-label="Contrast problems">
            {checks.contrast.map((check) => (
              <ContrastItem key={`${check.variant} ${check.pair}`} check={check} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
