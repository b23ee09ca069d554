import { logger, readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configLib, i18nNodeLib, themeLib } from '../../lib/workspace-libs';
import type { BrandSnapshot, TextTree } from '../../verify/brand';
import { checkBrand } from '../../verify/rules';
import { appGenerator } from './generator';
import type { AppGeneratorSchema } from './options';

const workspaceRoot = resolve(__dirname, '../../../../..');

/** The parser of the legal documents' markdown, as the build uses it (tools/legal is not a project: loaded by path). */
const { parseLegalMarkdown } = require(join(workspaceRoot, 'tools/legal/render-pdf.mjs')) as {
  parseLegalMarkdown: (markdown: string) => { title: string };
};

/** A workspace with what the generator reads: the libs' language files, the apps' Vite configurations, tsconfig.json. */
function seededTree(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  for (const lib of ['i18n', 'ui-templates']) {
    const dir = `libs/${lib}/src/i18n`;
    for (const file of readdirSync(join(workspaceRoot, dir)).filter((f) => /^[a-z]{2,3}\.json$/.test(f))) {
      tree.write(`${dir}/${file}`, readFileSync(join(workspaceRoot, dir, file)));
    }
  }
  for (const n of [1, 2, 3, 4]) {
    tree.write(
      `apps/template${n}/vite.config.mts`,
      `import { appConfig } from '../../tools/vite/app.mts';\n\nexport default appConfig(import.meta.dirname, ${n});\n`,
    );
  }
  tree.write('apps/brand-studio/vite.config.mts', 'export default { server: { port: 4290 }, preview: { port: 4390 } };\n');
  tree.write('libs/site/project.json', JSON.stringify({ name: 'site', root: 'libs/site' }));
  tree.write('tsconfig.json', JSON.stringify({ extends: './tsconfig.base.json', files: [], references: [{ path: './apps/template1' }] }));
  return tree;
}

const options = (overrides: Partial<AppGeneratorSchema> = {}): AppGeneratorSchema => ({
  name: 'aurora-markets',
  template: 2,
  languages: 'en,de',
  origin: 'https://aurora-markets.example',
  primary: '#0a5f38',
  skipFormat: true,
  ...overrides,
});

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';

/** The generated app as the verify checks see it, over the workspace's real translation files and the app's overrides. */
function snapshotOf(tree: Tree, name: string): BrandSnapshot {
  const root = `apps/${name}`;
  return {
    name,
    configuration: readJson(tree, `${root}/public/assets/config/configuration.json`),
    template: /template: '(template[1-4])'/.exec(read(tree, `${root}/src/main.tsx`))?.[1] as BrandSnapshot['template'],
    exists: (file) => tree.exists(`${root}/${file}`) || file === '../../libs/config/configuration.schema.json',
    texts: (language) => {
      const texts = i18nNodeLib().buildLanguageFile(workspaceRoot, language) as TextTree;
      const override = tree.exists(`${root}/src/i18n/${language}.json`)
        ? (readJson(tree, `${root}/src/i18n/${language}.json`) as TextTree)
        : {};
      return { ...texts, ...override, site: { ...(texts['site'] as object), ...(override['site'] as object) } };
    },
  };
}

