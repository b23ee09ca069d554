import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { fakeResponse } from '@brokerfront/config/testing';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { DocumentStatus, DocumentType, UserType, type User, type UserDocument, type UserPermission } from '@brokerfront/identity-api';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, testResources, type ApiCall } from '../../../live/testing/live-site';
import { BackOfficeGuard } from '../../back-office-guard';
import { DocumentsReviewSection } from './documents-review-section';
import type { OpenDocumentEffects } from './open-document';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const EMPLOYEE = makeNamedTestUser(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const CLIENT = makeNamedTestUser(2, 'Chris', 'Client');

const grants = (ids: number[], ResourceId = 0): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: 1, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId }));
const ALL = permissionCatalogue.map((p) => p.id);

const doc = (Id: number, FileName: string, extra: Partial<UserDocument> = {}): UserDocument => ({
  Id,
  UserId: 2,
  DocumentType: DocumentType.Identity,
  FileName,
  ContentType: 'application/pdf',
  Size: 48_213,
  Status: DocumentStatus.Pending,
  Comment: null,
  UploadedAt: new Date(Date.UTC(2026, 10, Id, 9)).toISOString(),
  VerifiedAt: null,
  VerifiedBy: null,
  ...extra,
});

const PASSPORT = doc(3, 'passport.pdf');
const BILL = doc(2, 'bill.png', {
  DocumentType: DocumentType.ProofOfAddress,
  ContentType: 'image/png',
  Status: DocumentStatus.Rejected,
  Comment: 'Older than three months.',
  VerifiedAt: '2026-11-02T10:00:00.000Z',
  VerifiedBy: 7,
});
const LICENCE = doc(1, 'licence.jpg', {
  ContentType: 'image/jpeg',
  Status: DocumentStatus.Verified,
  VerifiedAt: '2026-11-01T10:00:00.000Z',
  VerifiedBy: 99,
});

/** A file answer whose blob has the answer's type (the fake `Response` of the harness has none). */
const fileResponse = (bytes: string, type: string): Response =>
  Object.assign(fakeResponse(200, bytes, type), { blob: async () => new Blob([bytes], { type }) });

type Refusal = (call: ApiCall) => Response | undefined;

