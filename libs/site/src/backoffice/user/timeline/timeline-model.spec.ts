import { resolve } from 'node:path';
import { createInstance } from 'i18next';
import { formatDateTime } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import type { AuditRecord, UserComment } from '@brokerfront/identity-api';
import {
  actorOf,
  buildTimeline,
  describeRecord,
  documentNames,
  isTimelineRecord,
  missingComments,
  onBehalfOfOf,
  referencesOf,
  type DescribeContext,
} from './timeline-model';

const USER = 2;
const workspace = resolve(__dirname, '../../../../../..');

/** The `backoffice` texts of a language, as the site loads them. */
function translate(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: buildLanguageFile(workspace, language) },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.getFixedT(language, 'backoffice') as DescribeContext['t'];
}
const en = translate('en');

let nextId = 1;
const record = (Action: string, Details: Record<string, unknown> | null = null, extra: Partial<AuditRecord> = {}): AuditRecord => ({
  Id: nextId++,
  At: '2025-03-10T09:00:00.000Z',
  Action,
  Outcome: 'success',
  ActorId: 1,
  TargetId: USER,
  Details,
  ...extra,
});
const comment = (Id: number, CreatedAt: string, Text = `Note ${Id}`, CreatedBy = 1): UserComment => ({
  Id,
  UserId: USER,
  Text,
  CreatedAt,
  CreatedBy,
});

const NAMES: Record<number, string> = { 7: 'Maja Novak' };
const context = (t = en, extra: Partial<DescribeContext> = {}): DescribeContext => ({
  t,
  language: 'en',
  timeZone: 'UTC',
  name: (id) => NAMES[id] ?? 'Unknown',
  groupName: (id) => (id === 3 ? 'Sales Team' : undefined),
  documentName: (id) => (id === 40 ? 'passport.pdf' : undefined),
  ...extra,
});
const say = (r: AuditRecord, ctx = context()) => describeRecord(r, ctx).action;

describe('isTimelineRecord', () => {
  it.each([
    'user.created',
    'user.updated',
    'user.deleted',
    'user.blocked',
    'user.unblocked',
    'user.archived',
    'user.unarchived',
    'user.promoted',
    'user.assigned',
    'user.commented',
    'user.avatar_set',
    'user.credentials_sent',
    'user.sales_status_changed',
    'permissions.modified',
    'autologin.created',
    'autologin.used',
    'document.uploaded',
    'document.verified',
    'document.downloaded',
    'employee_group.updated',
  ])('keeps a successful %s on the user', (action) => {
    expect(isTimelineRecord(record(action), USER)).toBe(true);
  });

  it.each([
    'login.success',
    'login.failure',
    'login.lockout',
    'token.refresh_reuse',
    'token.revoked',
    'session.revoked_all',
    'user.confirmation_sent',
    'user.email_confirmed',
    'user.phone_code_sent',
    'user.phone_confirmed',
    'user.password_reset_requested',
    'user.password_reset',
    'access.denied',
    'withdrawal.requested',
    'users.exported',
  ])('leaves out %s (sign-in noise and what is not a change to the user)', (action) => {
    expect(isTimelineRecord(record(action), USER)).toBe(false);
  });

  it('leaves out refusals, failures and what the user did to others', () => {
    expect(isTimelineRecord(record('user.blocked', null, { Outcome: 'denied' }), USER)).toBe(false);
    expect(isTimelineRecord(record('user.updated', null, { Outcome: 'failure' }), USER)).toBe(false);
    expect(isTimelineRecord(record('user.blocked', null, { ActorId: USER, TargetId: 9 }), USER)).toBe(false);
    expect(isTimelineRecord(record('users.imported', null, { TargetId: null }), USER)).toBe(false);
  });
});

