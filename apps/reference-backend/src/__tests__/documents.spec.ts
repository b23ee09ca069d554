/** @jest-environment node */
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, codes, collect, hubConnection, USERS } from './support';

/** The limit of write requests per user and route for this file (low enough to reach, high enough for the other tests). */
const WRITE_LIMIT = 40;

let be: RunningBackend;
let staff: string;
let staffId: number;
let client: string;
let clientId: number;
const open: HubConnection[] = [];

interface Doc {
  Id: number;
  UserId: number;
  DocumentType: string;
  FileName: string;
  ContentType: string;
  Size: number;
  Status: 'Pending' | 'Verified' | 'Rejected';
  Comment: string | null;
  UploadedAt: string;
  VerifiedAt: string | null;
  VerifiedBy: number | null;
}

interface DocEvent {
  Document: Doc;
  Kind: 'Created' | 'Updated' | 'Deleted';
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000' +
    '000d4944415478da63f8cfc0f01f0005000201a0e1d6b50000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);

beforeAll(async () => {
  be = await startBackend({ env: { LIMIT_WRITES_PER_USER_PER_MINUTE: String(WRITE_LIMIT) } });
  staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
  staffId = (await api<{ Id: number }>(be.url, staff, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
  client = await accessToken(be.url, 'client@example.com', 'Client1');
  clientId = (await api<{ Id: number }>(be.url, client, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
}, 180000);
afterAll(async () => {
  await Promise.allSettled(open.map((c) => c.stop()));
  await be?.stop();
});

let seq = 0;
/** Creates a client (as the seeded employee) and signs it in. */
async function newClient(): Promise<{ id: number; token: string }> {
  const email = `kyc-${++seq}@example.com`;
  const r = await api<{ Id: number }>(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Kyc',
    LastName: 'Person',
    Email: email,
    Password: 'Secret1',
  });
  expect(r.status).toBe(201);
  return { id: r.body.Data.Id, token: await accessToken(be.url, email, 'Secret1') };
}

/** Posts a multipart upload; `fields` default to `DocumentType: Identity`. */
async function upload(
  token: string,
  userId: number,
  bytes: Buffer,
  opts: { name?: string; type?: string; fields?: Record<string, string>; fileField?: string } = {},
): Promise<{ status: number; body: { Status: number; Data: Doc; Errors: Array<{ Code: string; Data: unknown }> } }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? { DocumentType: 'Identity' })) form.append(k, v);
  form.append(
    opts.fileField ?? 'File',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'application/pdf' }),
    opts.name ?? 'passport.pdf',
  );
  const res = await fetch(`${be.url}${USERS}/${userId}/UploadDocument`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const list = (token: string, userId: number) => api<Doc[]>(be.url, token, 'GET', `${USERS}/${userId}/Documents`);
const download = (token: string, userId: number, docId: number) =>
  fetch(`${be.url}${USERS}/${userId}/Documents/${docId}/File`, { headers: { authorization: `Bearer ${token}` } });
const verify = (token: string, body: unknown) => api<Doc>(be.url, token, 'POST', `${USERS}/VerifyDocument`, body);
const editComment = (token: string, body: unknown) => api<Doc>(be.url, token, 'POST', `${USERS}/EditVerifyComment`, body);
const remove = (token: string, docId: number) => api<Doc>(be.url, token, 'DELETE', `${USERS}/DeleteDocument/${docId}`);

/** Resolves once `check` answers something truthy (polling), or fails after `ms`. */
async function waitFor<T>(check: () => T | undefined | null | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A hub connection of `token`, subscribed to the user events (`kinds`) of `userIds` (`[]`: every user). */
async function subscribed(token: string, userIds: number[], kinds = ['Updated']): Promise<DocEvent[]> {
  const c = hubConnection(be.url, () => token);
  open.push(c);
  await c.start();
  const got = collect<DocEvent>(c, 'UserDocumentChangedEvent');
  const sub = await c.invoke<{ Status: number }>('SubscribeToUserEvents', kinds, userIds);
  expect(sub.Status).toBe(200);
  return got;
}

describe('upload and list', () => {
  it('stores PDF, PNG and JPEG uploads of the client as Pending and lists them newest first', async () => {
    const pdf = await upload(client, clientId, PDF, { name: 'C:\\scans\\my "passport"\u202e.pdf' });
    expect(pdf.status).toBe(201);
    expect(pdf.body.Data).toEqual({
      Id: expect.any(Number),
      UserId: clientId,
      DocumentType: 'Identity',
      FileName: 'my passport.pdf',
      ContentType: 'application/pdf',
      Size: PDF.length,
      Status: 'Pending',
      Comment: null,
      UploadedAt: expect.any(String),
      VerifiedAt: null,
      VerifiedBy: null,
    });
    const png = await upload(client, clientId, PNG, { name: 'bill.png', type: 'image/png', fields: { DocumentType: 'ProofOfAddress' } });
    expect(png.status).toBe(201);
    expect(png.body.Data).toMatchObject({ DocumentType: 'ProofOfAddress', ContentType: 'image/png', FileName: 'bill.png' });
    // The declared type does not matter: the bytes do.
    const jpeg = await upload(client, clientId, JPEG, { name: 'other.jpg', type: 'application/pdf', fields: { DocumentType: 'Other' } });
    expect(jpeg.body.Data.ContentType).toBe('image/jpeg');

    const mine = await list(client, clientId);
    expect(mine.status).toBe(200);
    const ids = mine.body.Data.map((d) => d.Id);
    expect(ids.slice(0, 3)).toEqual([jpeg.body.Data.Id, png.body.Data.Id, pdf.body.Data.Id]);
    expect(mine.body.Data.every((d) => d.Status === 'Pending')).toBe(true);
    // An employee with users.read sees the same list; another client does not.
    expect((await list(staff, clientId)).body.Data.map((d) => d.Id)).toEqual(ids);
    const other = await newClient();
    const refused = await list(other.token, clientId);
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual(['forbidden']);
    expect((await list(staff, 999999)).status).toBe(404);
  });

  it('refuses a file of another type, a bad or missing DocumentType and a missing or extra file, naming the field', async () => {
    const text = await upload(client, clientId, Buffer.from('just some text, renamed'), { name: 'fake.pdf' });
    expect(text.status).toBe(400);
    expect(text.body.Errors[0]).toEqual({ Code: 'invalid_request', Data: expect.stringMatching(/^File: /) });
    const gif = await upload(client, clientId, Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), { name: 'x.gif' });
    expect(gif.status).toBe(400);

    const badType = await upload(client, clientId, PDF, { fields: { DocumentType: 'Selfie' } });
    expect(badType.status).toBe(400);
    expect(String(badType.body.Errors[0]?.Data)).toMatch(/^DocumentType: /);
    const noType = await upload(client, clientId, PDF, { fields: {} });
    expect(String(noType.body.Errors[0]?.Data)).toMatch(/^DocumentType: /);

    const wrongField = await upload(client, clientId, PDF, { fileField: 'Other' });
    expect(wrongField.status).toBe(400);
    expect(String(wrongField.body.Errors[0]?.Data)).toMatch(/^Other: /);
    const json = await api(be.url, client, 'POST', `${USERS}/${clientId}/UploadDocument`, { DocumentType: 'Identity' });
    expect(json.status).toBe(400);
    expect(String(json.body.Errors[0]?.Data)).toMatch(/^File: /);
  });

  it('accepts up to 5 MiB (above the 2 MiB avatar limit) and answers 413 above', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024 - PDF.length, 0x20)]);
    const ok = await upload(client, clientId, big);
    expect(ok.status).toBe(201);
    expect(ok.body.Data.Size).toBe(3 * 1024 * 1024);
    const tooBig = await upload(client, clientId, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.Errors[0]?.Code).toBe('payload_too_large');
    await remove(client, ok.body.Data.Id);
  });

  it('lets an employee upload for a client, but not a client for someone else', async () => {
    const other = await newClient();
    const byStaff = await upload(staff, other.id, PNG, { name: 'scan.png' });
    expect(byStaff.status).toBe(201);
    expect(byStaff.body.Data.UserId).toBe(other.id);
    const byClient = await upload(client, other.id, PDF);
    expect(byClient.status).toBe(403);
    expect(byClient.body.Errors[0]).toEqual({ Code: 'forbidden', Data: 'users.update' });
    expect((await upload(staff, 999999, PDF)).status).toBe(404);
  });
});

