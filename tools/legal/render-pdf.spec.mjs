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

/** WinAnsiEncoding: Latin-1 but for 0x80–0x9F (the codes pdfkit uses for these characters). */
const winAnsi80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const decodeWinAnsi = (bytes) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? winAnsi80[b - 0x80] : String.fromCharCode(b))).join('');

/** The text shown by an uncompressed PDF: its `[...] TJ` arrays, one per line, hex strings decoded. */
function shownText(pdf) {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\] TJ/g)]
    .map(([, array]) => [...array.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decodeWinAnsi(Buffer.from(hex, 'hex'))).join(''))
    .join('\n');
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
  assert.throws(() => parseLegalMarkdown('# Title\n\nA → B\n'), /line 3 has the character "→" \(U\+2192\)/);
});

test('headings, paragraphs, bullets and bold text are in the content stream', async () => {
  const pdf = await renderLegalPdf(sample, { brandName: 'Example Markets', language: 'en', compress: false });
  const text = shownText(pdf);
  for (const expected of ['Example Markets', 'Terms and conditions', '1. Services', '1.1 Accounts', 'We offer:', 'Crypto CFDs', '1 / 1']) {
    assert.ok(text.includes(expected), `"${expected}" is shown`);
  }
  // Wrapped lines are joined into one paragraph, bold runs are set in Helvetica-Bold.
  assert.ok(text.includes('They are written on two lines.'));
  assert.ok(text.includes('Example Markets Ltd'));
  assert.match(pdf.toString('latin1'), /\/BaseFont \/Helvetica-Bold/);
  // Each bullet is a "•" (WinAnsi 0x95) before its text.
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