describe('buildTimeline', () => {
  it('merges comments and changes newest first, a comment once (not also as user.commented)', () => {
    const comments = [comment(12, '2025-03-10T12:00:00Z', 'Called back'), comment(11, '2025-03-09T08:00:00Z', 'First call')];
    const audit = [
      record('user.commented', { CommentId: 12 }, { Id: 105, At: '2025-03-10T12:00:00Z' }),
      record('user.blocked', null, { Id: 104, At: '2025-03-10T10:00:00Z', ActorId: 6 }),
      record('login.success', null, { Id: 103, At: '2025-03-10T09:30:00Z', ActorId: null }),
      record('user.updated', { Fields: ['FirstName'] }, { Id: 102, At: '2025-03-09T09:00:00Z' }),
      record('user.commented', { CommentId: 11 }, { Id: 101, At: '2025-03-09T08:00:00Z' }),
      record('user.blocked', null, { Id: 100, At: '2025-03-08T08:00:00Z', TargetId: 9 }),
    ];
    const items = buildTimeline(comments, audit, USER);
    expect(items.map((i) => i.key)).toEqual(['c12', 'a104', 'a102', 'c11']);
    expect(items.map((i) => i.actorId)).toEqual([1, 6, 1, 1]);
    expect(items[0]).toMatchObject({ kind: 'comment', comment: { Text: 'Called back' } });
  });

  it('is empty without comments and changes, and keeps the answers’ order at the same time', () => {
    expect(buildTimeline([], [], USER)).toEqual([]);
    const at = '2025-03-10T09:00:00Z';
    const items = buildTimeline(
      [comment(5, at)],
      [record('user.blocked', null, { Id: 9, At: at }), record('user.archived', null, { Id: 8, At: at })],
      USER,
    );
    expect(items.map((i) => i.key)).toEqual(['c5', 'a9', 'a8']);
  });
});

describe('actorOf', () => {
  it('is the actor; a user who signed up alone acts for themselves; otherwise nobody (Unknown)', () => {
    expect(actorOf(record('user.blocked', null, { ActorId: 6 }))).toBe(6);
    expect(actorOf(record('user.created', { UserType: 0, Route: 'Register' }, { ActorId: null }))).toBe(USER);
    expect(actorOf(record('user.created', { UserType: 0, Route: 'RegisterDemo' }, { ActorId: null }))).toBe(USER);
    expect(actorOf(record('autologin.used', { grant: 'auto_login_token' }, { ActorId: null }))).toBeNull();
  });
});

describe('onBehalfOfOf', () => {
  it("is the client a delegated session acted for; null for the user's own and employees' records", () => {
    expect(onBehalfOfOf(record('user.updated', { Fields: ['City'], OnBehalfOf: USER }, { ActorId: 6 }))).toBe(USER);
    expect(onBehalfOfOf(record('user.updated', { Fields: ['City'] }, { ActorId: USER }))).toBeNull();
    expect(onBehalfOfOf(record('user.blocked', null, { ActorId: 6 }))).toBeNull();
    expect(onBehalfOfOf(record('user.updated', { OnBehalfOf: '2' }, { ActorId: 6 }))).toBeNull();
  });
});

describe('missingComments', () => {
  it('names the comments the audit trail knows and the list lacks, newer than the list’s oldest', () => {
    const audit = [
      record('user.commented', { CommentId: 30 }),
      record('user.commented', { CommentId: 20 }),
      record('user.commented', { CommentId: 5 }),
      record('user.commented', { CommentId: 31 }, { TargetId: 9 }),
    ];
    expect(missingComments([comment(20, '2025-03-01T00:00:00Z'), comment(10, '2025-02-01T00:00:00Z')], audit, USER)).toEqual([30]);
    expect(missingComments([], audit, USER)).toEqual([30, 20, 5]);
    expect(missingComments([comment(30, '2025-03-01T00:00:00Z')], [record('user.blocked')], USER)).toEqual([]);
  });
});

