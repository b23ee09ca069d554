/**
 * @jest-environment node
 */
// The package check itself (check.mjs), on tiny fake packages in a temp folder — never a real lib: each is packed
// with npm and checked as `node tools/packages/check.mjs --dir <folder>` would, in a child process (publint and
// Are the types wrong are ESM packages, which this Jest's CommonJS transform does not load).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const checkScript = path.join(__dirname, 'check.mjs');

/** A small framework-free package: "." is plain code, "./react" a binding of an optional React peer. */
function cleanPackage() {
  return {
    'package.json': {
      name: '@fake/widgets',
      version: '1.0.0',
      description: 'A fake package for the check of tools/packages.',
      license: 'MIT',
      type: 'module',
      sideEffects: false,
      exports: {
        './package.json': './package.json',
        '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
        './react': { types: './dist/react.d.ts', import: './dist/react.js', default: './dist/react.js' },
      },
      files: ['dist'],
      peerDependencies: { react: '^19.0.0' },
      peerDependenciesMeta: { react: { optional: true } },
    },
    'README.md': '# @fake/widgets\n',
    'dist/index.js': 'import { label } from "./shared-a1b2.js";\nexport function greet(name) {\n  return `${label}, ${name}`;\n}\n',
    'dist/shared-a1b2.js': 'export const label = "Hello";\n',
    'dist/index.d.ts': 'export declare function greet(name: string): string;\n',
    'dist/react.js':
      'import { createElement } from "react";\nimport { greet } from "./index.js";\nexport function Greeting({ name }) {\n  return createElement("p", null, greet(name));\n}\n',
    'dist/react.d.ts': 'export declare function Greeting(props: { name: string }): unknown;\n',
  };
}

// Each case packs a package with npm and runs publint and Are the types wrong over it in a child process.
jest.setTimeout(120000);

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerfront-check-spec-'));
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Writes the package's files in a new folder and runs the check there: { status, lines }. */
function check(name, files) {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  const result = spawnSync(process.execPath, [checkScript, '--dir', dir], { encoding: 'utf8' });
  if (result.error) throw result.error;
  const lines = result.stdout.split('\n').filter(Boolean);
  return { status: result.status, lines, stderr: result.stderr };
}

describe('node tools/packages/check.mjs --dir', () => {
  it('passes a clean package: typed entries, a chunk, a React binding of an optional peer', () => {
    const { status, lines, stderr } = check('clean', cleanPackage());
    expect(stderr).toBe('');
    expect(lines).toEqual(['@fake/widgets: ok']);
    expect(status).toBe(0);
  });

  it('fails a package whose types path does not exist, through publint and Are the types wrong', () => {
    const files = cleanPackage();
    files['package.json'].exports['.'].types = './dist/missing.d.ts';
    const { status, lines } = check('missing-types', files);
    expect(status).toBe(1);
    const problems = lines.filter((l) => /^@fake\/widgets: (publint|attw): /.test(l));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/missing\.d\.ts|FILE_DOES_NOT_EXIST|NoResolution|Untyped/);
  });

  it('fails a package whose core entry imports react through one of its chunks', () => {
    const files = cleanPackage();
    files['dist/shared-a1b2.js'] = 'import { version } from "react";\nexport const label = `Hello from React ${version}`;\n';
    const { status, lines } = check('core-imports-react', files);
    expect(status).toBe(1);
    expect(lines).toContain(
      '@fake/widgets: core: entry "." imports "react" (dist/shared-a1b2.js); only ./react, ./redux and ./testing may',
    );
  });

  it('fails a package whose entry imports a package it does not declare', () => {
    const files = cleanPackage();
    files['dist/index.js'] = 'import { z } from "zod";\n' + files['dist/index.js'] + 'export const schema = z.string();\n';
    const { status, lines } = check('undeclared', files);
    expect(status).toBe(1);
    expect(lines).toContain('@fake/widgets: deps: "zod" is imported (dist/index.js) but is not in dependencies or peerDependencies');
  });
});
