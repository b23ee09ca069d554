/**
 * What ships is styled: in the production build of every brand app, each class a lib stylesheet styles reaches the
 * CSS of every chunk and prerendered page that draws it (tools/prerender/built-styles.mjs, also the last step of each
 * build), and the signed-in shell's chunk brings the shell's stylesheet.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { brandApps, workspaceRoot } from '../support/environment';

describe.each(brandApps.map(({ id }) => id))('the production build of %s', (app) => {
  it('loads every lib rule with the chunks and pages that use it', () => {
    const check = spawnSync(process.execPath, [path.join(workspaceRoot, 'tools/prerender/built-styles.mjs'), app], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain(`styles ${app}: every lib stylesheet reaches the chunks and pages that use it`);
    expect(check.status).toBe(0);
  });

  it("loads the client shell's stylesheet with the signed-in shell", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'dist/prerender', app, 'client-manifest.json'), 'utf8'));
    const shell = Object.entries(manifest).find(([key]) => key.endsWith('libs/site/src/client/client-shell.tsx'))?.[1] as
      | { css?: string[]; imports?: string[] }
      | undefined;
    expect(shell).toBeDefined();
    const styles = [...(shell?.css ?? []), ...(shell?.imports ?? []).flatMap((key) => (manifest[key]?.css ?? []) as string[])];
    const css = styles.map((file) => fs.readFileSync(path.join(workspaceRoot, 'dist/apps', app, file), 'utf8')).join('\n');
    expect(css).toMatch(/\.bf-client__topbar\{/);
  });
});
