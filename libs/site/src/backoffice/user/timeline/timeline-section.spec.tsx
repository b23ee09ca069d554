import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { useMemo } from 'react';
import { createInstance } from 'i18next';
import { formatDateTime } from '@brokerfront/i18n';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { UserType, type AuditRecord, type User, type UserComment, type UserPermission } from '@brokerfront/identity-api';
import { useGetUserPermissionsQuery, useGetUserQuery } from '@brokerfront/identity-api/redux';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, testResources, type ApiCall } from '../../../live/testing/live-site';
import { BackOfficeGuard } from '../../back-office-guard';
import { TimelineSection } from './timeline-section';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const base = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User => {
  const day = new Date(Date.UTC(2024, 0, 1, 10) + Id * 86_400_000).toISOString();
  return makeNamedTestUser(Id, FirstName, LastName, { CreatedAt: day, UpdatedAt: day, ...extra });
};
const EMPLOYEE = base(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const CLIENT = base(2, 'Chris', 'Client', { Email: 'client@example.com' });
const NAMES: Record<number, string> = { 1: 'Erin Employee', 2: 'Chris Client', 6: 'Dan Staff', 7: 'Sam Support', 8: 'Maja Novak' };

const grants = (userId: number, ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: userId, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
const ALL = permissionCatalogue.map((p) => p.id);

/** An ISO time `minutes` ago. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let nextId = 500;
const record = (
  Action: string,
  At: string,
  Details: Record<string, unknown> | null = null,
  extra: Partial<AuditRecord> = {},
): AuditRecord => ({
  Id: nextId--,
  At,
  Action,
  Outcome: 'success',
  ActorId: 6,
  TargetId: 2,
  Details,
  ...extra,
});
const comment = (Id: number, CreatedAt: string, Text: string, CreatedBy = 7): UserComment => ({
  Id,
  UserId: 2,
  Text,
  CreatedAt,
  CreatedBy,
});

type Answer = Response | undefined;

/** The fake users service of the timeline: the user, its comments and audit trail, names, groups and documents. */
function timelineService(comments: UserComment[], audit: AuditRecord[]) {
  const service = {
    user: { ...CLIENT },
    comments: [...comments],
    audit: [...audit],
    /** Answers a call first when it returns something (refusals). */
    refuse: (() => undefined) as (call: ApiCall) => Answer,
    /** Held reads of the timeline wait for `release()`. */
    hold: false,
    held: [] as Array<() => void>,
    release() {
      for (const go of service.held.splice(0)) go();
    },
    nextComment: 900,
  };
  const handler = async (call: ApiCall): Promise<Answer> => {
    const refused = service.refuse(call);
    if (refused) return refused;
    if (call.path === 'users/2') return envelope(service.user);
    if (/^users\/2\/(Comments|Audit)\b/.test(call.path) && service.hold) await new Promise<void>((go) => service.held.push(go));
    if (call.path.startsWith('users/2/Comments')) return envelope(service.comments);
    if (call.path.startsWith('users/2/Audit')) return envelope(service.audit);
    if (call.path === 'users/GetFullNameOfUsers') {
      const ids = call.body as number[];
      return envelope(ids.filter((id) => NAMES[id]).map((UserId) => ({ UserId, FullName: NAMES[UserId] })));
    }
    if (call.path === 'users/Comment') {
      const body = call.body as { UserId: number; Text: string };
      const created = comment(service.nextComment++, new Date().toISOString(), body.Text, 1);
      service.comments.unshift(created);
      service.audit.unshift(record('user.commented', created.CreatedAt, { CommentId: created.Id }, { ActorId: 1 }));
      return envelope(created, 201);
    }
    if (call.path === 'users/EmployeeGroups')
      return envelope([{ Id: 3, Name: 'Sales Team', LeadId: 6, MemberCount: 4, CreatedAt: ago(9999) }]);
    if (call.path === 'users/2/Documents')
      return envelope([{ Id: 40, UserId: 2, DocumentType: 'Identity', FileName: 'passport.pdf', Status: 'Verified' }]);
    return undefined;
  };
  return { service, handler };
}

/** An i18next instance of one language with the site's texts. */
function languageInstance(language: string) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: testResources()[language] ?? {} },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * The user's timeline as the user page mounts it (the user read with `GET {id}`, kept live); with `language`,
 * in that language (the harness's site has English only).
 */
function TimelinePage({ language }: { language?: string }) {
  const id = Number(useParams().id);
  const { data: user } = useGetUserQuery(id);
  // The permissions section of the page holds the user's permissions (kept live by pushed events).
  useGetUserPermissionsQuery(id);
  const instance = useMemo(() => (language ? languageInstance(language) : null), [language]);
  const section = user ? <TimelineSection user={user} /> : null;
  return instance ? <I18nextProvider i18n={instance}>{section}</I18nextProvider> : section;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

async function openTimeline(
  {
    comments = [],
    audit = [],
    permissions = ALL,
    language,
  }: { comments?: UserComment[]; audit?: AuditRecord[]; permissions?: number[]; language?: string } = {},
  setUp?: (service: ReturnType<typeof timelineService>['service']) => void,
) {
  const { service, handler } = timelineService(comments, audit);
  setUp?.(service);
  const site = await renderLiveSite('/timeline/2', {
    users: { 'employee@example.com': EMPLOYEE },
    permissions: { 1: grants(1, permissions) },
    api: (call) => handler(call) as Promise<Response>,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      {
        path: 'timeline/:id',
        element: (
          <BackOfficeGuard>
            <TimelinePage language={language} />
          </BackOfficeGuard>
        ),
      },
    ],
  });
  cleanups.push(site.cleanup);
  const section = await screen.findByRole('region', { name: language === 'de' ? 'Verlauf' : 'Timeline' });
  return { site, service, section };
}

const entries = (name = 'Timeline') => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const texts = (name = 'Timeline') => entries(name).map((li) => li.textContent);
const callsTo = (calls: ApiCall[], path: string) => calls.filter((c) => c.path.startsWith(path));
const nameCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === 'users/GetFullNameOfUsers');
const exact = (iso: string, language = 'en') => formatDateTime(iso, language);

describe('the timeline', () => {
  it('merges comments and changes newest first, each one sentence with who, what and when; the names in one batched call', async () => {
    const at = [ago(5), ago(90), ago(60 * 26), ago(60 * 24 * 3), ago(60 * 24 * 10), ago(60 * 24 * 40)];
    const { site } = await openTimeline({
      comments: [comment(11, at[1], 'Called back.\nWants a demo <b>today</b>.')],
      audit: [
        record('user.blocked', at[0]),
        record('user.commented', at[1], { CommentId: 11 }, { ActorId: 7 }),
        record('login.success', at[1], null, { ActorId: null }),
        record('user.updated', at[2], { Fields: ['FirstName', 'PhoneNumber'] }, { ActorId: 1 }),
        record('user.assigned', at[3], { AccountManagerId: 8 }, { ActorId: 99 }),
        record('autologin.used', at[4], { grant: 'auto_login_token' }, { ActorId: null }),
        record('user.sales_status_changed', at[5], { From: 'New', To: 'Interested' }, { ActorId: 2 }),
        record('user.archived', at[5], null, { Outcome: 'denied' }),
      ],
    });
    await waitFor(() => expect(texts()[0]).toMatch(/^Dan Staff/));
    await waitFor(() => expect(texts()[3]).toMatch(/^Unknown made Maja Novak/));
    expect(texts()).toEqual([
      `Dan Staff blocked the user, 5 minutes ago (${exact(at[0])}).`,
      `Sam Support commented, 2 hours ago (${exact(at[1])}).Called back.\nWants a demo <b>today</b>.`,
      `Erin Employee changed First name, Phone, yesterday (${exact(at[2])}).`,
      `Unknown made Maja Novak the account manager, 3 days ago (${exact(at[3])}).`,
      `Unknown signed in as this client, 10 days ago (${exact(at[4])}).`,
      `Chris Client set the sales status to Interested (was New), last month (${exact(at[5])}).`,
    ]);
    // The comment is text, never markup; its line break is kept.
    expect(entries()[1]?.querySelector('b')).toBeNull();
    expect(entries()[0]?.querySelector('time')).toHaveAttribute('dateTime', at[0]);
    expect(screen.getByRole('list', { name: 'Timeline' }).tagName).toBe('OL');
    // The signed-in employee and the user shown need no lookup; the others share one call (99 is not found).
    const names = nameCalls(site.calls);
    expect(names).toHaveLength(1);
    expect([...(names[0]?.body as number[])].sort((a, b) => a - b)).toEqual([6, 7, 8, 99]);
    expect(callsTo(site.calls, 'users/2/Comments').map((c) => c.path)).toEqual(['users/2/Comments?limit=500']);
    expect(callsTo(site.calls, 'users/2/Audit').map((c) => c.path)).toEqual(['users/2/Audit?limit=500']);
  });

  it('names the employee who acted in a delegated session and the client on whose behalf, in the interface language', async () => {
    const at = ago(5);
    const delegated = [
      record('user.updated', at, { Fields: ['City'], OnBehalfOf: 2 }, { ActorId: 6 }),
      record('document.uploaded', ago(7), { DocumentId: 40, FileName: 'passport.pdf', OnBehalfOf: 2 }, { ActorId: 6 }),
    ];
    await openTimeline({ audit: delegated });
    await waitFor(() => expect(texts()[0]).toMatch(/^Dan Staff/));
    expect(texts()).toEqual([
      `Dan Staff changed City on behalf of Chris Client, 5 minutes ago (${exact(at)}).`,
      expect.stringMatching(/^Dan Staff uploaded a document \(passport\.pdf\) on behalf of Chris Client, 7 minutes ago/),
    ]);
    cleanups.pop()?.();
    await openTimeline({ audit: delegated, language: 'de' });
    await waitFor(() => expect(texts('Verlauf')[0]).toMatch(/^Dan Staff/));
    expect(texts('Verlauf')[0]).toBe(`Dan Staff hat Stadt geändert (im Namen von Chris Client), vor 5 Minuten (${exact(at, 'de')}).`);
  });

  it("shows 'Unknown' when the names cannot be looked up", async () => {
    await openTimeline({ audit: [record('user.blocked', ago(1)), record('user.unblocked', ago(2), null, { ActorId: 7 })] }, (service) => {
      service.refuse = (call) => (call.path === 'users/GetFullNameOfUsers' ? envelope(null, 500, [{ Code: 'internal_error' }]) : undefined);
    });
    await waitFor(() => expect(texts()[0]).toMatch(/^Unknown blocked the user/));
    expect(texts()[1]).toMatch(/^Unknown unblocked the user/);
  });

  it('names groups and documents through their own reads', async () => {
    const { site } = await openTimeline({
      audit: [
        record('user.assigned', ago(1), { EmployeeGroupId: 3 }),
        record('document.verified', ago(2), { DocumentId: 40, PreviousStatus: 'Pending', Comment: null }),
        record('document.rejected', ago(3), { DocumentId: 41, PreviousStatus: 'Pending', Comment: 'Blurry photo.' }),
        record('document.uploaded', ago(4), { DocumentId: 41, FileName: 'bill.png' }, { ActorId: 2 }),
        record('permissions.modified', ago(5), { Granted: [{ PermissionId: 1, Name: 'users.read', ResourceId: 0 }], Revoked: [] }),
      ],
    });
    await waitFor(() => expect(texts()[0]).toMatch(/^Dan Staff assigned the user to the group Sales Team, /));
    await waitFor(() => expect(texts()[1]).toMatch(/^Dan Staff verified a document \(passport\.pdf\), /));
    expect(texts()[2]).toMatch(/^Dan Staff rejected a document \(bill\.png\), .*\)\.Blurry photo\.$/);
    expect(texts()[3]).toMatch(/^Chris Client uploaded a document \(bill\.png\), /);
    expect(texts()[4]).toMatch(/^Dan Staff granted View users \(All\), /);
    expect(callsTo(site.calls, 'users/EmployeeGroups')).toHaveLength(1);
    expect(callsTo(site.calls, 'users/2/Documents')).toHaveLength(1);
  });

  it('says so while loading, and when there is nothing yet', async () => {
    const { service, section } = await openTimeline({}, (s) => {
      s.hold = true;
    });
    expect(within(section).getByText('Loading the activity…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Timeline' })).toBeNull();
    service.hold = false;
    service.release();
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Timeline' })).toBeNull();
  });

  it('shows a refusal in words with Try again, keeping what did load', async () => {
    let refuse = true;
    const { site } = await openTimeline(
      { comments: [comment(3, ago(30), 'Left a voicemail.')], audit: [record('user.blocked', ago(10))] },
      (service) => {
        service.refuse = (call) =>
          refuse && call.path.startsWith('users/2/Audit')
            ? envelope(null, 403, [{ Code: 'target_more_privileged', Data: '2: users.delete' }])
            : undefined;
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The activity could not be loaded: This user holds permissions you do not have, so you cannot change them.',
    );
    await waitFor(() => expect(texts()).toEqual([expect.stringMatching(/^Sam Support commented, 30 minutes ago/)]));
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(site.calls, 'users/2/Audit')).toHaveLength(2);
    expect(callsTo(site.calls, 'users/2/Comments')).toHaveLength(1);
  });

  it('grows long lists with Show more, moving the focus to the first new entry', async () => {
    const audit = Array.from({ length: 45 }, (_, i) => record(i % 2 ? 'user.blocked' : 'user.unblocked', ago(i + 1)));
    await openTimeline({ audit });
    await waitFor(() => expect(entries()).toHaveLength(20));
    expect(screen.getByText('Entries shown: 20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(entries()).toHaveLength(40));
    expect(entries()[20]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(entries()).toHaveLength(45));
    expect(entries()[40]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('reads the audit trail again when the user is pushed changed, so a change made elsewhere appears', async () => {
    const { site, service } = await openTimeline({ audit: [record('user.blocked', ago(10))] });
    await waitFor(() => expect(texts()).toHaveLength(1));
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    expect(callsTo(site.calls, 'users/2/Audit')).toHaveLength(1);
    const at = ago(0);
    service.audit.unshift(record('user.updated', at, { Fields: ['City'] }, { ActorId: 7 }));
    service.user = { ...CLIENT, City: 'Ljubljana', UpdatedAt: at };
    act(() => site.hub().push('UserUpdatedEvent', { User: service.user }));
    await waitFor(() => expect(texts()[0]).toMatch(/^Sam Support changed City, now /));
    expect(callsTo(site.calls, 'users/2/Audit')).toHaveLength(2);
    // A push that does not change the user reads nothing.
    act(() => site.hub().push('UserUpdatedEvent', { User: service.user }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(site.calls, 'users/2/Audit')).toHaveLength(2);
  });

  it('reads the audit trail again when a permission of the user is pushed', async () => {
    const { site, service } = await openTimeline({ audit: [record('user.blocked', ago(10))] });
    await waitFor(() => expect(texts()).toHaveLength(1));
    await waitFor(() => expect(site.calls.some((c) => c.path === 'permissions/User/2')).toBe(true));
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    service.audit.unshift(
      record(
        'permissions.modified',
        ago(0),
        { Granted: [{ PermissionId: 1, Name: 'users.read', ResourceId: 0 }], Revoked: [] },
        { ActorId: 7 },
      ),
    );
    const granted = { UserId: 2, PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 };
    act(() => site.hub().push('UserPermissionCreatedIntegrationEvent', { UserPermission: granted }));
    await waitFor(() => expect(texts()[0]).toMatch(/^Sam Support granted View users \(All\), now /));
    expect(callsTo(site.calls, 'users/2/Audit')).toHaveLength(2);
  });

  it('speaks the interface language', async () => {
    const at = ago(60 * 3);
    await openTimeline(
      { audit: [record('user.blocked', at), record('user.updated', ago(60 * 5), { Fields: ['City'] }, { ActorId: null })], language: 'de' },
      (service) => {
        service.refuse = (call) =>
          call.path === 'users/Comment' ? envelope(null, 403, [{ Code: 'forbidden', Data: 'users.update' }]) : undefined;
      },
    );
    await waitFor(() => expect(texts('Verlauf')[0]).toMatch(/^Dan Staff/));
    expect(texts('Verlauf')).toEqual([
      `Dan Staff hat den Benutzer gesperrt, vor 3 Stunden (${exact(at, 'de')}).`,
      expect.stringMatching(/^Unbekannt hat Stadt geändert, vor 5 Stunden/),
    ]);
    const box = screen.getByRole('textbox', { name: 'Kommentar hinzufügen' });
    expect(box).toHaveAccessibleDescription('Zeichen: 0 von 4.000');
    await userEvent.type(box, 'Rückruf erbeten.');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Der Kommentar wurde nicht gesendet: Dazu sind Sie nicht berechtigt.'),
    );
    expect(box).toHaveValue('Rückruf erbeten.');
  });
});

describe('adding a comment', () => {
  it('posts it and shows it at the top at once with the employee’s name, announced', async () => {
    const { site, section } = await openTimeline({ audit: [record('user.blocked', ago(10))] });
    await waitFor(() => expect(texts()).toHaveLength(1));
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(box).toHaveAccessibleDescription('Characters: 0 of 4,000');
    await userEvent.type(box, 'Prefers e-mail.{Enter}Call after 5 pm.');
    expect(box).toHaveAccessibleDescription('Characters: 32 of 4,000');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(texts()[0]).toMatch(/^Erin Employee commented, now \(.*\)\.Prefers e-mail\.\nCall after 5 pm\.$/));
    expect(within(section).getByRole('status')).toHaveTextContent('Comment posted.');
    expect(box).toHaveValue('');
    expect(callsTo(site.calls, 'users/Comment').map((c) => c.body)).toEqual([{ UserId: 2, Text: 'Prefers e-mail.\nCall after 5 pm.' }]);
    // Shown once (the comment, not also its audit record), and nobody's name was looked up for it.
    await waitFor(() => expect(callsTo(site.calls, 'users/2/Comments')).toHaveLength(2));
    await waitFor(() => expect(callsTo(site.calls, 'users/2/Audit')).toHaveLength(2));
    expect(texts()).toHaveLength(2);
    expect(nameCalls(site.calls).flatMap((c) => c.body as number[])).toEqual([6]);
  });

  it('keeps the text and says why when the service refuses it', async () => {
    let code = 'too_many_requests';
    const { site } = await openTimeline({}, (service) => {
      service.refuse = (call) =>
        call.path === 'users/Comment' && code ? envelope(null, code === 'forbidden' ? 403 : 429, [{ Code: code, Data: null }]) : undefined;
    });
    await screen.findByText('No activity yet');
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Asked for a callback.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        'Characters: 21 of 4,000 The comment was not posted: Too many requests. Please wait a moment and try again.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The comment was not posted: Too many requests.');
    expect(box).toHaveValue('Asked for a callback.');
    expect(box).toHaveFocus();

    code = 'forbidden';
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The comment was not posted: You are not allowed to do this.'));
    expect(box).toHaveValue('Asked for a callback.');

    code = '';
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(texts()).toEqual([expect.stringMatching(/^Erin Employee commented, now .*Asked for a callback\.$/)]));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(site.calls, 'users/Comment')).toHaveLength(3);
  });

  it('sends nothing empty or too long, saying so beside the field', async () => {
    const { site } = await openTimeline();
    await screen.findByText('No activity yet');
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(box).toHaveAccessibleDescription('Characters: 0 of 4,000 Write a comment first.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(4001));
    expect(box).toHaveAccessibleDescription('Characters: 4,001 of 4,000 The comment is too long: at most 4,000 characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(callsTo(site.calls, 'users/Comment')).toHaveLength(0);
    expect(box).toHaveValue(`   ${'x'.repeat(4001)}`);
  });

  it('is not offered without users.update on the user', async () => {
    await openTimeline({ audit: [record('user.blocked', ago(10))], permissions: [PermissionId.UsersRead] });
    await waitFor(() => expect(texts()).toHaveLength(1));
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
  });
});
