/**
 * Identity documents (KYC), an extension of the users API (docs/api-contract.md, "Extension: identity documents"):
 * clients upload identity documents, employees verify or reject them, and every change is pushed over the `user`
 * hub as `UserDocumentChangedEvent`.
 *
 * Files are kept under `<dataDir>/documents/<user id>/` (mode 0600, directories 0700), never under the public
 * uploads; they are only streamed back through `GET {id}/Documents/{docId}/File` to whoever may read the user.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authorize, recordDenial, requestGuard, targetOf } from '../auth/authorize';
import { authenticate, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import { requestRecorder, type AuditLog } from '../domain/audit';
import type { Store } from '../domain/store';
import { UserType } from '../domain/types';
import { ApiError, ok } from '../http/envelope';
import { parse, parseId } from '../http/validation';
import type { UserHub } from '../hub/user-hub';
import { USERS_BASE, writeRateLimit } from './users';

/** The kinds of identity document. */
export const DOCUMENT_TYPES = ['Identity', 'ProofOfAddress', 'Other'] as const;
/** A kind of identity document. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Where a document stands: uploaded and waiting, accepted or refused by an employee. */
export type DocumentStatus = 'Pending' | 'Verified' | 'Rejected';

/** An identity document as the API sends it (`GET {id}/Documents`, the write routes, the hub event). */
export interface UserDocument {
  Id: number;
  UserId: number;
  DocumentType: DocumentType;
  /**
   * The client's file name, sanitised (no path, no control or reserved characters, at most 200 characters), with the
   * extension of the sniffed type.
   */
  FileName: string;
  /** The sniffed type: `application/pdf`, `image/png` or `image/jpeg`. */
  ContentType: string;
  /** Bytes. */
  Size: number;
  Status: DocumentStatus;
  /** The employee's comment (always set on a rejection). */
  Comment: string | null;
  UploadedAt: string;
  /** When and by whom (an employee's id) the document was last verified or rejected; null while pending. */
  VerifiedAt: string | null;
  VerifiedBy: number | null;
}

/** Largest document upload in bytes (5 MiB; a per-route multipart limit above the global avatar limit). */
export const DOCUMENT_LIMIT_BYTES = 5 * 1024 * 1024;

/** Most documents one user may hold (pending or decided); another upload answers 400 `too_many_documents`. */
export const MAX_DOCUMENTS_PER_USER = 50;

/** Longest employee comment. */
export const COMMENT_MAX = 2000;

