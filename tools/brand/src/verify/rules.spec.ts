import { configurationWith, englishTexts, germanTexts, goodFiles, testBrand } from '../testing/test-brand';
import { isWarning, type BrandProblem, type TextTree } from './brand';
import { checkBrand, flattenTexts, isHttpUrl, ratioText } from './rules';

const rulesOf = (problems: BrandProblem[]) => [...new Set(problems.map((p) => p.rule))];
const messages = (problems: BrandProblem[]) => problems.map((p) => p.message).join('\n');

describe('checkBrand', () => {
  it('finds nothing wrong with a good brand', () => {
    expect(checkBrand(testBrand())).toEqual([]);
  });

  describe('configuration', () => {
    it('names a schema error with its path, what was expected and what was found', () => {
      const problems = checkBrand(testBrand({ configuration: configurationWith((json) => (json.appConfig.contactInfo.email = 'nope')) }));
      expect(rulesOf(problems)).toEqual(['configuration']);
      expect(problems[0]).toMatchObject({ path: 'appConfig.contactInfo.email' });
      expect(problems[0].message).toBe('appConfig.contactInfo.email: expected an e-mail address, found "nope" (a text)');
    });

    it('counts an unknown field as a problem (the JSON Schema is strict), with a suggestion', () => {
      const configuration = configurationWith((json) => {
        (json.theme as Record<string, unknown>)['primery'] = '#0a5f38';
      });
      const problems = checkBrand(testBrand({ configuration }));
      expect(problems).toEqual([
        {
          rule: 'configuration',
          path: 'theme.primery',
          message: 'theme.primery: unknown field (the JSON Schema does not allow it; did you mean "primary"?), found "#0a5f38" (a text)',
        },
      ]);
    });

    it('reports a missing or broken configuration file', () => {
      const problems = checkBrand(testBrand({ configuration: undefined }));
      expect(problems[0]).toMatchObject({ rule: 'configuration', path: 'public/assets/config/configuration.json' });
    });
  });

  describe('files', () => {
    it('reports a missing document: neither its text nor its PDF', () => {
      const files = goodFiles();
      files.delete('legal/terms-and-conditions.md');
      const problems = checkBrand(testBrand({ files }));
      expect(problems).toEqual([
        {
          rule: 'files',
          path: 'appConfig.documents[0]',
          message:
            'appConfig.documents[0]: the document "Terms and conditions" (terms-and-conditions.pdf) has neither a text ' +
            '(legal/terms-and-conditions.md, made into the PDF at build) nor a file (public/assets/uploads/terms-and-conditions.pdf)',
        },
      ]);
    });

    it('takes a document as present with its PDF in public/<uploadsDir> instead of its text', () => {
      const files = goodFiles();
      files.delete('legal/terms-and-conditions.md');
      files.delete('public/assets/uploads/best-execution.pdf');
      files.add('public/docs/terms-and-conditions.pdf');
      files.add('public/docs/best-execution.pdf');
      const configuration = configurationWith((json) => Object.assign(json.appConfig, { uploadsDir: '/docs' }));
      expect(checkBrand(testBrand({ files, configuration }))).toEqual([]);
    });

    it('reports a missing logo file', () => {
      const files = goodFiles();
      files.delete('public/assets/images/logo.svg');
      const problems = checkBrand(testBrand({ files }));
      expect(problems).toEqual([
        {
          rule: 'files',
          path: 'theme.logo.src',
          message: 'theme.logo.src: the logo "assets/images/logo.svg" does not exist (expected public/assets/images/logo.svg)',
        },
      ]);
    });

    it('reports a missing favicon and media image, resolving images inside imagesDir as the site does', () => {
      const files = goodFiles();
      files.delete('public/assets/images/favicon.svg');
      files.delete('public/assets/images/media/boerse.svg');
      const problems = checkBrand(testBrand({ files }));
      expect(problems.map((p) => p.path)).toEqual(['theme.favicon', 'appConfig.mediaNews[1].image']);
      expect(problems[1].message).toContain('public/assets/images/media/boerse.svg');
    });

    it('strips a leading "/" and ignores files on other hosts', () => {
      const configuration = configurationWith((json) => {
        json.theme.logo.src = '/assets/images/logo.svg';
        json.theme.favicon = 'assets/images/favicon.svg';
        json.appConfig.mediaNews[0].image = 'https://cdn.example/weekly.svg';
      });
      expect(checkBrand(testBrand({ configuration }))).toEqual([]);
    });

    it("reports the home page's hero images and a $schema that leads nowhere", () => {
      const files = goodFiles();
      files.delete('public/assets/images/hero.svg');
      files.delete('../../libs/config/configuration.schema.json');
      expect(checkBrand(testBrand({ files })).map((p) => p.path)).toEqual(['appConfig.imagesDir', '$schema']);
    });
  });

  describe('translations', () => {
    it('lists the keys a language lacks, with their count', () => {
      const de = germanTexts() as { site: { nav: Record<string, string> } };
      delete de.site.nav['blog'];
      const problems = checkBrand(testBrand({ texts: { en: englishTexts(), de } }));
      expect(problems).toEqual([{ rule: 'translations', path: 'de', message: 'de: 1 of 6 English keys missing: site.nav.blog' }]);
    });

    it('lists at most ten missing keys', () => {
      const en = englishTexts() as TextTree & { extra: Record<string, string> };
      en.extra = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`key${i}`, `Text ${i}`]));
      const problems = checkBrand(testBrand({ texts: { en, de: germanTexts() } }));
      expect(problems).toHaveLength(1);
      expect(problems[0].message).toBe(
        'de: 14 of 20 English keys missing: extra.key0, extra.key1, extra.key2, extra.key3, extra.key4, extra.key5, ' +
          'extra.key6, extra.key7, extra.key8, extra.key9 … and 4 more',
      );
    });

    it('reports empty texts and a language the libs have no texts for', () => {
      const de = germanTexts() as { site: { nav: Record<string, string> } };
      de.site.nav['home'] = ' ';
      const configuration = configurationWith((json) => json.appConfig.languages.push({ id: 1, prefix: 'fr', name: 'Français' }));
      const problems = checkBrand(testBrand({ configuration, texts: { en: englishTexts(), de } }));
      expect(messages(problems)).toContain('de: 1 empty texts: site.nav.home');
      expect(messages(problems)).toContain('fr: no texts at all (none of the 6 English keys; the libs have no "fr" translation files)');
    });

    it('reports a translation file that cannot be read', () => {
      const problems = checkBrand(testBrand({ texts: { en: englishTexts(), de: new Error('Translation file de.json is broken') } }));
      expect(problems).toEqual([
        { rule: 'translations', path: 'de', message: 'de: the texts cannot be built: Translation file de.json is broken' },
      ]);
    });
  });

  describe('risk warning', () => {
    it('reports an empty appConfig.riskWarningInfo: no page would show a risk warning', () => {
      const configuration = configurationWith((json) => (json.appConfig.riskWarningInfo = ''));
      expect(checkBrand(testBrand({ configuration }))).toEqual([
        {
          rule: 'risk-warning',
          path: 'appConfig.riskWarningInfo',
          message: 'appConfig.riskWarningInfo is empty: no page shows a risk warning (in en, de)',
        },
      ]);
    });

    it('passes a brand that gives its risk warning in every configured language', () => {
      const configuration = configurationWith(
        (json) => (json.appConfig.riskWarningInfo = { en: 'Trading is risky.', de: 'Handeln ist riskant.' }),
      );
      expect(checkBrand(testBrand({ configuration }))).toEqual([]);
    });

    it('passes a one-language brand whose risk warning is one text', () => {
      const configuration = configurationWith((json) => {
        json.appConfig.languages = [json.appConfig.defaultLanguage];
        json.appConfig.mediaNews = json.appConfig.mediaNews.filter((item) => item.languagePrefix === 'en');
        json.appConfig.riskWarningInfo = 'Trading is risky.';
      });
      expect(checkBrand(testBrand({ configuration, texts: { en: englishTexts() } }))).toEqual([]);
    });

    it('warns (and passes) for a configured language without the brand’s text while another language has one', () => {
      const configuration = configurationWith((json) => (json.appConfig.riskWarningInfo = { en: 'Trading is risky.' }));
      const problems = checkBrand(testBrand({ configuration }));
      expect(problems).toEqual([
        {
          rule: 'risk-warning',
          path: 'de',
          severity: 'warning',
          message:
            'de: no risk warning of the brand in this language (appConfig.riskWarningInfo has texts for en only): its pages ' +
            "show the general one of the translations (marketing.riskWarning.fallback); give appConfig.riskWarningInfo.de to show the brand's own",
        },
      ]);
      expect(problems.every(isWarning)).toBe(true);
    });

    it('warns for every other language when the risk warning is one text on a multi-language site', () => {
      const configuration = configurationWith((json) => (json.appConfig.riskWarningInfo = 'Trading is risky.'));
      const problems = checkBrand(testBrand({ configuration }));
      expect(problems.map((p) => [p.path, p.severity])).toEqual([['de', 'warning']]);
      expect(problems[0].message).toMatch(
        /^de: no risk warning of the brand in this language \(appConfig\.riskWarningInfo is one text, the default language's \(en\)\)/,
      );
    });

    it('reports (as an error) a language with neither the brand’s text nor the general warning of the translations', () => {
      const configuration = configurationWith((json) => (json.appConfig.riskWarningInfo = { en: 'Trading is risky.' }));
      const de = germanTexts() as { marketing: { riskWarning: Record<string, string> } };
      delete de.marketing.riskWarning['fallback'];
      const problems = checkBrand(testBrand({ configuration, texts: { en: englishTexts(), de } })).filter((p) => p.rule === 'risk-warning');
      expect(problems).toEqual([
        {
          rule: 'risk-warning',
          path: 'de',
          message:
            'de: the risk warning has no text in this language: neither appConfig.riskWarningInfo.de nor marketing.riskWarning.fallback (missing)',
        },
      ]);
    });

    it('reports an empty object as no risk warning at all, without a warning per language', () => {
      const configuration = configurationWith((json) => (json.appConfig.riskWarningInfo = {}));
      expect(checkBrand(testBrand({ configuration }))).toEqual([
        {
          rule: 'risk-warning',
          path: 'appConfig.riskWarningInfo',
          message: 'appConfig.riskWarningInfo is empty: no page shows a risk warning (in en, de)',
        },
      ]);
    });

    it('leaves a risk warning of the wrong type to the configuration check', () => {
      const configuration = configurationWith((json) => ((json.appConfig as Record<string, unknown>)['riskWarningInfo'] = 5));
      expect(checkBrand(testBrand({ configuration })).map((p) => [p.rule, p.message])).toEqual([
        ['configuration', 'appConfig.riskWarningInfo: expected a text or an object, found 5'],
      ]);
    });

    it("reports a language without the risk warning's title", () => {
      const de = germanTexts() as { marketing: { riskWarning: Record<string, string> } };
      delete de.marketing.riskWarning['label'];
      const problems = checkBrand(testBrand({ texts: { en: englishTexts(), de } })).filter((p) => p.rule === 'risk-warning');
      expect(problems).toEqual([
        {
          rule: 'risk-warning',
          path: 'de',
          message: 'de: the risk warning has no title in this language (marketing.riskWarning.label is missing)',
        },
      ]);
    });
  });

  describe('contrast', () => {
    it('reports a primary colour too light for white text and links (#ffdd00 on white), naming variant, pair, colours and ratios', () => {
      const configuration = configurationWith((json) => (json.theme.primary = '#ffdd00'));
      const problems = checkBrand(testBrand({ configuration }));
      expect(rulesOf(problems)).toEqual(['contrast']);
      expect(problems).toContainEqual({
        rule: 'contrast',
        path: 'theme',
        message: 'light theme: links (the primary colour) on the page background: #ffdd00 on #ffffff has 1.34:1, WCAG 2.2 AA needs 4.5:1',
      });
      expect(
        problems.every((p) =>
          /^(light|dark) theme: .+: #[0-9a-f]{6} on #[0-9a-f]{6} has \d+\.\d\d:1, WCAG 2.2 AA needs (4.5|3):1$/.test(p.message),
        ),
      ).toBe(true);
    });

    it('reports a dark-theme colour that fails, under theme.dark', () => {
      const configuration = configurationWith((json) => Object.assign(json.theme, { dark: { primary: '#123456' } }));
      const problems = checkBrand(testBrand({ configuration }));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p.rule === 'contrast' && p.path === 'theme.dark' && p.message.startsWith('dark theme: '))).toBe(true);
    });

    it("leaves the template's own colours alone (no theme, no contrast problem)", () => {
      const configuration = configurationWith((json) => delete (json as { theme?: unknown }).theme);
      const files = goodFiles();
      files.delete('public/assets/images/logo.svg');
      expect(checkBrand(testBrand({ configuration, files }))).toEqual([]);
    });

    it('needs the template of src/main.tsx', () => {
      const problems = checkBrand(testBrand({ template: undefined }));
      expect(problems).toEqual([expect.objectContaining({ rule: 'template', path: 'src/main.tsx' })]);
    });
  });

  describe('links', () => {
    it('reports a relative origin once (not also as a schema error)', () => {
      const configuration = configurationWith((json) => (json.appConfig.origin = '/'));
      expect(checkBrand(testBrand({ configuration }))).toEqual([
        {
          rule: 'links',
          path: 'appConfig.origin',
          message: 'appConfig.origin must be an absolute http(s) address such as "https://broker.example/", found "/"',
        },
      ]);
    });

    it('reports an ftp:// article address (which the schema accepts)', () => {
      const configuration = configurationWith((json) => (json.appConfig.mediaNews[1].url = 'ftp://boerse.example/b'));
      expect(checkBrand(testBrand({ configuration }))).toEqual([
        {
          rule: 'links',
          path: 'appConfig.mediaNews[1].url',
          message: 'appConfig.mediaNews[1].url must be an absolute http(s) address, found "ftp://boerse.example/b"',
        },
      ]);
    });

    it('takes sign-in and sign-up links as site paths starting with "/" or http(s) addresses only', () => {
      const configuration = configurationWith((json) => {
        json.appConfig.loginLink = 'sign-in';
        json.appConfig.signUpLink = 'ftp://accounts.example/';
      });
      expect(checkBrand(testBrand({ configuration })).map((p) => `${p.rule} ${p.path}`)).toEqual([
        'links appConfig.loginLink',
        'links appConfig.signUpLink',
      ]);
    });

    it('asks for an https origin in production', () => {
      const configuration = configurationWith((json) => {
        json.production = true;
        json.appConfig.origin = 'http://aurora.example/';
      });
      expect(checkBrand(testBrand({ configuration }))).toEqual([
        {
          rule: 'links',
          path: 'appConfig.origin',
          message: 'appConfig.origin must use https when production is true, found "http://aurora.example/"',
        },
      ]);
    });
  });
});

describe('helpers', () => {
  it('isHttpUrl accepts absolute http(s) addresses only', () => {
    expect(['https://a.example/', 'http://localhost:4200/x'].every(isHttpUrl)).toBe(true);
    expect(['/', 'a.example', 'ftp://a.example/', 'mailto:x@a.example', 42, undefined].some(isHttpUrl)).toBe(false);
  });

  it('flattenTexts lists leaves by dotted key', () => {
    expect([...flattenTexts({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()]).toEqual(['a.b', 'a.c.d', 'e']);
  });

  it('ratioText truncates, never rounding a failing ratio up to a pass', () => {
    expect(ratioText(4.4999)).toBe('4.49:1');
    expect(ratioText(21)).toBe('21.00:1');
  });
});
