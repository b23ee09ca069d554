import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentStatus, DocumentType, Gender, UserType, type User, type UserDocument } from '@brokerfront/identity-api';
import { applyDocumentEvents } from '@brokerfront/identity-api/redux';
import { envelope, renderLiveSite, type ApiCall } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const CLIENT: User = {
  Id: 2,
  FirstName: 'Chris',
  LastName: 'Client',
  MiddleName: null,
  Email: 'client@example.com',
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  CountryCode: 'GB',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-03-05T10:00:00.000Z',
  UpdatedAt: '2024-03-05T10:00:00.000Z',
  TimeZone: 'UTC',
  FullName: 'Chris Client',
};

const doc = (Id: number, FileName: string, extra: Partial<UserDocument> = {}): UserDocument => ({
  Id,
  UserId: 2,
  DocumentType: DocumentType.Identity,
  FileName,
  ContentType: 'application/pdf',
  Size: 48_213,
  Status: DocumentStatus.Pending,
  Comment: null,
  UploadedAt: new Date(Date.UTC(2026, 0, Id, 9)).toISOString(),
  VerifiedAt: null,
  VerifiedBy: null,
  ...extra,
});

/** The documents routes of the reference backend over an in-memory list (newest first). */
function documentsService(initial: UserDocument[]) {
  const table = new Map(initial.map((d) => [d.Id, d]));
  let nextId = 100;
  let failList = false;
  const list = () => [...table.values()].sort((a, b) => b.UploadedAt.localeCompare(a.UploadedAt) || b.Id - a.Id);
  const handler = (call: ApiCall) => {
    if (call.path === 'users/2/Documents' && call.method === 'GET') {
      return failList ? envelope(null, 500, [{ Code: 'internal_error' }]) : envelope(list());
    }
    if (call.path === 'users/2/UploadDocument') {
      const [type, file] = uploads.at(-1) ?? [];
      const created = doc(nextId++, (file as File | undefined)?.name ?? 'document', {
        DocumentType: type as DocumentType,
        Size: (file as File | undefined)?.size ?? 0,
        UploadedAt: '2026-02-01T09:00:00.000Z',
      });
      table.set(created.Id, created);
      return envelope(created, 201);
    }
    const remove = /^users\/DeleteDocument\/(\d+)$/.exec(call.path);
    if (remove && call.method === 'DELETE') {
      const found = table.get(Number(remove[1]));
      if (!found) return envelope(null, 404, [{ Code: 'not_found' }]);
      if (found.Status !== DocumentStatus.Pending) return envelope(null, 400, [{ Code: 'document_not_pending', Data: found.Id }]);
      table.delete(found.Id);
      return envelope(found);
    }
    return undefined;
  };
  /** What the employee's review does on the service (`POST VerifyDocument`). */
  const review = (id: number, Status: DocumentStatus, Comment: string | null = null) => {
    const reviewed = { ...(table.get(id) as UserDocument), Status, Comment, VerifiedAt: '2026-02-02T09:00:00.000Z', VerifiedBy: 1 };
    table.set(id, reviewed);
    return reviewed;
  };
  return {
    handler,
    table,
    review,
    failList: (fail: boolean) => {
      failList = fail;
    },
  };
}

/** The multipart fields the identity client sent, as `[DocumentType, File]` per upload. */
let uploads: Array<[unknown, unknown]> = [];
const cleanups: Array<() => void> = [];

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

beforeEach(() => {
  uploads = [];
  const append = FormData.prototype.append;
  const spy = jest.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    name: string,
    value: unknown,
    ...rest: unknown[]
  ) {
    if (name === 'DocumentType') uploads.push([value, undefined]);
    if (name === 'File' && uploads.length) (uploads[uploads.length - 1] as unknown[])[1] = value;
    return (append as (...args: unknown[]) => void).call(this, name, value, ...rest);
  });
  cleanups.push(() => spy.mockRestore());
});

afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

