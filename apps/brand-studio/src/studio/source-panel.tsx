import { useId, useState, type FormEvent } from 'react';
import type { DemoSource } from './demo-sources';
import { readConfigurationText, type JsonObject } from './document';

/** A configuration to edit, and where it came from. */
export interface LoadedConfiguration {
  doc: JsonObject;
  /** Shown to the user, e.g. "template1 (demo app)" or the file's name. */
  label: string;
  /** The demo app it came from, if any. */
  source?: DemoSource;
}

export interface SourcePanelProps {
  sources: readonly DemoSource[];
  currentLabel: string | undefined;
  onLoad: (loaded: LoadedConfiguration) => void;
}

const brandName = (source: DemoSource) => {
  const app = source.configuration['appConfig'];
  const name = app && typeof app === 'object' && !Array.isArray(app) ? app['name'] : undefined;
  return typeof name === 'string' && name ? ` — ${name}` : '';
};

/** Where the configuration comes from: a demo app of the workspace, a file, or pasted JSON. */
export function SourcePanel({ sources, currentLabel, onLoad }: SourcePanelProps) {
  const id = useId();
  const [app, setApp] = useState(sources[0]?.app ?? '');
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);

  const loadText = (text: string, label: string) => {
    const read = readConfigurationText(text);
    if (!read.ok) {
      setError(`${label}: ${read.error}`);
      return false;
    }
    setError(null);
    onLoad({ doc: read.doc, label });
    return true;
  };

  const loadDemo = (event: FormEvent) => {
    event.preventDefault();
    const source = sources.find((s) => s.app === app);
    if (!source) return;
    setError(null);
    onLoad({ doc: source.configuration, label: `${source.app} (demo app)`, source });
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    loadText(await file.text(), file.name);
  };

  const loadPasted = (event: FormEvent) => {
    event.preventDefault();
    if (loadText(pasted, 'Pasted JSON')) setPasted('');
  };

  return (
    <fieldset className="group">
      <legend>Configuration</legend>
      <p className="hint" id={`${id}-current`}>
        {currentLabel ? (
          <>
            Editing: <strong>{currentLabel}</strong>
          </>
        ) : (
          'No configuration loaded yet.'
        )}
      </p>
      {sources.length > 0 && (
        <form className="inline-form" onSubmit={loadDemo}>
          <label htmlFor={`${id}-demo`}>Demo app</label>
          <div className="row">
            <select id={`${id}-demo`} value={app} onChange={(event) => setApp(event.target.value)}>
              {sources.map((source) => (
                <option key={source.app} value={source.app}>
                  {source.app}
                  {brandName(source)}
                </option>
              ))}
            </select>
            <button type="submit">Load demo</button>
          </div>
        </form>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>Open a configuration.json file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            void openFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <form className="inline-form" onSubmit={loadPasted}>
        <label htmlFor={`${id}-paste`}>Or paste its JSON</label>
        <textarea id={`${id}-paste`} rows={3} spellCheck={false} value={pasted} onChange={(event) => setPasted(event.target.value)} />
        <button type="submit" disabled={pasted.trim() === ''}>
          Load pasted JSON
        </button>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p className="hint">Loading another configuration replaces the edits not yet exported.</p>
    </fieldset>
  );
}