/** The documents routes of the reference backend over an in-memory table (newest first), reviews by the caller (user 1). */
function documentsService(ownerId: number, initial: UserDocument[]) {
  const table = new Map(initial.map((d) => [d.Id, { ...d, UserId: ownerId }]));
  const service = {
    table,
    refuse: (() => undefined) as Refusal,
    /** The list answers 403 forbidden while set. */
    failList: false,
    list: () => [...table.values()].sort((a, b) => b.UploadedAt.localeCompare(a.UploadedAt) || b.Id - a.Id),
  };
  const names: Record<number, string> = { 1: 'Erin Employee', 7: 'Sam Support' };
  const handler = (call: ApiCall): Response | undefined => {
    if (call.path === `users/${ownerId}/Documents` && call.method === 'GET') {
      return service.failList ? envelope(null, 403, [{ Code: 'forbidden', Data: 'users.read' }]) : envelope(service.list());
    }
    const file = new RegExp(`^users/${ownerId}/Documents/(\\d+)/File$`).exec(call.path);
    if (file) {
      const refused = service.refuse(call);
      if (refused) return refused;
      const found = table.get(Number(file[1]));
      return found ? fileResponse(`%PDF-1.4 ${found.FileName}`, found.ContentType) : envelope(null, 404, [{ Code: 'not_found' }]);
    }
    if (call.path === 'users/GetFullNameOfUsers') {
      return envelope((call.body as number[]).filter((id) => names[id]).map((UserId) => ({ UserId, FullName: names[UserId] })));
    }
    if (call.path === 'users/VerifyDocument' || call.path === 'users/EditVerifyComment') {
      const refused = service.refuse(call);
      if (refused) return refused;
      const body = call.body as { DocumentId: number; Status?: DocumentStatus; Comment: string | null };
      const found = table.get(body.DocumentId);
      if (!found) return envelope(null, 404, [{ Code: 'not_found' }]);
      const changed: UserDocument =
        call.path === 'users/VerifyDocument'
          ? {
              ...found,
              Status: body.Status as DocumentStatus,
              Comment: body.Comment,
              VerifiedAt: '2026-11-26T12:00:00.000Z',
              VerifiedBy: 1,
            }
          : { ...found, Comment: body.Comment };
      table.set(changed.Id, changed);
      return envelope(changed);
    }
    return undefined;
  };
  return { service, handler };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  jest.restoreAllMocks();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

/** A German i18n instance over the workspace's texts (the harness runs the site in English). */
async function germanI18n(): Promise<I18n> {
  const instance = createInstance();
  await instance.init({
    lng: 'de',
    fallbackLng: 'de',
    resources: { de: testResources()['de'] as never },
    interpolation: { escapeValue: false },
  });
  return instance;
}

interface OpenOptions {
  user?: User;
  ownRecord?: boolean;
  permissions?: UserPermission[];
  documents?: UserDocument[];
  openEffects?: OpenDocumentEffects;
  /** The first list answers 403 forbidden. */
  failList?: boolean;
  /** Wraps the section (e.g. in another language). */
  wrap?: (section: ReactNode) => ReactNode;
}

/** The section on a page of its own, behind the back office's guard, over the fake documents service. */
async function openReview({
  user = CLIENT,
  ownRecord = false,
  permissions = grants(ALL),
  documents = [PASSPORT, BILL, LICENCE],
  openEffects,
  failList = false,
  wrap = (section) => section,
}: OpenOptions = {}) {
  const { service, handler } = documentsService(user.Id, documents);
  service.failList = failList;
  const site = await renderLiveSite('/review', {
    users: { 'employee@example.com': EMPLOYEE },
    permissions: { 1: permissions },
    api: handler,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      {
        path: 'review',
        element: (
          <BackOfficeGuard>{wrap(<DocumentsReviewSection user={user} ownRecord={ownRecord} openEffects={openEffects} />)}</BackOfficeGuard>
        ),
      },
    ],
  });
  cleanups.push(site.cleanup);
  return { site, service };
}

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const documentGets = (calls: ApiCall[], ownerId = 2) => calls.filter((c) => c.path === `users/${ownerId}/Documents`).length;
const reviewCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === 'users/VerifyDocument' || c.path === 'users/EditVerifyComment').map((c) => [c.path, c.body]);

