import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Preview } from '@storybook/react-vite';
import { globalTypes, initialGlobals, resourcesFromFiles, withSiteFrame } from './decorators';

/** The preview annotations for running stories in Jest (translation files read from disk). */
function readTranslationFiles(): Record<string, unknown> {
  const libs = path.resolve(__dirname, '../..');
  const files: Record<string, unknown> = {};
  const dirs = fs.readdirSync(libs).map((lib) => path.join(libs, lib, 'src/i18n'));
  dirs.push(path.join(libs, 'ui-templates/src/pages/i18n'));
  const client = path.join(libs, 'ui-templates/src/client');
  if (fs.existsSync(client)) for (const part of fs.readdirSync(client)) dirs.push(path.join(client, part, 'i18n'));
  const backoffice = path.join(libs, 'ui-templates/src/backoffice');
  if (fs.existsSync(backoffice)) for (const part of fs.readdirSync(backoffice)) dirs.push(path.join(backoffice, part, 'i18n'));
  dirs.push(path.join(libs, 'site/src/backoffice/i18n'));
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.json'))
        files[path.join(dir, file).split(path.sep).join('/')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return files;
}

export const jestAnnotations: Preview = {
  globalTypes,
  initialGlobals,
  decorators: [withSiteFrame(resourcesFromFiles(readTranslationFiles()))],
};
