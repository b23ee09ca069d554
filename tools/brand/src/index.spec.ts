import type { CreateNodesContext } from '@nx/devkit';
import { brandRootOf, createNodes, createNodesV2 } from './index';

const context: CreateNodesContext = { nxJsonConfiguration: {}, workspaceRoot: '/work' };

describe('the plugin of nx.json', () => {
  it('infers a verify target for every app with a configuration', async () => {
    const [glob, create] = createNodes;
    expect(glob).toBe('apps/*/public/assets/config/configuration.json');
    const results = await create(
      ['apps/template1/public/assets/config/configuration.json', 'apps/aurora/public/assets/config/configuration.json'],
      undefined,
      context,
    );
    expect(results.map(([file, result]) => [file, Object.keys(result.projects ?? {})])).toEqual([
      ['apps/template1/public/assets/config/configuration.json', ['apps/template1']],
      ['apps/aurora/public/assets/config/configuration.json', ['apps/aurora']],
    ]);
    expect(results[1][1].projects?.['apps/aurora'].targets?.['verify']).toMatchObject({
      executor: '@brokerfront/brand:verify',
      cache: false,
    });
  });

  it('takes the target name from its options, and answers to the older export name', async () => {
    const results = await createNodesV2[1](['apps/x/public/assets/config/configuration.json'], { targetName: 'check-brand' }, context);
    expect(Object.keys(results[0][1].projects?.['apps/x'].targets ?? {})).toEqual(['check-brand']);
  });

  it('finds the project root of a configuration file', () => {
    expect(brandRootOf('apps/aurora/public/assets/config/configuration.json')).toBe('apps/aurora');
  });
});