async function openDocuments(initial: UserDocument[]) {
  const service = documentsService(initial);
  const site = await renderLiveSite('/account/documents', {
    users: { 'client@example.com': CLIENT },
    api: service.handler,
    signedInAs: { email: 'client@example.com', password: 'Client1' },
  });
  cleanups.push(site.cleanup);
  await screen.findByRole('heading', { level: 1, name: 'Documents' });
  return { ...site, service };
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const documentGets = (calls: ApiCall[]) => calls.filter((c) => c.path === 'users/2/Documents' && c.method === 'GET').length;

describe('documents page', () => {
  it('says when there are no documents, and lists an upload as Pending', async () => {
    const site = await openDocuments([]);
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Documents \| /));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Proof of address');
    const pdf = new File(['%PDF-1.4 test'], 'bill.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^File/), pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('bill.pdf has been uploaded and is waiting for review.')).toBeInTheDocument();
    expect(within(card('bill.pdf')).getByText('Pending')).toBeInTheDocument();
    expect(card('bill.pdf')).toHaveTextContent('Proof of address');
    expect(uploads).toEqual([['ProofOfAddress', expect.objectContaining({ name: 'bill.pdf' })]]);
    expect(site.calls.filter((c) => c.path === 'users/2/UploadDocument' && c.method === 'POST')).toHaveLength(1);
  });

  it("shows an employee's review without a reload when the hub's event patches the cache", async () => {
    const site = await openDocuments([doc(1, 'passport.pdf'), doc(2, 'bill.png', { DocumentType: DocumentType.ProofOfAddress })]);
    await waitFor(() => expect(within(card('passport.pdf')).getByText('Pending')).toBeInTheDocument());
    const gets = documentGets(site.calls);
    // What the live session does with a pushed UserDocumentChangedEvent.
    act(() => {
      site.store.dispatch(
        applyDocumentEvents([
          { Document: site.service.review(1, DocumentStatus.Verified), Kind: 'Updated' },
          { Document: site.service.review(2, DocumentStatus.Rejected, 'The bill is older than three months.'), Kind: 'Updated' },
        ]),
      );
    });
    await waitFor(() => expect(within(card('passport.pdf')).getByText('Verified')).toBeInTheDocument());
    expect(within(card('bill.png')).getByText('Rejected')).toBeInTheDocument();
    expect(card('bill.png')).toHaveTextContent('Comment from our team: The bill is older than three months.');
    expect(within(card('passport.pdf')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText(/passport\.pdf: Verified\./)).toBeInTheDocument();
    expect(documentGets(site.calls)).toBe(gets);
  });

  it('deletes a pending document after a confirmation, and explains a refusal for a reviewed one', async () => {
    const site = await openDocuments([doc(1, 'passport.pdf'), doc(2, 'old-id.pdf', { Status: DocumentStatus.Verified })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete passport.pdf' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this document?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'passport.pdf' })).toBeNull());
    expect(screen.getByText('passport.pdf has been deleted.')).toBeInTheDocument();
    expect(within(card('old-id.pdf')).queryByRole('button', { name: /Delete/ })).toBeNull();

    // Verified by an employee while the page still showed it as pending.
    site.service.table.set(3, doc(3, 'late.pdf', { UploadedAt: '2026-01-20T09:00:00.000Z' }));
    act(() =>
      site.store.dispatch(
        applyDocumentEvents([{ Document: doc(3, 'late.pdf', { UploadedAt: '2026-01-20T09:00:00.000Z' }), Kind: 'Created' }]),
      ),
    );
    site.service.review(3, DocumentStatus.Verified);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete late.pdf' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a pending document can be changed.');
    // The list is asked again and shows the document as it is now.
    await waitFor(() => expect(within(card('late.pdf')).getByText('Verified')).toBeInTheDocument());
  });

  it('refuses a file of another type before uploading', async () => {
    const site = await openDocuments([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Identity');
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText(/^File/), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(
      expect.stringContaining('This file is not a PDF, PNG or JPEG file.'),
    );
    expect(site.calls.some((c) => c.path === 'users/2/UploadDocument')).toBe(false);
  });

  it('offers "Try again" when the list cannot be loaded', async () => {
    const service = documentsService([doc(1, 'passport.pdf')]);
    service.failList(true);
    const site = await renderLiveSite('/account/documents', {
      users: { 'client@example.com': CLIENT },
      api: service.handler,
      signedInAs: { email: 'client@example.com', password: 'Client1' },
    });
    cleanups.push(site.cleanup);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your documents could not be loaded.');
    service.failList(false);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'passport.pdf' })).toBeInTheDocument();
  });
});
