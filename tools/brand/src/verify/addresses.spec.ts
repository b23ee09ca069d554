import { configurationWith, testBrand, type GoodConfiguration } from '../testing/test-brand';
import { formatReport } from './verify-brand';
import { checkBrand } from './rules';

/** The report of `nx run <app>:verify` for the good brand with one address of its configuration replaced. */
function reportWith(edit: (json: GoodConfiguration) => void): string {
  const brand = testBrand({ configuration: configurationWith(edit) });
  return formatReport(brand, checkBrand(brand));
}

describe('verify: addresses of the configuration that lead to another scheme or another site', () => {
  it.each<[string, (json: GoodConfiguration) => void]>([
    ['appConfig.imagesDir', (json: GoodConfiguration) => Object.assign(json.appConfig, { imagesDir: 'javascript:alert(1)//' })],
    ['appConfig.uploadsDir', (json: GoodConfiguration) => Object.assign(json.appConfig, { uploadsDir: 'data:text/html,' })],
    ['appConfig.documents[0].fileName', (json: GoodConfiguration) => (json.appConfig.documents[0].fileName = 'JaVaScRiPt:alert(1)')],
    ['appConfig.mediaNews[1].image', (json: GoodConfiguration) => (json.appConfig.mediaNews[1].image = 'java\tscript:alert(1)')],
    ['appConfig.mediaNews[0].url', (json: GoodConfiguration) => (json.appConfig.mediaNews[0].url = ' javascript:alert(1)')],
    ['appConfig.loginLink', (json: GoodConfiguration) => (json.appConfig.loginLink = 'vbscript:msgbox(1)')],
    ['theme.logo.src', (json: GoodConfiguration) => (json.theme.logo.src = '//evil.example/logo.svg')],
    ['theme.favicon', (json: GoodConfiguration) => (json.theme.favicon = 'javascript:alert(1)//.svg')],
  ])('fails the brand and names %s', (path, edit) => {
    const report = reportWith(edit);
    expect(report).toMatch(/^✖ aurora: \d+ problems?/);
    const named = new RegExp(`^ {2}\\[\\w+\\]\\s+${path.replace(/[.[\]]/g, '\\$&')}[: ]`);
    expect(report.split('\n')).toContainEqual(expect.stringMatching(named));
  });
});
