// Renders a legal document (the small markdown subset of tools/legal/README.md) to an A4 PDF set in Inter,
// embedded as subsets. The output depends on the text and the options only: the dates and the file ID are
// fixed, so a build that did not change a text gives the same bytes.
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import { create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';

/** CreationDate/ModDate of every generated document (the file ID derives from the info dictionary). */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/**
 * The font files: Inter (SIL Open Font License 1.1) of the `@expo-google-fonts/inter` package, regular and bold.
 * pdfkit embeds the glyphs a document uses (a subset) with their Unicode map, so any language whose letters Inter
 * has (Latin with its extensions — Slovenian č, ć, ž, German, Swedish, Spanish, Italian… — Greek, Cyrillic) can be
 * written, and the text stays searchable and copyable.
 */
const FONT_FILES = (() => {
  const require = createRequire(import.meta.url);
  return {
    regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  };
})();
/** The names the fonts are registered under in each document. */
const FONT = { regular: 'Inter', bold: 'Inter-Bold' };
/** The name of the font in messages. */
const FONT_NAME = 'Inter';
const COLOR = { text: '#1a1a1a', muted: '#666666', rule: '#c8c8c8' };
const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const BODY = { size: 10, lineGap: 3, after: 7 };
const HEADING = {
  2: { size: 13, before: 12, after: 5 },
  3: { size: 11, before: 8, after: 3 },
};
const BULLET_INDENT = 14;

/** Language prefixes of the configurations that are not BCP 47 tags (appConfig.languages). */
const BCP47 = { swe: 'sv', esp: 'es', svn: 'sl', ita: 'it', ger: 'de', deu: 'de', eng: 'en', fra: 'fr', spa: 'es' };

/** The fonts as fontkit reads them (read once, at the first document). */
let faces = null;

/** Whether both fonts (regular and bold) have a glyph for the character. */
function canShow(char) {
  faces ??= Object.values(FONT_FILES).map((file) => openFont(fs.readFileSync(file)));
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 && faces.every((face) => face.hasGlyphForCodePoint(code));
}

/** `**bold**` spans of a line of text; an unpaired `**` stays as written. */
export function parseInline(text) {
  const segments = [];
  const pattern = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), bold: false });
    segments.push({ text: match[1], bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}

const plain = (text) =>
  parseInline(text)
    .map((s) => s.text)
    .join('');

/**
 * Parses the markdown subset: `# title` (once, before any other text), `## heading`, `### subheading`,
 * paragraphs (blank-line separated, wrapped lines joined), `- ` bullets (a bullet's wrapped lines
 * joined to it) and `**bold**` inline. Anything else is kept as paragraph text.
 * @returns {{ title: string, blocks: ({ type: 'heading', level: 2 | 3, text: string } | { type: 'paragraph' | 'bullet', text: string })[] }}
 */
export function parseLegalMarkdown(markdown) {
  if (typeof markdown !== 'string') throw new TypeError('Legal document: the text must be a string');
  const lines = markdown
    .replace(/^\uFEFF/, '')
    .normalize('NFC')
    .split(/\r\n|\r|\n/);
  let title = null;
  const blocks = [];
  let open = null; // the paragraph or bullet that a following non-blank line continues
  let textBeforeTitle = 0; // line of the first text before the title

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.replace(/\t/g, ' ').trim();
    for (const char of line) {
      if (!canShow(char)) {
        const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
        throw new Error(
          `Legal document: line ${lineNumber} has the character "${char}" (${code}), which the PDF's font (${FONT_NAME}) cannot show; replace it`,
        );
      }
    }
    if (line === '') {
      open = null;
      return;
    }
    const heading = /^(#{1,3}) +(.*?)(?: +#+)?$/.exec(line);
    if (heading && heading[2] !== '') {
      open = null;
      const level = heading[1].length;
      if (level === 1) {
        if (title !== null) throw new Error(`Legal document: a second "# " title at line ${lineNumber}; a document has one title`);
        title = plain(heading[2]).trim();
      } else {
        if (title === null) textBeforeTitle ||= lineNumber;
        blocks.push({ type: 'heading', level, text: plain(heading[2]).trim() });
      }
      return;
    }
    if (title === null) textBeforeTitle ||= lineNumber;
    const bullet = /^- +(.*)$/.exec(line);
    if (bullet) {
      open = { type: 'bullet', text: bullet[1] };
      blocks.push(open);
    } else if (open) {
      open.text += ` ${line}`;
    } else {
      open = { type: 'paragraph', text: line };
      blocks.push(open);
    }
  });

  if (title === null) throw new Error('Legal document: no "# " title; start the document with a line "# Title"');
  if (textBeforeTitle)
    throw new Error(`Legal document: text before the "# " title at line ${textBeforeTitle}; start the document with the title`);
  return { title, blocks };
}

