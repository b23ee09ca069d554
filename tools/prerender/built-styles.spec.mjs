// The build's style check (tools/prerender/built-styles.mjs): a rule missing from the CSS a chunk or a prerendered page
// loads is named, with the chunk and the stylesheet; a build whose CSS reaches every user passes; the components of
// ui-templates import the stylesheets they draw. Run by the deploy project's Jest (tools/deploy/jest.config.cts).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { checkBuiltStyles, libStyleClasses, missingStyleImports } from './built-styles.mjs';

const classes = new Map([
  ['bf-shell__topbar', new Set(['libs/ui/src/shell/shell.css'])],
  ['bf-shell__nav', new Set(['libs/ui/src/shell/shell.css'])],
  ['bf-money', new Set(['libs/ui/src/money/money.css'])],
]);

/** A built app: files by path, and its manifest. */
function build(files, manifest) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'built-styles-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return { dist, manifest };
}

const entry = { file: 'assets/index-A.js', isEntry: true, css: ['assets/index-A.css'] };

describe('checkBuiltStyles', () => {
  it('names the chunk that draws a class whose stylesheet the bundler dropped', () => {
    const app = build(
      {
        'assets/index-A.js': 'export const x = 1;',
        'assets/index-A.css': 'body{margin:0}',
        'assets/shell-B.js': 'e("header",{className:"bf-shell__topbar"},e("nav",{className:"bf-shell__nav"}))',
      },
      { 'index.html': entry, 'src/shell.tsx': { file: 'assets/shell-B.js', imports: ['index.html'] } },
    );
    const problems = checkBuiltStyles({ ...app, classes });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^assets\/shell-B\.js \(src\/shell\.tsx\) renders \.bf-shell__topbar, \.bf-shell__nav of libs\/ui\/src\/shell\/shell\.css, not in the CSS it loads \(assets\/index-A\.css\)$/,
    );
  });

  it('passes when the rule comes with the chunk, with a chunk it imports or with the entry', () => {
    const app = build(
      {
        'assets/index-A.js': '',
        'assets/index-A.css': '.bf-money{color:red}',
        'assets/shell-B.js': 'c="bf-shell__topbar";d="bf-money"',
        'assets/parts-C.js': '',
        'assets/parts-C.css': '@media (min-width:40em){.bf-shell__topbar{display:flex}}',
      },
      {
        'index.html': entry,
        'src/shell.tsx': { file: 'assets/shell-B.js', imports: ['_parts-C.js'] },
        '_parts-C.js': { file: 'assets/parts-C.js', css: ['assets/parts-C.css'] },
      },
    );
    expect(checkBuiltStyles({ ...app, classes })).toEqual([]);
  });

  it('does not count a rule that only styles the class inside another', () => {
    const app = build(
      { 'assets/index-A.js': '', 'assets/index-A.css': '.bf-other .bf-money{color:red}', 'assets/m-B.js': 'c="bf-money"' },
      { 'index.html': entry, 'src/m.tsx': { file: 'assets/m-B.js' } },
    );
    expect(checkBuiltStyles({ ...app, classes })).toEqual([
      expect.stringMatching(/renders \.bf-money of libs\/ui\/src\/money\/money\.css/),
    ]);
  });

  it('names a prerendered page whose markup shows a class its stylesheets do not style', () => {
    const page = (href) =>
      `<html><head><link rel="stylesheet" crossorigin href="/${href}"></head><body><div class="bf-shell__topbar x">Hi</div></body></html>`;
    const app = build(
      {
        'assets/index-A.css': '',
        'assets/shell.css': '.bf-shell__topbar{display:flex}',
        'index.html': page('assets/shell.css'),
        'faq/index.html': page('assets/index-A.css'),
      },
      { 'index.html': entry },
    );
    expect(checkBuiltStyles({ ...app, classes })).toEqual([
      'faq/index.html shows .bf-shell__topbar of libs/ui/src/shell/shell.css, not in the stylesheets it links',
    ]);
  });
});

describe('the libs as they are', () => {
  it('knows the stylesheets of the client shell and the filter builder', () => {
    const all = libStyleClasses();
    expect([...all.get('bf-client__topbar')]).toEqual(['libs/ui-templates/src/client/shell/client-shell.css']);
    expect([...all.get('bf-qb')]).toEqual(['libs/ui-templates/src/backoffice/query-builder/query-builder.css']);
  });

  it('every component of ui-templates imports the stylesheets whose classes it draws', () => {
    expect(missingStyleImports()).toEqual([]);
  });
});
