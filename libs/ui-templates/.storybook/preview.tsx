import type { Preview } from '@storybook/react-vite';
import '../src/index';
import { globalTypes, initialGlobals, resourcesFromFiles, withSiteFrame } from './decorators';

// Every namespace of every language, bundled statically.
const files = import.meta.glob(
  [
    '../../*/src/i18n/*.json',
    '../src/pages/i18n/*.json',
    '../src/client/*/i18n/*.json',
    '../src/backoffice/*/i18n/*.json',
    '../../site/src/backoffice/i18n/*.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

const preview: Preview = {
  globalTypes,
  initialGlobals,
  decorators: [withSiteFrame(resourcesFromFiles(files))],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
