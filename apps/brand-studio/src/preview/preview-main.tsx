import { startSite } from '@brokerfront/site';
import { substituteImage } from './image-substitute';
import { previewFetch } from './preview-fetch';
import { readPreviewState } from './protocol';
import './preview.css';

/**
 * Starts the real site in a preview frame, on the configuration the studio handed over (its own error screen when
 * that configuration has problems, as on a deployed site).
 */
export async function startPreview(container: HTMLElement): Promise<void> {
  const state = readPreviewState(window.sessionStorage);
  if (!state) {
    container.textContent = 'This frame shows the Brand studio’s preview. Open the studio at its own address.';
    return;
  }
  if (state.logo) substituteImage(document, state.logo.path, state.logo.url);
  await startSite({
    template: state.template,
    container,
    fetch: previewFetch(state, window.fetch.bind(window), document.baseURI),
    // Never a prerendered page: the frame always renders from the edited configuration.
    pageData: null,
  });
}