describe('documentNames and referencesOf', () => {
  it('takes file names from uploads and deletions, and from the document list', () => {
    const names = documentNames(
      [
        record('document.uploaded', { DocumentId: 40, FileName: 'old-name.pdf' }),
        record('document.deleted', { DocumentId: 41, FileName: 'bill.png' }),
        record('document.verified', { DocumentId: 42, Comment: null }),
      ],
      [{ Id: 40, FileName: 'passport.pdf' }],
    );
    expect([...names]).toEqual([
      [40, 'passport.pdf'],
      [41, 'bill.png'],
    ]);
  });

  it('names the manager, the group and the document a record needs looked up', () => {
    expect(referencesOf(record('user.assigned', { AccountManagerId: 7 }))).toEqual({ managerId: 7 });
    expect(referencesOf(record('user.assigned', { AccountManagerId: null }))).toEqual({});
    expect(referencesOf(record('user.assigned', { EmployeeGroupId: 3 }))).toEqual({ groupId: 3 });
    expect(referencesOf(record('employee_group.updated', { GroupId: 3, Name: 'Sales' }))).toEqual({ groupId: 3 });
    expect(referencesOf(record('document.verified', { DocumentId: 40 }))).toEqual({ documentId: 40 });
    expect(referencesOf(record('user.blocked'))).toEqual({});
  });
});

