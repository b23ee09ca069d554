// Run by the brand project's Jest (npx nx run brand:test): tools/brand/jest.config.cts takes tools/legal/*.spec.mjs.
import assert from 'node:assert/strict';
import { parseLegalMarkdown, renderLegalPdf } from './render-pdf.mjs';

const sample = `# Terms and conditions

These terms apply between **Example Markets Ltd** and its clients.
They are written on two lines.

## 1. Services

We offer:

- CFDs on **forex** and indices
- Crypto CFDs

### 1.1 Accounts

An account is personal.
`;

/** The body of object `id` of an uncompressed PDF (a stream's data included). */
function object(source, id) {
  const body = new RegExp(`\\n${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(source)?.[1];
  assert.ok(body !== undefined, `object ${id} is there`);
  return body;
}

/**
 * The embedded fonts of an uncompressed PDF, by resource name (`F2`): the font's name and its ToUnicode map from the
 * glyph ids the content streams show (4 hex digits) to text. With an embedded font the content streams hold glyph
 * ids, not characters: what a reader copies or searches comes from that map.
 */
function embeddedFonts(source) {
  const fonts = new Map();
  for (const [, resources] of source.matchAll(/\/Font <<([^>]*)>>/g)) {
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      if (fonts.has(name)) continue;
      const font = object(source, id);
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      assert.ok(toUnicode, `font ${name} has a ToUnicode map`);
      const cmap = object(source, toUnicode);
      const map = new Map();
      const text = (hex) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
      for (const [, first, last, list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
        const targets = [...list.matchAll(/<([0-9a-f]+)>/gi)].map(([, hex]) => text(hex));
        for (let glyph = parseInt(first, 16); glyph <= parseInt(last, 16); glyph++) {
          map.set(glyph.toString(16).padStart(4, '0'), targets[glyph - parseInt(first, 16)]);
        }
      }
      fonts.set(name, { baseFont: /\/BaseFont \/(\S+)/.exec(font)?.[1], map, cmap });
    }
  }
  return fonts;
}

/** The text shown by an uncompressed PDF: its `[...] TJ` arrays, one per line, glyph ids read through the fonts' maps. */
function shownText(pdf) {
  const source = pdf.toString('latin1');
  const fonts = embeddedFonts(source);
  let font = null;
  const lines = [];
  for (const [operator, name, array] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (name) {
      font = fonts.get(name);
      continue;
    }
    assert.ok(font, `a font is set before ${operator}`);
    const glyphs = [...array.matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
    lines.push(glyphs.map((glyph) => font.map.get(glyph.toLowerCase()) ?? '\ufffd').join(''));
  }
  return lines.join('\n');
}

/** A value of the info dictionary (pdfkit writes each as an indirect object). */
function infoValue(pdf, key) {
  const source = pdf.toString('latin1');
  const info = /\/Info (\d+) 0 R/.exec(source);
  assert.ok(info, 'the trailer names the info dictionary');
  const dictionary = new RegExp(`\\n${info[1]} 0 obj\\n<<([\\s\\S]*?)>>\\nendobj`).exec(source);
  assert.ok(dictionary, 'the info dictionary is there');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary[1]);
  if (!ref) return undefined;
  return new RegExp(`\\n${ref[1]} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(source)?.[1];
}

test('renders a PDF with the title, author and language, the same bytes every time', async () => {
  const options = { brandName: 'Example Markets', language: 'en', compress: false };
  const pdf = await renderLegalPdf(sample, options);
  assert.ok(Buffer.isBuffer(pdf));
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.match(pdf.subarray(-8).toString('latin1'), /%%EOF\s*$/);
  assert.equal(infoValue(pdf, 'Title'), '(Terms and conditions)');
  assert.equal(infoValue(pdf, 'Author'), '(Example Markets)');
  assert.equal(infoValue(pdf, 'CreationDate'), '(D:20260101000000Z)');
  assert.equal(infoValue(pdf, 'ModDate'), '(D:20260101000000Z)');
  assert.match(pdf.toString('latin1'), /\/Lang \(en\)/);

  const again = await renderLegalPdf(sample, options);
  assert.ok(pdf.equals(again), 'two renders of the same text are identical');
  const [compressed, compressedAgain] = await Promise.all([
    renderLegalPdf(sample, { brandName: 'Example Markets', language: 'en' }),
    renderLegalPdf(sample, { brandName: 'Example Markets', language: 'en' }),
  ]);
  assert.ok(compressed.equals(compressedAgain), 'also when compressed');
  assert.ok(compressed.length < pdf.length);
});

test('a text without a "# " title is refused, naming the problem', async () => {
  await assert.rejects(
    async () => renderLegalPdf('## Only a heading\n\nSome text.\n', { brandName: 'Example Markets', language: 'en' }),
    /no "# " title/,
  );
  assert.throws(() => parseLegalMarkdown(''), /no "# " title/);
  assert.throws(() => parseLegalMarkdown('Intro\n\n# Title\n'), /text before the "# " title at line 1/);
  assert.throws(() => parseLegalMarkdown('\n## Heading\n\n# Title\n'), /text before the "# " title at line 2/);
  assert.throws(() => parseLegalMarkdown('# One\n\n# Two\n'), /second "# " title at line 3/);
  assert.throws(
    () => parseLegalMarkdown('# Title\n\nA 漢 B\n'),
    /line 3 has the character "漢" \(U\+6F22\), which the PDF's font \(Inter\) cannot show/,
  );
});

test('headings, paragraphs, bullets and bold text are in the content stream', async () => {
  const pdf = await renderLegalPdf(sample, { brandName: 'Example Markets', language: 'en', compress: false });
  const text = shownText(pdf);
  for (const expected of ['Example Markets', 'Terms and conditions', '1. Services', '1.1 Accounts', 'We offer:', 'Crypto CFDs', '1 / 1']) {
    assert.ok(text.includes(expected), `"${expected}" is shown`);
  }
  // Wrapped lines are joined into one paragraph, bold runs are set in Inter Bold.
  assert.ok(text.includes('They are written on two lines.'));
  assert.ok(text.includes('Example Markets Ltd'));
  assert.match(pdf.toString('latin1'), /\/BaseFont \/[A-Z]{6}\+Inter-Bold\b/);
  // Each bullet is a "•" before its text.
  assert.equal(text.split('\n').filter((line) => line === '•').length, 2);
  assert.ok(text.indexOf('CFDs on') > text.indexOf('We offer:'));
  // Tagged: the structure names the headings and the list.
  for (const tag of ['/H1', '/H2', '/H3', '/L', '/LI', '/P']) assert.match(pdf.toString('latin1'), new RegExp(`/S ${tag}\\b`));
});

test('parses the markdown subset; anything else stays text', () => {
  const { title, blocks } = parseLegalMarkdown(
    '\uFEFF# **Title**\r\n\r\nline one\r\nline two\r\n- item\r\n  continued\r\n\r\n#### not a heading\r\n\r\n1. numbered\r\n\r\nan ** unpaired',
  );
  assert.equal(title, 'Title');
  assert.deepEqual(blocks, [
    { type: 'paragraph', text: 'line one line two' },
    { type: 'bullet', text: 'item continued' },
    { type: 'paragraph', text: '#### not a heading' },
    { type: 'paragraph', text: '1. numbered' },
    { type: 'paragraph', text: 'an ** unpaired' },
  ]);
});

test('a long text flows over pages, each with its footer; language prefixes become BCP 47 tags', async () => {
  const long = `# Allmänna villkor\n\n${'## Avsnitt\n\nÅtta öar, ärliga svar och mycket text som fyller sidan. '.repeat(60)}`;
  const pdf = await renderLegalPdf(long, { brandName: 'Nordvik Invest', language: 'swe', compress: false });
  const pages = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
  assert.ok(pages >= 2, `${pages} pages`);
  const text = shownText(pdf);
  for (let n = 1; n <= pages; n++) assert.ok(text.includes(`${n} / ${pages}`), `footer of page ${n}`);
  assert.ok(text.includes('Åtta öar, ärliga svar'));
  assert.match(pdf.toString('latin1'), /\/Lang \(sv\)/);
});

test('a Slovenian document: č, ć, ž and the other letters of the language are shown, in an embedded font', async () => {
  const slovenian = `# Splošni pogoji poslovanja

Ti pogoji veljajo med družbo **Alpenfels Trading d.o.o.** in njenimi strankami.

## 1. Storitve in tveganja

- Trgovanje s CFD-ji na valute, delnice in kriptovalute je tvegano: izgubite lahko več, kot ste vložili.
- Čas obdelave zahtevka za dvig: do tri delovne dni. Pooblaščeni zastopnik: Marko Đurić; namestnica: Ana Ćosić.
`;
  const pdf = await renderLegalPdf(slovenian, { brandName: 'Alpenfels Trading', language: 'svn', compress: false });
  const source = pdf.toString('latin1');
  assert.match(source, /\/Lang \(sl\)/);
  const text = shownText(pdf);
  for (const expected of [
    'Splošni pogoji poslovanja',
    'Alpenfels Trading d.o.o.',
    'Trgovanje s CFD-ji na valute, delnice in kriptovalute je tvegano: izgubite lahko več, kot ste vložili.',
    'Pooblaščeni zastopnik: Marko Đurić; namestnica: Ana Ćosić.',
  ]) {
    assert.ok(text.replace(/ *\n/g, ' ').includes(expected), `"${expected}" is shown`);
  }
  // Both fonts are embedded (a TrueType font file each), as subsets (the "ABCDEF+" prefix of their names).
  const fonts = [...embeddedFonts(source).values()];
  assert.deepEqual(fonts.map((font) => font.baseFont.replace(/^[A-Z]{6}\+/, '')).sort(), ['Inter-Bold', 'Inter-Regular']);
  assert.equal((source.match(/\/FontFile2 \d+ 0 R/g) ?? []).length, 2);
  // The ToUnicode maps name the letters' code points: č U+010D, ć U+0107, ž U+017E, and Č, š, Đ, Ć.
  const maps = fonts.map((font) => font.cmap.toLowerCase()).join('\n');
  for (const code of ['010d', '0107', '017e', '010c', '0161', '0110', '0106'])
    assert.ok(maps.includes(`<${code}>`), `U+${code.toUpperCase()} is mapped`);
  // And the same text gives the same bytes.
  assert.ok(pdf.equals(await renderLegalPdf(slovenian, { brandName: 'Alpenfels Trading', language: 'svn', compress: false })));
});
