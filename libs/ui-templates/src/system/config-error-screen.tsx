import type { ConfigProblem } from '@brokerfront/config';

export interface ConfigErrorScreenProps {
  problems: ConfigProblem[];
}

/**
 * Shown instead of the site when `configuration.json` is missing, not JSON, or has wrong fields.
 * It is deliberately plain (no template, no translations): the configuration that would choose them failed.
 */
export function ConfigErrorScreen({ problems }: ConfigErrorScreenProps) {
  return (
    <main
      className="bf-config-error"
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '48rem', margin: '3rem auto', padding: '0 1rem' }}
    >
      <h1>The site configuration has errors</h1>
      <p>
        Fix these fields in <code>assets/config/configuration.json</code> and reload the page.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Expected</th>
            <th scope="col">Found</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={`${problem.path}:${problem.expected}`}>
              <td>
                <code>{problem.path}</code>
              </td>
              <td>{problem.expected}</td>
              <td>{problem.found}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
