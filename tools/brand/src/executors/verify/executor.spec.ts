import type { ExecutorContext } from '@nx/devkit';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import verifyExecutor from './executor';

function contextFor(root: string, projectRoot: string): ExecutorContext {
  return {
    root,
    cwd: root,
    isVerbose: false,
    projectName: 'aurora',
    projectsConfigurations: { version: 2, projects: { aurora: { root: projectRoot } } },
    nxJsonConfiguration: {},
    projectGraph: { nodes: {}, dependencies: {} },
  } as ExecutorContext;
}

describe('the verify executor', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'brand-executor-'));
    mkdirSync(join(root, 'libs'));
    mkdirSync(join(root, 'apps/aurora/src'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('prints the problems and fails on any', async () => {
    writeFileSync(join(root, 'apps/aurora/src/main.tsx'), "startSite({ template: 'template1' });");
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(verifyExecutor({}, contextFor(root, 'apps/aurora'))).resolves.toEqual({ success: false });
    expect(error).toHaveBeenCalledWith(
      '✖ aurora: 1 problem\n  [configuration] public/assets/config/configuration.json: the file does not exist',
    );
    error.mockRestore();
  });

  it('needs a project', async () => {
    await expect(verifyExecutor({}, { ...contextFor(root, 'apps/aurora'), projectName: undefined })).rejects.toThrow(
      'verify: run it as a target of a brand app',
    );
  });
});
