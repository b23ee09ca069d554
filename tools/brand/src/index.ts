import { createNodesFromFiles, type CreateNodes, type CreateNodesResult, type TargetConfiguration } from '@nx/devkit';
import { dirname } from 'node:path';

/**
 * @brokerfront/brand — the Nx local plugin of the brand apps (tools/brand/README.md).
 *
 * This entry is what `nx.json` registers: it infers a `verify` target for every app with a configuration
 * (`apps/<app>/public/assets/config/configuration.json`), so a generated brand gets it without any project
 * configuration. It stays light (no workspace lib is loaded while the project graph is built); the checks run in
 * the `@brokerfront/brand:verify` executor. The generator is `nx g @brokerfront/brand:app`.
 */

export interface BrandPluginOptions {
  /** Name of the inferred target (default "verify"). */
  targetName?: string;
}

/** The configuration file that makes a folder of `apps/` a brand app. */
export const BRAND_CONFIGURATION_GLOB = 'apps/*/public/assets/config/configuration.json';

/** The project root of a brand app's configuration file: `apps/x/public/assets/config/configuration.json` → `apps/x`. */
export function brandRootOf(configurationFile: string): string {
  return dirname(dirname(dirname(dirname(configurationFile))))
    .split('\\')
    .join('/');
}

export function verifyTarget(): TargetConfiguration {
  return {
    executor: '@brokerfront/brand:verify',
    cache: false,
    metadata: {
      description:
        'Checks the brand: configuration (strict schema), referenced files, translations and risk warning per language, WCAG 2.2 AA contrast of the theme, links.',
      technologies: ['brokerfront'],
    },
  };
}

function createBrandNodes(configurationFile: string, options: BrandPluginOptions | undefined): CreateNodesResult {
  const root = brandRootOf(configurationFile);
  return { projects: { [root]: { targets: { [options?.targetName ?? 'verify']: verifyTarget() } } } };
}

export const createNodes: CreateNodes<BrandPluginOptions> = [
  BRAND_CONFIGURATION_GLOB,
  (configurationFiles, options, context) =>
    createNodesFromFiles((file, opts) => createBrandNodes(file, opts), configurationFiles, options, context),
];

/** The same, under the name older Nx versions look for. */
export const createNodesV2 = createNodes;