/** The accepted file types, recognised by their first bytes (never by the name or the declared type). */
const FILE_TYPES: ReadonlyArray<{ contentType: string; ext: string; test: (b: Buffer) => boolean }> = [
  { contentType: 'application/pdf', ext: 'pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    contentType: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { contentType: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
];

/** The type of a document's bytes (PDF, PNG or JPEG), or null for anything else. */
export function sniffDocument(bytes: Buffer): { contentType: string; ext: string } | null {
  const t = FILE_TYPES.find((f) => f.test(bytes));
  return t ? { contentType: t.contentType, ext: t.ext } : null;
}

/** Longest kept file name, its extension included. */
const FILE_NAME_MAX = 200;

/** A trailing extension: a dot and 1–10 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * A client's file name made safe to keep, show and offer for download: the last path segment only, without control,
 * format (bidi) or reserved characters (`<>:"/\|?*`), spaces collapsed, without leading or trailing dots, and with
 * the extension of the sniffed type `ext` in place of the one it was sent with (`../../pwn.html` holding a PDF is
 * `pwn.pdf`); at most 200 characters; `document.<ext>` when nothing is left. The escapes browsers put in a
 * multipart file name (`%22`, `%0A`, `%0D`: WHATWG HTML) are undone first.
 */
export function sanitizeFileName(raw: string | undefined | null, ext: string): string {
  const unescaped = (raw ?? '').replace(/%(22|0A|0D)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base = unescaped.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = clean.replace(EXTENSION, '').replace(/^[\s.]+|[\s.]+$/g, '');
  const kept = [...stem]
    .slice(0, FILE_NAME_MAX - ext.length - 1)
    .join('')
    .replace(/[\s.]+$/, '');
  return `${kept || 'document'}.${ext}`;
}

/** The extension of a sniffed content type (`pdf`, `png`, `jpg`). */
function extensionOf(contentType: string): string {
  return FILE_TYPES.find((f) => f.contentType === contentType)?.ext ?? 'bin';
}

/**
 * The name a stored document is shown and downloaded under: its kept name made safe again, with the extension of
 * its sniffed type (so a row kept before names followed the type is offered under a safe name too).
 */
export function documentFileName(fileName: string, contentType: string): string {
  return sanitizeFileName(fileName, extensionOf(contentType));
}

/** A `Content-Disposition: attachment` value for `name`: an ASCII fallback and the UTF-8 name (RFC 6266/8187). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ ()-]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** A stored row of `user_documents`. */
interface DocumentRow {
  id: number;
  user_id: number;
  document_type: DocumentType;
  file_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  status: DocumentStatus;
  comment: string | null;
  uploaded_at: Date | string;
  verified_at: Date | string | null;
  verified_by: number | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The wire shape of a stored row. */
function toDocument(row: DocumentRow): UserDocument {
  return {
    Id: Number(row.id),
    UserId: Number(row.user_id),
    DocumentType: row.document_type,
    FileName: documentFileName(row.file_name, row.content_type),
    ContentType: row.content_type,
    Size: Number(row.size),
    Status: row.status,
    Comment: row.comment,
    UploadedAt: iso(row.uploaded_at) as string,
    VerifiedAt: iso(row.verified_at),
    VerifiedBy: row.verified_by === null ? null : Number(row.verified_by),
  };
}

/** The names this module gives stored files (random hex and the sniffed extension). */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|png|jpg)$/;

const id = z.number().int().positive();
const comment = z.string().max(COMMENT_MAX).nullable().optional();
const verifySchema = z.object({ DocumentId: id, Status: z.enum(['Verified', 'Rejected']), Comment: comment });
const editCommentSchema = z.object({ DocumentId: id, Comment: comment });
const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: `expected one of ${DOCUMENT_TYPES.join(', ')}` });

/** A comment as stored: trimmed, and null when empty. */
const normalizeComment = (c: string | null | undefined): string | null => (c ?? '').trim() || null;

/** What a multipart upload carried. */
interface UploadParts {
  documentType: unknown;
  file?: { buffer: Buffer; fileName: string | undefined };
}

/**
 * Reads an upload's parts: the field `DocumentType` and one file field `File` of at most
 * {@link DOCUMENT_LIMIT_BYTES} (over it: 413 `payload_too_large`; another file field: 400).
 */
async function readUpload(req: FastifyRequest): Promise<UploadParts> {
  if (!req.isMultipart()) throw ApiError.badRequest('invalid_request', 'File: expected multipart/form-data');
  const out: UploadParts = { documentType: undefined };
  for await (const part of req.parts({ limits: { fileSize: DOCUMENT_LIMIT_BYTES } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'File' || out.file) {
        part.file.resume();
        throw ApiError.badRequest('invalid_request', `${part.fieldname}: unexpected file field (send one field named File)`);
      }
      out.file = { buffer: await part.toBuffer(), fileName: part.filename };
    } else if (part.fieldname === 'DocumentType') {
      out.documentType = part.value;
    }
  }
  return out;
}

