import { spawn } from 'node:child_process';

/** What a finished command gave. */
export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall-clock milliseconds. */
  ms: number;
}

/**
 * The environment of commands run in a consumer project: npm's own variables of the run that started this suite
 * (`npm_config_workspace…`, `npm_package_…` when it was started through an npm script) are dropped, so that the
 * project's npm sees only its own folder.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) && !/^npm_config_(cache|registry|userconfig)$/i.test(key)) continue;
    if (key === 'NODE_OPTIONS' || key === 'INIT_CWD') continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

/** Runs a command (no shell) and collects its output; never rejects for a non-zero exit. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: cleanEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      stderr += `\n[killed after ${options.timeoutMs} ms]`;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 170_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** A command that must succeed: its result, or an error with its output. */
export async function runOk(command: string, args: readonly string[], options: Parameters<typeof run>[2]): Promise<RunResult> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${options.cwd}) exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** Prints one timing line to the test log (the report quotes them). */
export function logTiming(what: string, ms: number): void {
  console.log(`[package-e2e] ${what}: ${(ms / 1000).toFixed(1)} s`);
}
