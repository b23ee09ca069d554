/** A block of a legal document's body. */
export type LegalBlock = { type: 'heading'; level: 2 | 3; text: string } | { type: 'paragraph' | 'bullet'; text: string };

/** A run of inline text, bold where the source had `**bold**`. */
export interface InlineSegment {
  text: string;
  bold: boolean;
}

export interface RenderLegalPdfOptions {
  /** Author of the document and the left side of each page's footer (appConfig.name). */
  brandName: string;
  /** Language of the text: a BCP 47 tag or a configuration prefix (`swe`, `esp`… are mapped). */
  language: string;
  /** `false` leaves the content streams uncompressed (tests). Default true. */
  compress?: boolean;
}

/** `**bold**` spans of a line of text; an unpaired `**` stays as written. */
export function parseInline(text: string): InlineSegment[];

/**
 * Parses the markdown subset (tools/legal/README.md). Throws an Error naming the problem when the
 * text has no `# ` title, more than one, text before it, or a character the PDF's font (Inter) lacks.
 */
export function parseLegalMarkdown(markdown: string): { title: string; blocks: LegalBlock[] };

/** Renders a legal document to a deterministic, tagged A4 PDF. */
export function renderLegalPdf(markdown: string, options: RenderLegalPdfOptions): Promise<Buffer>;