describe('nx g @brokerfront/brand:app', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = seededTree();
  });

  it('writes a thin app like the four, with its configuration, images, legal texts and translation overrides', async () => {
    await appGenerator(tree, options());
    const written = tree
      .listChanges()
      .map((change) => change.path)
      .filter((path) => path.startsWith('apps/aurora-markets/'))
      .map((path) => path.slice('apps/aurora-markets/'.length))
      .sort();
    expect(written).toEqual([
      'eslint.config.mjs',
      'index.html',
      'jest.config.cts',
      'legal/privacy-policy.md',
      'legal/risk-disclosure.md',
      'legal/terms-and-conditions.md',
      'package.json',
      'public/assets/config/configuration.json',
      'public/assets/images/favicon.svg',
      'public/assets/images/hero-vector.svg',
      'public/assets/images/hero.svg',
      'public/assets/images/logo.svg',
      'public/favicon.svg',
      'src/assets/.gitkeep',
      'src/i18n/de.json',
      'src/i18n/en.json',
      'src/main.tsx',
      'src/server.tsx',
      'src/styles.css',
      'tsconfig.app.json',
      'tsconfig.json',
      'tsconfig.spec.json',
      'vite.config.mts',
    ]);
    expect(read(tree, 'apps/aurora-markets/src/main.tsx')).toContain("startSite({ template: 'template2', container:");
    expect(read(tree, 'apps/aurora-markets/src/server.tsx')).toContain("createPrerenderer({ template: 'template2' })");
    expect(read(tree, 'apps/aurora-markets/jest.config.cts')).toContain("displayName: 'aurora-markets'");
    expect(read(tree, 'apps/aurora-markets/index.html')).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    const pkg = readJson(tree, 'apps/aurora-markets/package.json');
    expect(pkg.name).toBe('@brokerfront/aurora-markets');
    expect(pkg.nx.name).toBe('aurora-markets');
    expect(pkg.nx.tags).toEqual(['scope:brand', 'type:app', 'kind:brand-site']);
    // The same project as the four template apps (keep files/package.json__tmpl__ in step with theirs).
    const template1 = readFileSync(join(workspaceRoot, 'apps/template1/package.json'), 'utf8');
    expect(pkg).toEqual(JSON.parse(template1.replaceAll('template1', 'aurora-markets')));
    for (const file of ['tsconfig.json', 'tsconfig.app.json', 'tsconfig.spec.json', 'eslint.config.mjs', 'jest.config.cts']) {
      const theirs = readFileSync(join(workspaceRoot, 'apps/template1', file), 'utf8').replaceAll('template1', 'aurora-markets');
      expect(read(tree, `apps/aurora-markets/${file}`)).toBe(theirs);
    }
    expect(Object.keys(pkg.nx.targets)).toEqual(['build', 'prerender']);
    expect(pkg.nx.targets.build.options.commands).toEqual([
      'vite build',
      'vite build --ssr',
      'node ../../tools/prerender/prerender.mjs aurora-markets',
    ]);
    expect(readJson(tree, 'tsconfig.json').references).toEqual([{ path: './apps/template1' }, { path: './apps/aurora-markets' }]);
  });

  it('writes a valid configuration: no problem, no warning, the schema, languages with their ids, a theme, three documents', async () => {
    await appGenerator(tree, options({ accent: '#F2A900', font: 'manrope' }));
    const json = readJson(tree, 'apps/aurora-markets/public/assets/config/configuration.json');
    const result = configLib().parseSiteConfiguration(json);
    expect(result).toMatchObject({ ok: true, warnings: [] });
    expect(json.$schema).toBe('../../../../../libs/config/configuration.schema.json');
    expect(json.appConfig.origin).toBe('https://aurora-markets.example/');
    expect(json.appConfig.name).toBe('Aurora Markets');
    expect(json.appConfig.languages).toEqual([
      { id: 1, prefix: 'en', name: 'English' },
      { id: 2, prefix: 'de', name: 'Deutsch' },
    ]);
    expect(json.appConfig.defaultLanguage).toEqual({ id: 1, prefix: 'en', name: 'English' });
    // The risk warning in each language: the libs' general one, for the brand team to replace with its own.
    expect(Object.keys(json.appConfig.riskWarningInfo)).toEqual(['en', 'de']);
    expect(json.appConfig.riskWarningInfo.de).toBe(
      JSON.parse(readFileSync(join(workspaceRoot, 'libs/ui-templates/src/i18n/de.json'), 'utf8')).riskWarning.fallback,
    );
    expect(json.appConfig.contactInfo.email).toBe('support@aurora-markets.example');
    expect(json.appConfig.documents.map((d: { fileName: string }) => d.fileName)).toEqual([
      'terms-and-conditions.pdf',
      'privacy-policy.pdf',
      'risk-disclosure.pdf',
    ]);
    expect(json.identityConfig.service).toEqual({ protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' });
    expect(json.theme).toEqual({
      logo: { src: 'assets/images/logo.svg', alt: 'Aurora Markets' },
      favicon: 'assets/images/favicon.svg',
      primary: '#0a5f38',
      accent: '#f2a900',
      font: 'manrope',
    });
  });

  it('passes its own verify checks over the real translation files', async () => {
    await appGenerator(tree, options({ languages: 'de,en,swe,esp,svn,ita' }));
    expect(checkBrand(snapshotOf(tree, 'aurora-markets'))).toEqual([]);
  });

  it('takes the next free ports, past the four templates and every app generated before', async () => {
    await appGenerator(tree, options());
    await appGenerator(tree, options({ name: 'borealis', origin: undefined }));
    expect(read(tree, 'apps/aurora-markets/vite.config.mts')).toContain(
      'export default appConfig(import.meta.dirname, 2, { dev: 4204, preview: 4304 });',
    );
    expect(read(tree, 'apps/borealis/vite.config.mts')).toContain('appConfig(import.meta.dirname, 2, { dev: 4205, preview: 4305 })');
    // Without --origin, the site's address is its dev server.
    expect(readJson(tree, 'apps/borealis/public/assets/config/configuration.json').appConfig.origin).toBe('http://localhost:4205/');
    expect(readJson(tree, 'apps/borealis/public/assets/config/configuration.json').appConfig.contactInfo.email).toBe(
      'support@borealis.example',
    );
  });

  it('draws the logo and favicon from the initial and the primary colour, the letter in a readable colour', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await appGenerator(tree, options({ primary: '#ffdd00', brandName: 'zenith & co' }));
    // …and warns that such a light primary colour fails WCAG AA as link colour.
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(
        '- light theme: links (the primary colour) on the page background: #ffdd00 on #ffffff has 1.34:1, needs 4.5:1',
      ),
    );
    warn.mockRestore();
    const logo = read(tree, 'apps/aurora-markets/public/assets/images/logo.svg');
    const textColour = themeLib().readableTextOn('#ffdd00');
    expect(textColour).not.toBe('#ffffff');
    expect(logo).toContain('<title>zenith &amp; co</title>');
    expect(logo).toContain('fill="#ffdd00"');
    expect(logo).toMatch(new RegExp(`<text [^>]*font-family="[^"]*sans-serif"[^>]*fill="${textColour}">Z</text>`));
    expect(read(tree, 'apps/aurora-markets/public/favicon.svg')).toBe(read(tree, 'apps/aurora-markets/public/assets/images/favicon.svg'));
    expect(read(tree, 'apps/aurora-markets/public/favicon.svg')).toContain('>Z</text>');
  });

  it('writes English legal texts in the markdown of tools/legal, naming the brand and the languages', async () => {
    await appGenerator(tree, options({ languages: 'en,de,ita' }));
    for (const doc of ['terms-and-conditions', 'privacy-policy', 'risk-disclosure']) {
      const markdown = read(tree, `apps/aurora-markets/legal/${doc}.md`);
      const lines = markdown.split('\n');
      expect(lines[0]).toMatch(/^# [A-Z]/);
      expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
      expect(lines.some((line) => line.startsWith('## '))).toBe(true);
      expect(markdown).toContain('Aurora Markets');
      expect(markdown).toContain(
        'also offered in German and Italian; where this document is provided in another language, the English version prevails',
      );
      expect(markdown).not.toMatch(/^- .*\n\n- /m); // one list, not loose bullets
      // What the build makes into a PDF (tools/legal): one title first, only characters the standard fonts have.
      expect(() => parseLegalMarkdown(markdown)).not.toThrow();
      expect(
        [...markdown].every((c) => c === '\n' || (c >= ' ' && c <= '~') || (c >= '\u00a0' && c <= '\u00ff') || '–—‘’“”…€'.includes(c)),
      ).toBe(true);
    }
  });

  it('writes translation overrides: the site description in each language but English', async () => {
    await appGenerator(tree, options({ languages: 'en,de,swe' }));
    expect(readJson(tree, 'apps/aurora-markets/src/i18n/en.json')).toEqual({});
    expect(readJson(tree, 'apps/aurora-markets/src/i18n/de.json')).toEqual({
      site: { meta: { description: 'Handeln Sie Devisen, Aktien, Indizes, Rohstoffe und Kryptowährungen online mit Aurora Markets.' } },
    });
    expect(readJson(tree, 'apps/aurora-markets/src/i18n/swe.json').site.meta.description).toContain('Aurora Markets');
  });

  describe('refuses bad input with clear messages', () => {
    const refusal = async (overrides: Partial<AppGeneratorSchema>) => {
      try {
        await appGenerator(tree, options(overrides));
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('the generator accepted it');
    };

    it.each([
      [{ name: 'Aurora' }, 'name: "Aurora" is not a valid app name: use lower-case letters, digits and single hyphens'],
      [{ name: 'aurora--markets' }, 'is not a valid app name'],
      [{ name: 'template1' }, 'name: apps/template1 already exists; choose another name'],
      [{ name: 'site' }, 'name: a project named "site" already exists (libs/site); choose another name'],
      [{ template: 7 }, '--template: "7" is not a template; use 1, 2, 3 or 4'],
      [
        { languages: 'en,fr' },
        '--languages: "fr" is not a language the libs have translation files for; known: en, de, esp, ita, svn, swe',
      ],
      [{ languages: 'en,de,en' }, '--languages: "en" is listed twice'],
      [{ origin: 'aurora.example' }, '--origin: "aurora.example" is not an absolute address'],
      [{ origin: 'ftp://aurora.example' }, '--origin: "ftp://aurora.example" must start with http:// or https://'],
      [{ origin: 'https://aurora.example/site' }, 'must be an origin only'],
      [{ primary: 'green' }, '--primary: "green" is not a colour; use #rgb or #rrggbb'],
      [{ primary: '' }, "--primary: give the brand's primary colour as #rgb or #rrggbb"],
      [{ accent: '#12345' }, '--accent: "#12345" is not a colour'],
      [{ font: 'comic-sans' }, '--font: "comic-sans" is not a theme font; use one of system, inter, manrope, source-sans-3, lora'],
      [{ brandName: 'Łódź Markets' }, '--brandName: "Łódź Markets" has characters the legal documents\' PDF fonts cannot print (Ł ź)'],
    ])('%j', async (overrides, expected) => {
      const message = await refusal(overrides);
      expect(message).toContain('Cannot generate the brand app');
      expect(message).toContain(expected);
      expect(tree.exists('apps/aurora-markets/package.json')).toBe(false);
    });

    it('lists every problem at once', async () => {
      const message = await refusal({ template: 0, primary: 'red', languages: 'xx' });
      expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(3);
    });
  });

  it('offers the fonts of the configuration format', () => {
    const schema = JSON.parse(readFileSync(join(__dirname, 'schema.json'), 'utf8'));
    expect(schema.properties.font.enum).toEqual([...configLib().THEME_FONTS]);
    expect(schema.required).toEqual(['name', 'template', 'primary']);
  });
});
