import * as fs from 'node:fs';
import * as path from 'node:path';
import { FRAMEWORK_PACKAGES, fixturesDir, tarballs, workDir, workspaceRoot, workspaceVersion } from './environment';
import { logTiming, run, runOk, type RunResult } from './run';

/** A customer's project outside the repository, with the packed tarballs installed. */
export interface ConsumerProject {
  dir: string;
  /** The framework packages (React, Redux, the router) found in its node_modules: none expected. */
  frameworkPackages(): string[];
  /** `npm ls --depth=0`. */
  list(): Promise<string>;
  /** Runs a command in the project (not through a shell). */
  run(command: string, args: readonly string[], env?: Record<string, string>): Promise<RunResult>;
}

/**
 * Copies `fixtures/<fixture>` into `<work dir>/<fixture>` (under the OS temp folder), gives it a package.json of its
 * own and installs every packed tarball plus the repository's TypeScript and `extraPackages` (`name@version`):
 * `npm install <tarballs…> typescript@<version> … --prefer-offline --no-audit --no-fund`.
 */
export async function createConsumerProject(fixture: string, extraPackages: readonly string[] = []): Promise<ConsumerProject> {
  const dir = path.join(workDir(), fixture);
  if (!path.relative(workspaceRoot, dir).startsWith('..')) throw new Error(`${dir} is inside the repository`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(fixturesDir, fixture), dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: `brokerfront-consumer-${fixture}`, version: '0.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  const packages = [...tarballs(), `typescript@${workspaceVersion('typescript')}`, ...extraPackages];
  const installed = await runOk('npm', ['install', ...packages, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir });
  logTiming(`npm install in ${dir} (${packages.length} packages asked)`, installed.ms);
  return {
    dir,
    frameworkPackages: () => FRAMEWORK_PACKAGES.filter((name) => fs.existsSync(path.join(dir, 'node_modules', name))),
    list: async () => (await run('npm', ['ls', '--depth=0'], { cwd: dir })).stdout.trim(),
    run: (command, args, env) => run(command, args, { cwd: dir, env }),
  };
}
