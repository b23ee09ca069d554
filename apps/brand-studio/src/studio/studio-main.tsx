import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bundledDemoSources } from './demo-sources';
import { Studio } from './studio';
import './studio.css';

/** Renders the studio with every app's configuration of the workspace as a starting point. */
export function startStudio(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Studio sources={bundledDemoSources()} />
    </StrictMode>,
  );
}