describe('describeRecord', () => {
  it.each<[string, Record<string, unknown> | null, string]>([
    ['user.blocked', null, 'blocked the user'],
    ['user.unblocked', null, 'unblocked the user'],
    ['user.archived', null, 'archived the user'],
    ['user.unarchived', null, 'took the user out of the archive'],
    ['user.deleted', { Email: 'a@example.com' }, 'deleted the user'],
    ['user.promoted', null, 'made the client active'],
    ['user.avatar_set', { AvatarFileName: 'me.png' }, 'changed the profile picture'],
    ['user.credentials_sent', null, 'sent the sign-in details'],
    ['user.created', { UserType: 0, Route: 'CreateIndividual' }, 'created the user'],
    ['user.updated', { Fields: ['FirstName', 'PhoneNumber'] }, 'changed First name, Phone'],
    ['user.updated', { Fields: ['SomethingNew'] }, 'changed SomethingNew'],
    ['user.updated', { Fields: [] }, "changed the user's details"],
    ['user.assigned', { EmployeeGroupId: 3 }, 'assigned the user to the group Sales Team'],
    ['user.assigned', { EmployeeGroupId: 99 }, 'assigned the user to the group number 99'],
    ['user.assigned', { EmployeeGroupId: null }, 'took the user out of their employee group'],
    ['user.assigned', { AccountManagerId: 7 }, 'made Maja Novak the account manager'],
    ['user.assigned', { AccountManagerId: 8 }, 'made Unknown the account manager'],
    ['user.assigned', { AccountManagerId: null }, 'removed the account manager'],
    ['user.sales_status_changed', { From: 'New', To: 'Interested' }, 'set the sales status to Interested (was New)'],
    ['user.sales_status_changed', { From: null, To: 'NotInterested' }, 'set the sales status to Not interested'],
    [
      'autologin.created',
      { ExpiresAt: '2025-03-10T09:05:00.000Z' },
      'created a sign-in link for this client, valid until 10/03/2025 09:05',
    ],
    ['autologin.used', { grant: 'auto_login_token' }, 'signed in as this client'],
    [
      'permissions.modified',
      { Granted: [{ PermissionId: 1, Name: 'users.read', ResourceId: 0 }], Revoked: [] },
      'granted View users (All)',
    ],
    [
      'permissions.modified',
      {
        Granted: [
          { PermissionId: 5, Name: 'users.block', ResourceId: 0 },
          { PermissionId: 3, Name: 'users.update', ResourceId: 42 },
        ],
        Revoked: [{ PermissionId: 4, Name: 'users.delete', ResourceId: 0 }],
        Suspended: [{ PermissionId: 12, Name: 'permissions.modify', ResourceId: 0 }],
        Resumed: [{ PermissionId: 99, Name: 'reports.read', ResourceId: 0 }],
      },
      'granted Block users (All), Edit users (user 42); revoked Delete users (All); suspended Change permissions (All); resumed reports.read (All)',
    ],
    ['permissions.modified', { Granted: [], Revoked: [] }, 'changed the permissions'],
    ['document.uploaded', { DocumentId: 50, DocumentType: 'Identity', FileName: 'id-card.jpg' }, 'uploaded a document (id-card.jpg)'],
    ['document.deleted', { DocumentId: 51, FileName: 'bill.png' }, 'deleted a document (bill.png)'],
    ['document.verified', { DocumentId: 40, PreviousStatus: 'Pending', Comment: null }, 'verified a document (passport.pdf)'],
    ['document.rejected', { DocumentId: 52, PreviousStatus: 'Pending', Comment: 'Blurry' }, 'rejected a document (number 52)'],
    ['document.comment_edited', { DocumentId: 40, Comment: 'Thanks' }, 'edited the comment on a document (passport.pdf)'],
    ['document.downloaded', { DocumentId: 40 }, 'downloaded a document (passport.pdf)'],
    ['document.archived', { DocumentId: 40 }, 'changed a document (passport.pdf)'],
    ['employee_group.created', { GroupId: 3, Name: 'Sales Team', LeadId: USER }, 'created the employee group Sales Team'],
    ['employee_group.updated', { GroupId: 98, Name: 'Support' }, 'changed the employee group Support'],
    ['employee_group.updated', { GroupId: 3, LeadId: 2 }, 'changed the employee group Sales Team'],
    ['user.tier_changed', null, 'made a change (user.tier_changed)'],
  ])('%s %j: "%s"', (action, details, words) => {
    expect(say(record(action, details))).toBe(words);
  });

  it('says a lone sign-up is the user signing up', () => {
    expect(say(record('user.created', { UserType: 0, Route: 'Register' }, { ActorId: null }))).toBe('signed up');
  });

  it('gives a review’s comment as the entry’s text', () => {
    expect(
      describeRecord(record('document.rejected', { DocumentId: 40, Comment: 'The photo is blurry.\nPlease upload again.' }), context()),
    ).toEqual({
      action: 'rejected a document (passport.pdf)',
      text: 'The photo is blurry.\nPlease upload again.',
    });
    expect(describeRecord(record('document.verified', { DocumentId: 40, Comment: null }), context()).text).toBeNull();
    expect(describeRecord(record('user.blocked'), context()).text).toBeUndefined();
  });

  it('speaks the interface language', () => {
    const de = context(translate('de'), { language: 'de' });
    expect(say(record('user.blocked'), de)).toBe('hat den Benutzer gesperrt');
    expect(say(record('user.updated', { Fields: ['FirstName', 'PhoneNumber'] }), de)).toBe('hat Vorname, Telefon geändert');
    expect(say(record('permissions.modified', { Granted: [{ PermissionId: 1, Name: 'users.read', ResourceId: 0 }] }), de)).toBe(
      'hat Benutzer ansehen (Alle) erteilt',
    );
    expect(say(record('user.sales_status_changed', { From: 'New', To: 'Interested' }), de)).toBe(
      'hat den Vertriebsstatus auf Interessiert gesetzt (vorher Neu)',
    );
    const swe = context(translate('swe'), { language: 'swe' });
    expect(say(record('autologin.used'), swe)).toBe('loggade in som den här kunden');
    expect(say(record('autologin.created', { ExpiresAt: '2025-03-10T09:05:00.000Z' }), swe)).toBe(
      `skapade en inloggningslänk för den här kunden, giltig till ${formatDateTime('2025-03-10T09:05:00.000Z', 'swe', { timeZone: 'UTC' })}`,
    );
  });
});