describe('download', () => {
  it('streams the file to the owner and an employee, as an attachment of the sniffed type, and to nobody else', async () => {
    const doc = (await upload(client, clientId, PNG, { name: 'proof é.png', type: 'text/html' })).body.Data;
    for (const token of [client, staff]) {
      const res = await download(token, clientId, doc.Id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="proof _.png"; filename*=UTF-8''proof%20%C3%A9.png`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const other = await newClient();
    expect((await download(other.token, clientId, doc.Id)).status).toBe(403);
    // Through another user's path (the caller's own): not found.
    expect((await download(other.token, other.id, doc.Id)).status).toBe(404);
    expect((await download(client, clientId, 999999)).status).toBe(404);
    expect((await fetch(`${be.url}${USERS}/${clientId}/Documents/${doc.Id}/File`)).status).toBe(401);
  });

  it('keeps and offers a file under a safe name with the extension of its sniffed type, never the one it was sent with', async () => {
    const doc = (await upload(client, clientId, PDF, { name: '../../pwn.html', type: 'text/html' })).body.Data;
    expect(doc).toMatchObject({ FileName: 'pwn.pdf', ContentType: 'application/pdf' });
    const res = await download(client, clientId, doc.Id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pwn.pdf"; filename*=UTF-8''pwn.pdf`);
    for (const [name, bytes, expected] of [
      ['..\\..\\evil.svg', PNG, 'evil.png'],
      ['photo.JPEG', JPEG, 'photo.jpg'],
      ['.htaccess', PDF, 'document.pdf'],
      ['statement.2024.pdf.exe', PDF, 'statement.2024.pdf.pdf'],
      ['scan\u0000.html\n', PDF, 'scan.pdf'],
    ] as const) {
      const up = await upload(client, clientId, bytes, { name });
      expect({ name, status: up.status, FileName: up.body.Data.FileName }).toEqual({ name, status: 201, FileName: expected });
      const listed = (await list(client, clientId)).body.Data.find((d) => d.Id === up.body.Data.Id);
      expect(listed?.FileName).toBe(expected);
    }
  });

  it('keeps files under <dataDir>/documents with mode 0600, never under the public uploads', async () => {
    const doc = (await upload(client, clientId, PNG, { name: 'private.png' })).body.Data;
    const dir = path.join(be.dataDir, 'documents', String(clientId));
    const files = readdirSync(dir).filter((f) => !f.endsWith('.tmp'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f).toMatch(/^[0-9a-f]{32}\.(pdf|png|jpg)$/);
      expect(statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
      expect(existsSync(path.join(be.dataDir, 'uploads', f))).toBe(false);
      expect((await fetch(`${be.url}/uploads/${f}`)).status).toBe(404);
    }
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    // The wire shape never reveals the stored name.
    expect(JSON.stringify(doc)).not.toMatch(/[0-9a-f]{32}/);
  });
});

describe('delete', () => {
  it('deletes a pending document of the owner, not a verified one, and nobody else’s', async () => {
    const pending = (await upload(client, clientId, PDF, { name: 'to-delete.pdf' })).body.Data;
    const other = await newClient();
    const byOther = await remove(other.token, pending.Id);
    expect(byOther.status).toBe(404);
    expect(codes(byOther)).toEqual(['not_found']);
    expect((await remove(staff, pending.Id)).status).toBe(404);

    const gone = await remove(client, pending.Id);
    expect(gone.status).toBe(200);
    expect(gone.body.Data.Id).toBe(pending.Id);
    expect((await list(client, clientId)).body.Data.some((d) => d.Id === pending.Id)).toBe(false);
    expect((await download(client, clientId, pending.Id)).status).toBe(404);
    expect((await remove(client, pending.Id)).status).toBe(404);

    const verified = (await upload(client, clientId, PDF, { name: 'keep.pdf' })).body.Data;
    expect((await verify(staff, { DocumentId: verified.Id, Status: 'Verified', Comment: null })).status).toBe(200);
    const refused = await remove(client, verified.Id);
    expect(refused.status).toBe(400);
    expect(refused.body.Errors[0]).toEqual({ Code: 'document_not_pending', Data: verified.Id });
    expect((await list(client, clientId)).body.Data.some((d) => d.Id === verified.Id)).toBe(true);
  });

  it('removes the files of a deleted user', async () => {
    const other = await newClient();
    await upload(other.token, other.id, PDF);
    const dir = path.join(be.dataDir, 'documents', String(other.id));
    expect(existsSync(dir)).toBe(true);
    expect((await api(be.url, staff, 'DELETE', `${USERS}/${other.id}`)).status).toBe(200);
    await waitFor(() => !existsSync(dir));
  });
});

describe('review', () => {
  it('pushes UserDocumentChangedEvent to the owner and to employees subscribed to the user, and to nobody else', async () => {
    const ownerEvents = await subscribed(client, [clientId]);
    const staffEvents = await subscribed(staff, [], ['Created']);
    const other = await newClient();
    const otherEvents = await subscribed(other.token, [other.id], ['Created', 'Updated', 'Deleted']);

    const doc = (await upload(client, clientId, PDF, { name: 'live.pdf' })).body.Data;
    const created = await waitFor(() => ownerEvents.find((e) => e.Document.Id === doc.Id && e.Kind === 'Created'));
    expect(created.Document).toEqual(doc);

    const answer = await verify(staff, { DocumentId: doc.Id, Status: 'Verified', Comment: '  Looks good  ' });
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toMatchObject({
      Status: 'Verified',
      Comment: 'Looks good',
      VerifiedBy: staffId,
      VerifiedAt: expect.any(String),
    });
    const updated = await waitFor(() => ownerEvents.find((e) => e.Document.Id === doc.Id && e.Kind === 'Updated'));
    expect(updated.Document.Status).toBe('Verified');
    expect(updated.Document).toEqual(answer.body.Data);
    await waitFor(() => staffEvents.find((e) => e.Document.Id === doc.Id && e.Document.Status === 'Verified'));

    const pending = (await upload(client, clientId, PNG, { name: 'gone.png' })).body.Data;
    await remove(client, pending.Id);
    const deleted = await waitFor(() => ownerEvents.find((e) => e.Document.Id === pending.Id && e.Kind === 'Deleted'));
    expect(deleted.Document.Id).toBe(pending.Id);
    // Each change once per connection, in order.
    expect(ownerEvents.filter((e) => e.Document.Id === doc.Id).map((e) => e.Kind)).toEqual(['Created', 'Updated']);
    expect(otherEvents).toEqual([]);
  });

  it('needs a comment to reject, and keeps one on a rejected document', async () => {
    const doc = (await upload(client, clientId, JPEG, { name: 'blurry.jpg' })).body.Data;
    for (const Comment of [undefined, null, '   ']) {
      const r = await verify(staff, { DocumentId: doc.Id, Status: 'Rejected', Comment });
      expect(r.status).toBe(400);
      expect(r.body.Errors[0]).toEqual({ Code: 'invalid_request', Data: expect.stringMatching(/^Comment: /) });
    }
    const rejected = await verify(staff, { DocumentId: doc.Id, Status: 'Rejected', Comment: 'Too blurry' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.Data).toMatchObject({ Status: 'Rejected', Comment: 'Too blurry', VerifiedBy: staffId });

    const edited = await editComment(staff, { DocumentId: doc.Id, Comment: 'Too blurry: the date of birth cannot be read' });
    expect(edited.status).toBe(200);
    expect(edited.body.Data).toMatchObject({ Status: 'Rejected', Comment: 'Too blurry: the date of birth cannot be read' });
    expect((await list(client, clientId)).body.Data.find((d) => d.Id === doc.Id)?.Comment).toBe(
      'Too blurry: the date of birth cannot be read',
    );
    const cleared = await editComment(staff, { DocumentId: doc.Id, Comment: '' });
    expect(cleared.status).toBe(400);
    expect(String(cleared.body.Errors[0]?.Data)).toMatch(/^Comment: /);

    const bad = await verify(staff, { DocumentId: doc.Id, Status: 'Pending', Comment: 'x' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.Errors[0]?.Data)).toMatch(/^Status: /);
    expect((await verify(staff, { DocumentId: 999999, Status: 'Verified' })).status).toBe(404);
    expect((await editComment(staff, { DocumentId: 999999, Comment: 'x' })).status).toBe(404);
  });

  it('edits the comment of a verified document, and clears it', async () => {
    const doc = (await upload(client, clientId, PDF, { name: 'ok.pdf' })).body.Data;
    await verify(staff, { DocumentId: doc.Id, Status: 'Verified' });
    const edited = await editComment(staff, { DocumentId: doc.Id, Comment: 'Valid until 2030' });
    expect(edited.body.Data).toMatchObject({ Status: 'Verified', Comment: 'Valid until 2030' });
    const cleared = await editComment(staff, { DocumentId: doc.Id, Comment: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.Data.Comment).toBeNull();
  });

  it('refuses a review by the owner (403) and hides other users’ documents from a client (404)', async () => {
    const doc = (await upload(client, clientId, PDF, { name: 'self.pdf' })).body.Data;
    const own = await verify(client, { DocumentId: doc.Id, Status: 'Verified' });
    expect(own.status).toBe(403);
    expect(own.body.Errors[0]).toEqual({ Code: 'forbidden', Data: 'users.update' });
    expect((await editComment(client, { DocumentId: doc.Id, Comment: 'fine' })).status).toBe(403);
    const other = await newClient();
    expect((await verify(other.token, { DocumentId: doc.Id, Status: 'Verified' })).status).toBe(404);
    // An employee does not review its own documents either.
    const staffDoc = (await upload(staff, staffId, PDF, { name: 'staff.pdf' })).body.Data;
    const self = await verify(staff, { DocumentId: staffDoc.Id, Status: 'Verified' });
    expect(self.status).toBe(403);
    expect(codes(self)).toEqual(['cannot_act_on_self']);
    expect((await list(client, clientId)).body.Data.find((d) => d.Id === doc.Id)?.Status).toBe('Pending');
  });
});

describe('audit and limits', () => {
  it('writes every upload, deletion, verification, rejection and comment edit to the audit trail', async () => {
    const other = await newClient();
    const a = (await upload(other.token, other.id, PDF, { name: 'a.pdf' })).body.Data;
    const b = (await upload(other.token, other.id, PNG, { name: 'b.png' })).body.Data;
    const c = (await upload(other.token, other.id, JPEG, { name: 'c.jpg' })).body.Data;
    await remove(other.token, a.Id);
    await verify(staff, { DocumentId: b.Id, Status: 'Verified' });
    await verify(staff, { DocumentId: c.Id, Status: 'Rejected', Comment: 'Expired' });
    await editComment(staff, { DocumentId: c.Id, Comment: 'Expired in 2020' });
    await download(staff, other.id, b.Id).then((r) => r.arrayBuffer());
    await verify(other.token, { DocumentId: b.Id, Status: 'Rejected', Comment: 'no' });

    const trail = await api<
      Array<{ Action: string; ActorId: number; TargetId: number; Outcome: string; Details: Record<string, unknown> }>
    >(be.url, staff, 'GET', `${USERS}/${other.id}/Audit?limit=100`);
    expect(trail.status).toBe(200);
    const doc = (action: string, id: number) => trail.body.Data.find((r) => r.Action === action && r.Details?.['DocumentId'] === id);
    expect(doc('document.uploaded', a.Id)).toMatchObject({
      ActorId: other.id,
      TargetId: other.id,
      Details: { DocumentType: 'Identity', FileName: 'a.pdf', ContentType: 'application/pdf', Size: PDF.length },
    });
    expect(trail.body.Data.filter((r) => r.Action === 'document.uploaded')).toHaveLength(3);
    expect(doc('document.deleted', a.Id)).toMatchObject({ ActorId: other.id, TargetId: other.id });
    expect(doc('document.verified', b.Id)).toMatchObject({ ActorId: staffId, TargetId: other.id, Details: { PreviousStatus: 'Pending' } });
    expect(doc('document.rejected', c.Id)).toMatchObject({ ActorId: staffId, Details: { Comment: 'Expired' } });
    expect(doc('document.comment_edited', c.Id)).toMatchObject({ ActorId: staffId, Details: { Comment: 'Expired in 2020' } });
    expect(doc('document.downloaded', b.Id)).toMatchObject({ ActorId: staffId, TargetId: other.id });
    expect(trail.body.Data.find((r) => r.Action === 'access.denied' && r.ActorId === other.id)).toMatchObject({
      Outcome: 'denied',
      Details: { action: 'document.review', code: 'forbidden' },
    });
  });

  it('limits the write routes per user and route (429 too_many_requests)', async () => {
    const other = await newClient();
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT; i++) statuses.push((await remove(other.token, 999999)).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const last = await remove(other.token, 999999);
    expect(last.status).toBe(429);
    expect(last.body.Errors[0]).toEqual({ Code: 'too_many_requests', Data: { RetryAfter: expect.any(Number) } });
    // Another route has its own allowance.
    expect((await verify(other.token, { DocumentId: 999999, Status: 'Verified' })).status).toBe(404);
  });
});
