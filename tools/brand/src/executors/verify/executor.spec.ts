import type { ExecutorContext } from '@nx/devkit';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { configurationWith, goodFiles } from '../../testing/test-brand';
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

  it('passes a brand with warnings only, printing them as warnings', async () => {
    // A brand app over the workspace's real translation files: the project root leads from the workspace to it.
    const workspaceRoot = resolve(__dirname, '../../../../..');
    const app = join(root, 'apps/aurora');
    const write = (file: string, content: string) => {
      mkdirSync(dirname(join(app, file)), { recursive: true });
      writeFileSync(join(app, file), content);
    };
    const configDir = join(app, 'public/assets/config');
    const configuration = configurationWith((json) => {
      json.$schema = relative(configDir, join(workspaceRoot, 'libs/config/configuration.schema.json')).split('\\').join('/');
      json.appConfig.riskWarningInfo = { en: 'CFDs are complex instruments.' };
    });
    write('public/assets/config/configuration.json', JSON.stringify(configuration));
    write('src/main.tsx', "startSite({ template: 'template1' });");
    for (const file of goodFiles()) if (!file.startsWith('../')) write(file, 'x');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = { ...contextFor(workspaceRoot, relative(workspaceRoot, app)), projectName: 'aurora' };
    await expect(verifyExecutor({}, context)).resolves.toEqual({ success: true });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const report = String(warn.mock.calls[0][0]).split('\n');
    expect(report[0]).toMatch(/^✔ aurora: brand verified \(template1; .*\) with 1 warning$/);
    expect(report.slice(1)).toEqual([
      expect.stringMatching(/^ {2}\[risk-warning\] warning: de: no risk warning of the brand in this language/),
    ]);
    warn.mockRestore();
    error.mockRestore();
  });

  it('needs a project', async () => {
    await expect(verifyExecutor({}, { ...contextFor(root, 'apps/aurora'), projectName: undefined })).rejects.toThrow(
      'verify: run it as a target of a brand app',
    );
  });
});