describe('the documents review', () => {
  it("lists the user's documents newest first, with the status in words, the comment and the reviewer's name", async () => {
    const { site } = await openReview();
    expect(await screen.findByRole('heading', { level: 3, name: 'passport.pdf' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['passport.pdf', 'bill.png', 'licence.jpg']);
    expect(card('passport.pdf').getByText('Pending')).toBeInTheDocument();
    expect(card('passport.pdf').getByText('47.1 kB')).toBeInTheDocument();
    expect(card('bill.png').getByText('Rejected')).toBeInTheDocument();
    expect(card('bill.png').getByText('Proof of address')).toBeInTheDocument();
    expect(card('bill.png').getByText('Older than three months.')).toBeInTheDocument();
    await waitFor(() => expect(card('bill.png').getByText('Rejected by').nextSibling).toHaveTextContent('Sam Support'));
    // Id 99 is not known to the service.
    await waitFor(() => expect(card('licence.jpg').getByText('Verified by').nextSibling).toHaveTextContent('Unknown'));
    expect(card('licence.jpg').getByText('Verified')).toBeInTheDocument();
    // The names came in one batched call.
    const lookups = site.calls.filter((c) => c.path === 'users/GetFullNameOfUsers');
    expect(lookups.map((c) => [...(c.body as number[])].sort())).toEqual([[7, 99]]);
    expect(screen.getByText('Pending: 1 · Verified: 1 · Rejected: 1')).toBeInTheDocument();
  });

  it('says when there is no document', async () => {
    await openReview({ documents: [] });
    expect(await screen.findByText('No documents uploaded')).toBeInTheDocument();
    expect(screen.getByText(/Chris Client has not uploaded any identity document yet\./)).toBeInTheDocument();
  });

  it('says why the list could not be loaded, and Try again loads it', async () => {
    const { site, service } = await openReview({ failList: true });
    const alert = (await screen.findByText('The documents could not be loaded.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('You are not allowed to do this.');
    service.failList = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'passport.pdf' })).toBeInTheDocument();
    expect(documentGets(site.calls)).toBe(2);
  });

  it('follows the pushed UserDocumentChangedEvent: an upload, a review elsewhere and a deletion show without a reload', async () => {
    const { site } = await openReview();
    await screen.findByRole('heading', { level: 3, name: 'passport.pdf' });
    await waitFor(() => expect(site.hub().handlerCount('UserDocumentChangedEvent')).toBe(1));
    // The employee (users.read on every user) follows every user's events, this one's included.
    await waitFor(() => expect(site.hub().invocations.find((i) => i.method === 'SubscribeToUserEvents')?.args[1]).toEqual([]));
    const gets = documentGets(site.calls);

    const upload = doc(4, 'new-passport.pdf');
    act(() => site.hub().push('UserDocumentChangedEvent', { Document: upload, Kind: 'Created' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'new-passport.pdf' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('new-passport.pdf');
    expect(screen.getByText('New document: new-passport.pdf.')).toBeInTheDocument();

    act(() =>
      site.hub().push('UserDocumentChangedEvent', {
        Document: { ...PASSPORT, Status: DocumentStatus.Verified, VerifiedAt: '2026-11-26T12:00:00.000Z', VerifiedBy: 7 },
        Kind: 'Updated',
      }),
    );
    await waitFor(() => expect(card('passport.pdf').getByText('Verified')).toBeInTheDocument());
    await waitFor(() => expect(card('passport.pdf').getByText('Verified by').nextSibling).toHaveTextContent('Sam Support'));

    act(() => site.hub().push('UserDocumentChangedEvent', { Document: upload, Kind: 'Deleted' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'new-passport.pdf' })).toBeNull());
    // Another user's document leaves this list alone.
    act(() => site.hub().push('UserDocumentChangedEvent', { Document: { ...doc(9, 'other.pdf'), UserId: 5 }, Kind: 'Created' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'other.pdf' })).toBeNull();
    expect(documentGets(site.calls)).toBe(gets);
  });
});

describe('Open', () => {
  it('downloads the file with the bearer token and shows it in a new window through an object URL, released later', async () => {
    const releases: Array<() => void> = [];
    const target = { location: { href: '' }, close: jest.fn(), opener: window as unknown };
    const open = jest.spyOn(window, 'open').mockImplementation(() => target as unknown as Window);
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:passport';
    });
    URL.revokeObjectURL = jest.fn();
    const { site } = await openReview({ openEffects: { later: (release) => releases.push(release) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Open passport.pdf' }));
    expect(await card('passport.pdf').findByText('passport.pdf opened in a new window.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(target.opener).toBeNull();
    expect(target.location.href).toBe('blob:passport');
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(blobs[0]?.size).toBe('%PDF-1.4 passport.pdf'.length);
    const download = site.calls.find((c) => c.path === 'users/2/Documents/3/File');
    expect(download).toMatchObject({ method: 'GET', caller: 'employee@example.com' });
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    releases.forEach((release) => release());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:passport');
  });

  it('says to allow pop-ups beside the button when the browser blocks the window, and downloads nothing', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const { site } = await openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Open passport.pdf' }));
    expect(await card('passport.pdf').findByRole('alert')).toHaveTextContent('Please disable your Pop-up blocker and try again.');
    expect(site.calls.some((c) => c.path.endsWith('/File'))).toBe(false);
  });

  it('closes the window and says why when the download is refused; a file of another type is never shown inline', async () => {
    const target = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockImplementation(() => target as unknown as Window);
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:file';
    });
    URL.revokeObjectURL = jest.fn();
    const { service } = await openReview({ documents: [PASSPORT, doc(5, 'page.html', { ContentType: 'text/html' })] });
    service.refuse = (call) =>
      call.path.endsWith('/3/File') ? envelope(null, 403, [{ Code: 'forbidden', Data: 'users.read' }]) : undefined;
    await userEvent.click(await screen.findByRole('button', { name: 'Open passport.pdf' }));
    expect(await card('passport.pdf').findByRole('alert')).toHaveTextContent(
      'The file could not be opened: You are not allowed to do this.',
    );
    expect(target.close).toHaveBeenCalledTimes(1);
    expect(target.location.href).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Open page.html' }));
    await waitFor(() => expect(target.location.href).toBe('blob:file'));
    expect(blobs[0]?.type).toBe('application/octet-stream');
  });
});

describe('Verify, Reject, Edit comment', () => {
  it('verifies after the question naming the user and the document; the list shows it at once with the reviewer', async () => {
    const { site } = await openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify passport.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Verify the document' });
    expect(dialog).toHaveAccessibleDescription(
      /^Verify passport\.pdf of Chris Client\? Chris Client sees the document as verified at once\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reviewCalls(site.calls)).toEqual([['users/VerifyDocument', { DocumentId: 3, Status: 'Verified', Comment: null }]]);
    expect(card('passport.pdf').getByText('Verified')).toBeInTheDocument();
    await waitFor(() => expect(card('passport.pdf').getByText('Verified by').nextSibling).toHaveTextContent('Erin Employee'));
    expect(screen.getByText('passport.pdf is verified.')).toBeInTheDocument();
    expect(card('passport.pdf').queryByRole('button', { name: 'Verify passport.pdf' })).toBeNull();
  });

  it('rejects with a required reason: none is refused before anything is sent, then the reason goes with the decision', async () => {
    const { site } = await openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject passport.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the document' });
    expect(dialog).toHaveAccessibleDescription(/^Reject passport\.pdf of Chris Client\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for the rejection/ });
    expect(reason).toHaveAccessibleDescription(/Enter the reason for the rejection: Chris Client sees it with the document\.$/);
    expect(reviewCalls(site.calls)).toEqual([]);
    await userEvent.type(reason, '  The passport has expired.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reviewCalls(site.calls)).toEqual([
      ['users/VerifyDocument', { DocumentId: 3, Status: 'Rejected', Comment: 'The passport has expired.' }],
    ]);
    expect(card('passport.pdf').getByText('Rejected')).toBeInTheDocument();
    expect(card('passport.pdf').getByText('The passport has expired.')).toBeInTheDocument();
  });

  it('edits the comment of any status: a new one, and none (null) on a verified document', async () => {
    const { site } = await openReview({ documents: [PASSPORT, BILL, { ...LICENCE, Comment: 'Fine.' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the comment on bill.png' }));
    let field = within(screen.getByRole('alertdialog', { name: 'Edit the comment' })).getByRole('textbox', { name: /^Comment/ });
    expect(field).toHaveValue('Older than three months.');
    await userEvent.clear(field);
    await userEvent.type(field, 'The bill is from March; we need one from the last three months.');
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(card('bill.png').getByText(/The bill is from March/)).toBeInTheDocument());
    expect(card('bill.png').getByText('Rejected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit the comment on licence.jpg' }));
    field = within(screen.getByRole('alertdialog')).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(card('licence.jpg').queryByText('Fine.')).toBeNull());
    expect(reviewCalls(site.calls)).toEqual([
      ['users/EditVerifyComment', { DocumentId: 2, Comment: 'The bill is from March; we need one from the last three months.' }],
      ['users/EditVerifyComment', { DocumentId: 1, Comment: null }],
    ]);
  });

  it.each([
    ['invalid_request', 400, 'Status: expected Verified or Rejected', 'The request was not valid. Check the fields and try again.'],
    ['forbidden', 403, 'users.update', 'You are not allowed to do this.'],
    ['cannot_act_on_self', 403, 2, 'You cannot do this to your own account.'],
    ['target_more_privileged', 403, 2, 'This user holds permissions you do not have, so you cannot change them.'],
    ['too_many_requests', 429, null, 'Too many requests. Please wait a moment and try again.'],
  ])('says %s in words in the dialog, which stays open with what was typed', async (Code, status, Data, words) => {
    const { service } = await openReview();
    service.refuse = (call) => (call.path === 'users/VerifyDocument' ? envelope(null, status, [{ Code, Data }]) : undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify passport.pdf' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Matches the register.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Matches the register.');
    expect(card('passport.pdf').getByText('Pending')).toBeInTheDocument();
  });

  it("says a rejection's missing comment beside the field when the service refuses it", async () => {
    const { service } = await openReview();
    service.refuse = () => envelope(null, 400, [{ Code: 'invalid_request', Data: 'Comment: a rejection needs a comment' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject passport.pdf' }));
    const reason = screen.getByRole('textbox', { name: /^Reason for the rejection/ });
    await userEvent.type(reason, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Enter the reason for the rejection: Chris Client sees it with the document\.$/),
    );
    expect(reason).toHaveValue('x');
  });

  it("says every error of a refusal: the comment's beside the field, the others in the dialog's alert", async () => {
    const { service } = await openReview();
    service.refuse = () =>
      envelope(null, 400, [
        { Code: 'invalid_request', Data: 'Comment: a rejection needs a comment' },
        { Code: 'document_not_pending', Data: 3 },
        { Code: 'already_exists', Data: 3 },
      ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject passport.pdf' }));
    const dialog = screen.getByRole('alertdialog');
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for the rejection/ });
    await userEvent.type(reason, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Enter the reason for the rejection: Chris Client sees it with the document\.$/),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only a pending document can be changed., This already exists.');
    expect(reason).toHaveValue('x');
  });

  it('says not_found as a document gone, and shows the list as it is now', async () => {
    const { site, service } = await openReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify passport.pdf' }));
    // The client deleted it meanwhile.
    service.table.delete(3);
    const gets = documentGets(site.calls);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verify' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'This document no longer exists: it may have been deleted. The list now shows the documents as they are.',
    );
    await waitFor(() => expect(documentGets(site.calls)).toBe(gets + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'passport.pdf' })).toBeNull());
  });

  it('speaks the interface language, refusals included', async () => {
    const german = await germanI18n();
    const { service } = await openReview({ wrap: (section) => <I18nextProvider i18n={german}>{section}</I18nextProvider> });
    service.refuse = () => envelope(null, 403, [{ Code: 'target_more_privileged', Data: 2 }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ausweisdokumente' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'passport.pdf ablehnen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Dokument ablehnen' });
    expect(dialog).toHaveAccessibleDescription(/^passport\.pdf von Chris Client ablehnen\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(within(dialog).getByRole('textbox', { name: /^Grund der Ablehnung/ })).toHaveAccessibleDescription(
      /Geben Sie den Grund der Ablehnung ein: Chris Client sieht ihn beim Dokument\.$/,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Grund der Ablehnung/ }), 'Abgelaufen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dieser Benutzer hat Berechtigungen, die Sie nicht haben; Sie können ihn daher nicht ändern.',
    );
  });
});

describe('who may review', () => {
  it('offers no review without users.update on the user, and says why; Open stays', async () => {
    const { site } = await openReview({ permissions: [...grants([PermissionId.UsersRead]), ...grants([PermissionId.UsersUpdate], 3)] });
    expect(await screen.findByText(/Reviewing them needs the permission users\.update\./)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'passport.pdf' });
    expect(screen.queryByRole('button', { name: /^(Verify|Reject|Edit the comment)/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(3);
    expect(reviewCalls(site.calls)).toEqual([]);
  });

  it('offers the review with users.update on this user only', async () => {
    await openReview({ permissions: [...grants([PermissionId.UsersRead]), ...grants([PermissionId.UsersUpdate], 2)] });
    expect(await screen.findByRole('button', { name: 'Verify passport.pdf' })).toBeInTheDocument();
  });

  it("offers no review on the employee's own record", async () => {
    const { site } = await openReview({ user: EMPLOYEE, ownRecord: true });
    expect(await screen.findByText('These are your own documents: another employee reviews them.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'passport.pdf' });
    expect(screen.queryByRole('button', { name: /^(Verify|Reject|Edit the comment)/ })).toBeNull();
    expect(site.calls.some((c) => c.path === 'users/1/Documents')).toBe(true);
  });
});
