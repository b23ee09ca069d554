import type { Plugin } from 'vite';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { renderLegalPdf } from './render-pdf.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** A document of the app's configuration (appConfig.documents), with where it comes from. */
interface LegalDocument {
  name: string;
  fileName: string;
  /** Path in the build output and the site, e.g. `assets/uploads/agb.pdf`. */
  outputPath: string;
  /** `legal/<fileName without .pdf>.md` of the app; null for a document that is not a PDF. */
  source: string | null;
  /** The file as the app's `public/` folder may already hold it. */
  publicFile: string;
  /** Language prefix of the text (the document's `language`, else the site's default language). */
  language?: string;
  problem?: string;
}

interface LegalConfig {
  brandName: string;
  language: string;
  documents: LegalDocument[];
}

const relative = (file: string) => path.relative(workspaceRoot, file).split(path.sep).join('/');
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The legal documents of the app's `public/assets/config/configuration.json`. A missing or broken
 * file has none (the site shows its error screen); so has an `uploadsDir` on another host.
 */
export function readLegalConfig(appDir: string): LegalConfig {
  let app: Record<string, unknown> = {};
  try {
    const json = JSON.parse(fs.readFileSync(path.join(appDir, 'public/assets/config/configuration.json'), 'utf8')) as unknown;
    const appConfig = (json as { appConfig?: unknown } | null)?.appConfig;
    if (appConfig && typeof appConfig === 'object') app = appConfig as Record<string, unknown>;
  } catch {
    // No documents.
  }
  const brandName = isString(app['name']) ? app['name'] : '';
  const language = (app['defaultLanguage'] as { prefix?: unknown } | undefined)?.prefix;
  const uploadsSetting = isString(app['uploadsDir']) ? app['uploadsDir'] : 'assets/uploads/';
  const config: LegalConfig = { brandName, language: isString(language) ? language : 'en', documents: [] };
  // Documents served from another host (an absolute address) are not the build's to make.
  if (/^([a-z][a-z\d+\-.]*:|\/\/)/i.test(uploadsSetting)) return config;
  let uploadsDir = uploadsSetting.replace(/^\/+/, '');
  if (uploadsDir && !uploadsDir.endsWith('/')) uploadsDir += '/';

  for (const entry of Array.isArray(app['documents']) ? (app['documents'] as unknown[]) : []) {
    const { name, fileName, language: documentLanguage } = (entry ?? {}) as { name?: unknown; fileName?: unknown; language?: unknown };
    if (!isString(fileName) || !fileName.trim()) continue;
    const file = fileName.replace(/^\/+/, '');
    const outputPath = path.posix.normalize(`${uploadsDir}${file}`);
    const document: LegalDocument = {
      name: isString(name) ? name : file,
      fileName,
      outputPath,
      source: /\.pdf$/i.test(file) ? path.join(appDir, 'legal', `${file.replace(/\.pdf$/i, '')}.md`) : null,
      publicFile: path.join(appDir, 'public', outputPath),
      ...(isString(documentLanguage) ? { language: documentLanguage } : {}),
    };
    if (outputPath.startsWith('../') || file.split('/').includes('..')) {
      document.problem = `Legal document "${document.name}" (${fileName}): the file name must stay inside uploadsDir ("${uploadsSetting}")`;
    }
    config.documents.push(document);
  }
  return config;
}

const hasFile = (file: string | null): file is string => file !== null && fs.existsSync(file) && fs.statSync(file).isFile();

/** What makes a document impossible to ship, or null. */
function problemOf(document: LegalDocument): string | null {
  if (document.problem) return document.problem;
  if (hasFile(document.source) || hasFile(document.publicFile)) return null;
  const label = `Legal document "${document.name}" (${document.fileName})`;
  return document.source
    ? `${label} has no text: write ${relative(document.source)} (see tools/legal/README.md) or put the PDF at ${relative(document.publicFile)}`
    : `${label} is not a PDF, so it is not generated: put the file at ${relative(document.publicFile)}`;
}

async function renderDocument(document: LegalDocument & { source: string }, config: LegalConfig): Promise<Buffer> {
  const markdown = fs.readFileSync(document.source, 'utf8');
  try {
    return await renderLegalPdf(markdown, { brandName: config.brandName, language: document.language ?? config.language });
  } catch (error) {
    throw new Error(`${relative(document.source)}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The legal documents of an app's configuration as PDFs generated from their texts in
 * `<appDir>/legal/<fileName without .pdf>.md` (tools/legal/README.md): emitted into the build at
 * `<uploadsDir><fileName>`, served at `/<uploadsDir><fileName>` in development. A document with
 * neither a text nor a file in `public/<uploadsDir>` fails the build.
 */
export function legalDocuments(appDir: string): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'brokerfront-legal-documents',
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command !== 'build') return;
      const config = readLegalConfig(appDir);
      const problems = config.documents.map(problemOf).filter(isString);
      if (problems.length > 0) this.error(problems.join('\n'));
      for (const document of config.documents) {
        if (!hasFile(document.source)) continue;
        this.addWatchFile(document.source);
        if (hasFile(document.publicFile)) {
          this.warn(
            `${relative(document.publicFile)} is replaced by the PDF generated from ${relative(document.source)}: remove one of them`,
          );
        }
      }
    },
    async generateBundle() {
      const config = readLegalConfig(appDir);
      const generated = config.documents.filter((d): d is LegalDocument & { source: string } => hasFile(d.source));
      const pdfs = await Promise.all(generated.map((document) => renderDocument(document, config))).catch((error: Error) =>
        this.error(error.message),
      );
      generated.forEach((document, i) => this.emitFile({ type: 'asset', fileName: document.outputPath, source: pdfs[i] }));
    },
    configureServer(server) {
      for (const problem of readLegalConfig(appDir).documents.map(problemOf).filter(isString)) server.config.logger.warn(problem);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let url: string;
        try {
          url = decodeURIComponent((req.url ?? '').split('?')[0]);
        } catch {
          return next();
        }
        if (!url.toLowerCase().endsWith('.pdf')) return next();
        const config = readLegalConfig(appDir);
        const document = config.documents.find((d) => `/${d.outputPath}` === url);
        if (!document || !hasFile(document.source)) return next();
        renderDocument(document as LegalDocument & { source: string }, config).then((pdf) => {
          res.setHeader('Content-Type', 'application/pdf');
          res.setHeader('Content-Length', pdf.length);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(pdf);
        }, next);
      });
    },
  };
}