/** Moves to a new page when less than `height` is left above the bottom margin. */
function ensureSpace(doc, height) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Vertical space, dropped at the top of a page. */
function space(doc, height) {
  if (doc.y > doc.page.margins.top) doc.y += height;
}

/** Writes `**bold**`-marked text as one flowing paragraph at `x`, `width` wide. */
function writeRich(doc, text, x, width) {
  const segments = parseInline(text);
  segments.forEach((segment, i) => {
    const continued = i < segments.length - 1;
    doc.font(segment.bold ? FONT.bold : FONT.regular);
    if (i === 0) doc.text(segment.text, x, doc.y, { width, lineGap: BODY.lineGap, continued });
    else doc.text(segment.text, { continued });
  });
}

/**
 * Renders a legal document to an A4 PDF (tagged, with title, author and language metadata).
 * @param {string} markdown the text, in the subset of {@link parseLegalMarkdown}
 * @param {{ brandName: string, language: string, compress?: boolean }} options `compress: false`
 *   leaves the content streams readable (tests)
 * @returns {Promise<Buffer>}
 */
export function renderLegalPdf(markdown, { brandName, language, compress = true }) {
  const { title, blocks } = parseLegalMarkdown(markdown);
  const brand = String(brandName ?? '').trim();
  if (!brand) throw new Error(`Legal document "${title}": no brand name`);
  const lang = BCP47[language] ?? language;

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    pdfVersion: '1.7',
    compress,
    tagged: true,
    lang,
    displayTitle: true,
    bufferPages: true,
    info: { Title: title, Author: brand, CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
  });
  doc.registerFont(FONT.regular, FONT_FILES.regular);
  doc.registerFont(FONT.bold, FONT_FILES.bold);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const root = doc.struct('Document');
  doc.addStructure(root);
  doc.fillColor(COLOR.text);

  root.add(
    doc.struct('P', () => {
      doc.font(FONT.bold).fontSize(9).fillColor(COLOR.muted).text(brand, left, doc.y, { width });
    }),
  );
  doc.y += 6;
  root.add(
    doc.struct('H1', () => {
      doc.font(FONT.bold).fontSize(20).fillColor(COLOR.text).text(title, left, doc.y, { width, lineGap: 2 });
    }),
  );
  doc.y += 8;
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.endMarkedContent();
  doc.y += 14;

  let list = null;
  for (const block of blocks) {
    if (block.type !== 'bullet' && list) {
      list.end();
      list = null;
      doc.y += BODY.after - 3;
    }
    if (block.type === 'heading') {
      const style = HEADING[block.level];
      space(doc, style.before);
      // Keep a heading with the first lines of its section.
      ensureSpace(doc, style.size * 1.2 + style.after + 3 * (BODY.size * 1.2 + BODY.lineGap));
      root.add(
        doc.struct(`H${block.level}`, () => {
          doc.font(FONT.bold).fontSize(style.size).fillColor(COLOR.text).text(block.text, left, doc.y, { width });
        }),
      );
      doc.y += style.after;
    } else if (block.type === 'paragraph') {
      doc.fontSize(BODY.size).fillColor(COLOR.text);
      root.add(doc.struct('P', () => writeRich(doc, block.text, left, width)));
      doc.y += BODY.after;
    } else {
      if (!list) {
        list = doc.struct('L');
        root.add(list);
      }
      doc.fontSize(BODY.size).fillColor(COLOR.text);
      ensureSpace(doc, BODY.size * 1.2 + BODY.lineGap);
      const y = doc.y;
      const item = doc.struct('LI');
      list.add(item);
      item.add(
        doc.struct('Lbl', () => {
          doc.font(FONT.regular).text('•', left + 3, y, { lineBreak: false });
        }),
      );
      doc.y = y;
      item.add(doc.struct('LBody', () => writeRich(doc, block.text, left + BULLET_INDENT, width - BULLET_INDENT)));
      item.end();
      doc.y += 3;
    }
  }
  list?.end();
  root.end();

  // Footer of every page: the brand and "n / N".
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not add a page
    const y = doc.page.height - 44;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    doc.text(brand, left, y, { width: width / 2, lineBreak: false });
    doc.text(`${i - start + 1} / ${count}`, left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return done;
}
