import { useState } from 'react';

export interface ExportActionsProps {
  /** The file's text, or null when nothing is loaded. */
  text: string | null;
  /** How many configuration problems and ignored fields the file has. */
  problemCount: number;
  saveFile: (name: string, text: string) => void;
  copyText: (text: string) => Promise<void>;
}

/** Saves a text as a download in the browser. */
export function downloadFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Copies a text to the clipboard. */
export function copyToClipboard(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/** Download and copy of the edited configuration.json. */
export function ExportActions({ text, problemCount, saveFile, copyText }: ExportActionsProps) {
  const [message, setMessage] = useState('');
  const copy = async () => {
    if (text === null) return;
    try {
      await copyText(text);
      setMessage('Copied configuration.json to the clipboard.');
    } catch (error) {
      setMessage(`Could not copy: ${(error as Error).message}. Use the download instead.`);
    }
  };
  return (
    <div className="export">
      <button
        type="button"
        className="primary"
        disabled={text === null}
        onClick={() => {
          if (text === null) return;
          saveFile('configuration.json', text);
          setMessage('Downloaded configuration.json.');
        }}
      >
        Download configuration.json
      </button>
      <button type="button" disabled={text === null} onClick={() => void copy()}>
        Copy JSON
      </button>
      <p className="export-status" role="status" aria-live="polite">
        {message}
        {message && problemCount > 0 && ` It still has ${problemCount} problem${problemCount === 1 ? '' : 's'}: fix them before deploying.`}
      </p>
    </div>
  );
}
