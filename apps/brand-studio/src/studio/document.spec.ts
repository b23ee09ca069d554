import { removePath, setDarkField, setLogoField, setThemeField, withField, type JsonObject } from './document';

describe('the edited document', () => {
  it('keeps the order of existing keys and puts a new one where the schema lists it', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(Object.keys(withField({ a: 1, d: 4 }, 'c', 3, order))).toEqual(['a', 'c', 'd']);
    expect(Object.keys(withField({ d: 4, a: 1 }, 'd', 5, order))).toEqual(['d', 'a']);
    expect(Object.keys(withField({ a: 1, x: 0 }, 'b', 2, order))).toEqual(['a', 'x', 'b']);
    expect(withField({ a: 1, b: 2 }, 'a', undefined, order)).toEqual({ b: 2 });
  });

  it('writes the theme in schema order, whatever order the edits come in, and drops empty sections', () => {
    let doc: JsonObject = { appConfig: {} };
    doc = setThemeField(doc, 'font', 'lora');
    doc = setDarkField(doc, 'primary', '#abcdef');
    doc = setThemeField(doc, 'primary', '#123456');
    doc = setLogoField(doc, 'alt', 'Acme');
    expect(JSON.stringify(doc)).toBe(
      '{"appConfig":{},"theme":{"logo":{"alt":"Acme"},"primary":"#123456","dark":{"primary":"#abcdef"},"font":"lora"}}',
    );
    doc = setDarkField(doc, 'primary', undefined);
    doc = setLogoField(doc, 'alt', undefined);
    expect(doc).toEqual({ appConfig: {}, theme: { primary: '#123456', font: 'lora' } });
    doc = setThemeField(setThemeField(doc, 'primary', undefined), 'font', undefined);
    expect(doc).toEqual({ appConfig: {} });
  });

  it('removes a field named by a problem path', () => {
    const doc: JsonObject = { appConfig: { languages: [{ prefix: 'en', extra: 1 }] }, other: true };
    expect(removePath(doc, 'appConfig.languages[0].extra')).toEqual({ appConfig: { languages: [{ prefix: 'en' }] }, other: true });
    expect(removePath(doc, 'other')).toEqual({ appConfig: { languages: [{ prefix: 'en', extra: 1 }] } });
    expect(removePath(doc, 'missing.path')).toBe(doc);
  });
});