/** Registers the identity-document routes under `/identity/api/v1/users/`. */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog; userHub: UserHub },
): void {
  const { store, tokens, config, audit, userHub } = deps;
  const pg = store.db.pg;
  const documentsDir = path.join(config.dataDir, 'documents');
  const userDir = (userId: number) => path.join(documentsDir, String(userId));
  const auth = (req: FastifyRequest): Promise<Principal> => authenticate(req, tokens, store);
  const guard = requestGuard(audit);
  const writes = writeRateLimit(tokens, config);

  /** Writes a successful action of `p` on the document owner `targetId` to the audit trail. */
  const record = requestRecorder(audit);

  /** The stored row of a document, or null. */
  const findRow = async (docId: number): Promise<DocumentRow | null> =>
    (await pg.query<DocumentRow>('SELECT * FROM user_documents WHERE id = $1', [docId])).rows[0] ?? null;

  /** 404 `user_not_found` unless the user exists. */
  const mustExist = (userId: number): void => {
    if (!store.get(userId)) throw ApiError.notFound('user_not_found', userId);
  };

  /** The files of a deleted user go with it (its rows are removed by the database's cascade). */
  const off = store.onChange((e) => {
    if (e.type === 'user' && e.kind === 'Deleted') void rm(userDir(e.user.Id), { recursive: true, force: true }).catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    off();
  });

  /**
   * Authorises a review (verify, reject, comment) of document `docId`: 404 `not_found` unless it exists and the
   * caller may read its owner; 403 for the owner itself (a client: `forbidden` `users.update`; an employee:
   * `cannot_act_on_self`); else `users.update` on the owner with the subset rule. Answers the row.
   */
  const reviewable = async (req: FastifyRequest, p: Principal, docId: number): Promise<DocumentRow> => {
    const row = await findRow(docId);
    if (!row || !authorize(p, 'user.read', row.user_id).ok) throw ApiError.notFound('not_found', docId);
    if (row.user_id === p.user.Id) {
      const employee = p.user.UserType === UserType.Employee;
      const refusal = employee ? { Code: 'cannot_act_on_self', Data: p.user.Id } : { Code: 'forbidden', Data: 'users.update' };
      await recordDenial(audit, req, {
        actorId: p.user.Id,
        targetId: row.user_id,
        action: 'document.review',
        code: refusal.Code,
        data: refusal.Data,
      });
      throw new ApiError(403, [refusal]);
    }
    await guard(req, p, 'user.update', targetOf(store, row.user_id));
    return row;
  };

  app.get(`${USERS_BASE}/:id/Documents`, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    await guard(req, p, 'user.read', targetOf(store, userId));
    mustExist(userId);
    const r = await pg.query<DocumentRow>('SELECT * FROM user_documents WHERE user_id = $1 ORDER BY uploaded_at DESC, id DESC', [userId]);
    return ok(reply, r.rows.map(toDocument));
  });

  app.get(`${USERS_BASE}/:id/Documents/:docId/File`, async (req, reply) => {
    const p = await auth(req);
    const params = req.params as { id: string; docId: string };
    const userId = parseId(params.id);
    const docId = parseId(params.docId, 'docId');
    await guard(req, p, 'user.read', targetOf(store, userId));
    const row = await findRow(docId);
    if (!row || row.user_id !== userId || !STORED_NAME.test(row.stored_name)) throw ApiError.notFound('not_found', docId);
    const file = path.join(userDir(userId), row.stored_name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw ApiError.notFound('not_found', docId);
    if (p.user.Id !== userId) await record(req, p, 'document.downloaded', userId, { DocumentId: docId });
    return reply
      .header('Content-Type', row.content_type)
      .header('Content-Length', info.size)
      .header('Content-Disposition', attachmentDisposition(documentFileName(row.file_name, row.content_type)))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(createReadStream(file));
  });

  app.post(`${USERS_BASE}/:id/UploadDocument`, writes, async (req, reply) => {
    const p = await auth(req);
    const userId = parseId((req.params as { id: string }).id);
    // A user uploads its own documents; anyone else needs users.update on the user (and the subset rule).
    if (p.user.Id !== userId) await guard(req, p, 'user.update', targetOf(store, userId));
    mustExist(userId);
    const upload = await readUpload(req);
    const documentType = parse(z.object({ DocumentType: documentTypeSchema }), { DocumentType: upload.documentType }).DocumentType;
    if (!upload.file || upload.file.buffer.length === 0) throw ApiError.badRequest('invalid_request', 'File: missing');
    const type = sniffDocument(upload.file.buffer);
    if (!type) throw ApiError.badRequest('invalid_request', 'File: not a PDF, PNG or JPEG file');
    const fileName = sanitizeFileName(upload.file.fileName, type.ext);
    const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
    const dir = userDir(userId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = path.join(dir, `${storedName}.tmp`);
    await writeFile(tmp, upload.file.buffer, { mode: 0o600, flag: 'wx' });
    await rename(tmp, path.join(dir, storedName));
    const size = upload.file.buffer.length;
    const row = await store
      .exclusive(async () => {
        mustExist(userId);
        const count = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM user_documents WHERE user_id = $1', [userId]);
        if (Number(count.rows[0]?.n ?? 0) >= MAX_DOCUMENTS_PER_USER)
          throw ApiError.badRequest('too_many_documents', MAX_DOCUMENTS_PER_USER);
        const r = await pg.query<DocumentRow>(
          `INSERT INTO user_documents (user_id, document_type, file_name, stored_name, content_type, size, uploaded_at, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, now(), $7) RETURNING *`,
          [userId, documentType, fileName, storedName, type.contentType, size, p.user.Id],
        );
        return r.rows[0] as DocumentRow;
      })
      .catch(async (e: unknown) => {
        await unlink(path.join(dir, storedName)).catch(() => undefined);
        throw e;
      });
    const doc = toDocument(row);
    await record(req, p, 'document.uploaded', userId, {
      DocumentId: doc.Id,
      DocumentType: doc.DocumentType,
      FileName: doc.FileName,
      ContentType: doc.ContentType,
      Size: doc.Size,
    });
    userHub.publishDocument(doc, 'Created');
    return ok(reply, doc, 201);
  });

  app.delete(`${USERS_BASE}/DeleteDocument/:docId`, writes, async (req, reply) => {
    const p = await auth(req);
    const docId = parseId((req.params as { docId: string }).docId, 'docId');
    // Only the owner deletes, and only while the document waits for review (one statement: no race with a review).
    const r = await pg.query<DocumentRow>("DELETE FROM user_documents WHERE id = $1 AND user_id = $2 AND status = 'Pending' RETURNING *", [
      docId,
      p.user.Id,
    ]);
    const row = r.rows[0];
    if (!row) {
      const existing = await findRow(docId);
      if (existing && existing.user_id === p.user.Id) throw ApiError.badRequest('document_not_pending', docId);
      throw ApiError.notFound('not_found', docId);
    }
    if (STORED_NAME.test(row.stored_name)) await unlink(path.join(userDir(row.user_id), row.stored_name)).catch(() => undefined);
    const doc = toDocument(row);
    await record(req, p, 'document.deleted', doc.UserId, { DocumentId: doc.Id, DocumentType: doc.DocumentType, FileName: doc.FileName });
    userHub.publishDocument(doc, 'Deleted');
    return ok(reply, doc);
  });

  app.post(`${USERS_BASE}/VerifyDocument`, writes, async (req, reply) => {
    const p = await auth(req);
    const input = parse(verifySchema, req.body);
    const text = normalizeComment(input.Comment);
    if (input.Status === 'Rejected' && !text) throw ApiError.badRequest('invalid_request', 'Comment: a rejection needs a comment');
    const before = await reviewable(req, p, input.DocumentId);
    const r = await pg.query<DocumentRow>(
      'UPDATE user_documents SET status = $2, comment = $3, verified_at = now(), verified_by = $4 WHERE id = $1 RETURNING *',
      [input.DocumentId, input.Status, text, p.user.Id],
    );
    if (!r.rows[0]) throw ApiError.notFound('not_found', input.DocumentId);
    const doc = toDocument(r.rows[0]);
    await record(req, p, doc.Status === 'Verified' ? 'document.verified' : 'document.rejected', doc.UserId, {
      DocumentId: doc.Id,
      PreviousStatus: before.status,
      Comment: doc.Comment,
    });
    userHub.publishDocument(doc, 'Updated');
    return ok(reply, doc);
  });

  app.post(`${USERS_BASE}/EditVerifyComment`, writes, async (req, reply) => {
    const p = await auth(req);
    const input = parse(editCommentSchema, req.body);
    const text = normalizeComment(input.Comment);
    const before = await reviewable(req, p, input.DocumentId);
    // A rejected document keeps a comment (checked in the statement, so a concurrent rejection cannot slip past).
    const r = await pg.query<DocumentRow>(
      "UPDATE user_documents SET comment = $2 WHERE id = $1 AND (status <> 'Rejected' OR $2::text IS NOT NULL) RETURNING *",
      [input.DocumentId, text],
    );
    if (!r.rows[0]) {
      if (await findRow(input.DocumentId)) throw ApiError.badRequest('invalid_request', 'Comment: a rejected document needs a comment');
      throw ApiError.notFound('not_found', input.DocumentId);
    }
    const doc = toDocument(r.rows[0]);
    if (before.comment !== doc.Comment) {
      await record(req, p, 'document.comment_edited', doc.UserId, { DocumentId: doc.Id, Comment: doc.Comment });
      userHub.publishDocument(doc, 'Updated');
    }
    return ok(reply, doc);
  });
}
