import { isPreviewFrame } from './preview/protocol';

/**
 * One page, two roles: in one of the studio's preview frames it is the real site (started on the configuration being
 * edited); anywhere else it is the studio. Each role loads only its own code and styles.
 */
const container = document.getElementById('root') as HTMLElement;
if (isPreviewFrame(window.name)) {
  void import('./preview/preview-main').then(({ startPreview }) => startPreview(container));
} else {
  void import('./studio/studio-main').then(({ startStudio }) => startStudio(container));
}
