import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, ButtonLink } from '../components/button';
import { PageHeader } from '../components/page-header';
import { DocumentsReview, type OpenOutcome, type ReviewAction, type ReviewDocument, type ReviewOutcome } from './documents-review';
import { AccountManagerDialog, AssignConfirmDialog, AssignmentPanel, GroupChoiceDialog, type EmployeeOption } from './groups';
import {
  GRANT_BUSY_KEY,
  PermissionsPanel,
  type GrantablePermission,
  type PermissionChangeDone,
  type PermissionGrantRequest,
  type PermissionGrantView,
  type PermissionRowAction,
  type PermissionsEditor,
  type PermissionsLock,
  usePermissionLabel,
} from './permissions';
import { CommentComposer, Timeline, TIMELINE_STEP, TimelineEntry } from './timeline';
import {
  AutoLoginDialog,
  AvatarDialog,
  ConfirmUserActionDialog,
  DeleteUserDialog,
  UserActionButton,
  UserActionsPanel,
  type CopyState,
  type SimpleUserActionId,
  type UserActionId,
  type UserActionTarget,
} from './user-actions';
import {
  editValuesOf,
  SalesStatusField,
  SELF_EDIT_FIELDS,
  USER_EDIT_FIELDS,
  UserDetails,
  UserEditForm,
  UserHeaderView,
  UserProfilePanel,
  type ProfileCountry,
  type ProfileUserRecord,
  type SalesStatusValue,
  type UserEditField,
  type UserEditValues,
} from './user-profile';

// ---------------------------------------------------------------------------------------------------------------
// Fixtures: the people, groups and records of the stories.
// ---------------------------------------------------------------------------------------------------------------

/** "Now" of the stories (relative dates in the timeline count from it): 12 March 2026, 10:00 UTC. */
const NOW = Date.UTC(2026, 2, 12, 10, 0);
const TODAY = new Date(NOW);

/** The employees and clients the stories name, by user id. */
const PEOPLE: Readonly<Record<number, { name: string; email: string }>> = {
  1: { name: 'Erin Employee', email: 'erin.employee@example.com' },
  3: { name: 'Sam Support', email: 'sam.support@example.com' },
  9: { name: 'Ida Kovač', email: 'ida.kovac@example.com' },
  12: { name: 'Maja Novak', email: 'maja.novak@example.com' },
  14: { name: 'Dana Lee', email: 'dana.lee@example.com' },
  21: { name: 'Tomás Ortega', email: 'tomas.ortega@example.com' },
  42: { name: 'Anna Berg', email: 'anna.berg@example.com' },
  57: { name: 'Bruno Rossi', email: 'bruno.rossi@example.com' },
  63: { name: 'Greta Lind', email: 'greta.lind@example.com' },
};

/** The employees an account manager is chosen among. */
const EMPLOYEES: readonly EmployeeOption[] = [1, 3, 12, 14, 21].map((id) => ({ id, ...(PEOPLE[id] ?? { name: '', email: '' }) }));

/** The employee groups. */
const GROUPS = [
  { id: 4, name: 'Client services' },
  { id: 5, name: 'Compliance' },
  { id: 6, name: 'Onboarding' },
];
const groupNameOf = (id: number | null | undefined) => (id == null ? null : (GROUPS.find((g) => g.id === id)?.name ?? null));

const COUNTRIES: readonly ProfileCountry[] = [
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IT', name: 'Italy' },
  { code: 'SE', name: 'Sweden' },
  { code: 'SI', name: 'Slovenia' },
];
const TIME_ZONES = ['Europe/Berlin', 'Europe/Ljubljana', 'Europe/London', 'Europe/Madrid', 'Europe/Rome', 'Europe/Stockholm', 'UTC'];

/** A user as the page holds it: the record of SPEC §3, with a client's account manager. */
type PageUser = ProfileUserRecord & { AccountManagerId?: number | null };

/** An active, fully registered client with an account manager. */
const ANNA: PageUser = {
  Id: 42,
  FirstName: 'Anna',
  MiddleName: 'Sofia',
  LastName: 'Berg',
  FullName: 'Anna Sofia Berg',
  Email: 'anna.berg@example.com',
  EmailConfirmed: true,
  Address: 'Drottninggatan 53',
  City: 'Stockholm',
  State: null,
  Gender: 2,
  PhoneNumber: '+46701234567',
  UserType: 0,
  BirthDate: '1988-04-09T00:00:00.000Z',
  CountryCode: 'SE',
  PostalCode: '111 21',
  AvatarFileName: null,
  ActiveTierName: 'Gold',
  ActiveTierColor: '#FFD700',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 15,
  CreatedAt: '2025-11-03T18:22:00.000Z',
  UpdatedAt: '2026-03-02T11:05:00.000Z',
  TimeZone: 'Europe/Stockholm',
  IpWhitelist: null,
  EmployeeGroupId: null,
  SalesStatus: 'Interested',
  AccountManagerId: 12,
};

/** A client blocked during a chargeback dispute. */
const BRUNO: PageUser = {
  ...ANNA,
  Id: 57,
  FirstName: 'Bruno',
  MiddleName: null,
  LastName: 'Rossi',
  FullName: 'Bruno Rossi',
  Email: 'bruno.rossi@example.com',
  Address: 'Via Torino 21',
  City: 'Milan',
  Gender: 1,
  PhoneNumber: '+393471234567',
  BirthDate: '1979-11-23T00:00:00.000Z',
  CountryCode: 'IT',
  PostalCode: '20123',
  ActiveTierName: 'Silver',
  ActiveTierColor: '#C0C0C0',
  IsBlocked: true,
  CreatedAt: '2025-06-14T08:40:00.000Z',
  UpdatedAt: '2026-03-10T16:12:00.000Z',
  TimeZone: 'Europe/Rome',
  SalesStatus: 'Converted',
  AccountManagerId: 3,
};

/** A client who asked to close the account: archived, never fully registered. */
const GRETA: PageUser = {
  ...ANNA,
  Id: 63,
  FirstName: 'Greta',
  MiddleName: null,
  LastName: 'Lind',
  FullName: 'Greta Lind',
  Email: 'greta.lind@example.com',
  EmailConfirmed: false,
  Address: 'Calle de Alcalá 120',
  City: 'Madrid',
  Gender: 2,
  PhoneNumber: '+34612345678',
  BirthDate: '0001-01-01T00:00:00Z',
  CountryCode: 'ES',
  PostalCode: '28009',
  ActiveTierName: null,
  ActiveTierColor: null,
  IsFullyRegistered: false,
  IsArchived: true,
  CreatedAt: '2025-09-01T12:00:00.000Z',
  UpdatedAt: '2026-02-27T09:30:00.000Z',
  TimeZone: 'Europe/Madrid',
  SalesStatus: 'NotInterested',
  AccountManagerId: null,
};

/** The signed-in employee of most stories: head of client services. */
const ERIN: PageUser = {
  Id: 1,
  FirstName: 'Erin',
  MiddleName: null,
  LastName: 'Employee',
  FullName: 'Erin Employee',
  Email: 'erin.employee@example.com',
  EmailConfirmed: true,
  Address: null,
  City: 'London',
  State: null,
  Gender: 0,
  PhoneNumber: '+442071234567',
  UserType: 1,
  BirthDate: '0001-01-01T00:00:00Z',
  CountryCode: 'GB',
  PostalCode: null,
  AvatarFileName: null,
  ActiveTierName: null,
  ActiveTierColor: null,
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 30,
  CreatedAt: '2025-01-06T08:00:00.000Z',
  UpdatedAt: '2026-01-19T13:45:00.000Z',
  TimeZone: 'Europe/London',
  IpWhitelist: '10.20.0.0/16',
  EmployeeGroupId: 4,
  SalesStatus: null,
};

/** A support agent in "Client services". */
const DANA: PageUser = {
  ...ERIN,
  Id: 14,
  FirstName: 'Dana',
  LastName: 'Lee',
  FullName: 'Dana Lee',
  Email: 'dana.lee@example.com',
  Gender: 2,
  City: 'Berlin',
  CountryCode: 'DE',
  PhoneNumber: '+4930123456',
  IpWhitelist: null,
  InactivityLogoutMinutes: 20,
  TimeZone: 'Europe/Berlin',
  CreatedAt: '2025-08-18T07:30:00.000Z',
  UpdatedAt: '2026-03-04T10:10:00.000Z',
};

/** Anna's identity documents, newest first. */
const ANNA_DOCUMENTS: readonly ReviewDocument[] = [
  {
    id: 302,
    type: 'ProofOfAddress',
    fileName: 'utility-bill-feb-2026.pdf',
    size: 284_112,
    status: 'Pending',
    comment: null,
    uploadedAt: '2026-03-09T17:40:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
  },
  {
    id: 301,
    type: 'ProofOfAddress',
    fileName: 'bank-statement-2025-10.pdf',
    size: 512_004,
    status: 'Rejected',
    comment: 'The statement is older than three months. Please upload one from the last three months.',
    uploadedAt: '2026-02-20T09:16:00.000Z',
    reviewedAt: '2026-02-21T08:05:00.000Z',
    reviewedBy: 'Maja Novak',
  },
  {
    id: 300,
    type: 'Identity',
    fileName: 'passport-anna-berg.jpg',
    size: 1_873_920,
    status: 'Verified',
    comment: 'Passport valid until 2031.',
    uploadedAt: '2026-02-20T09:14:00.000Z',
    reviewedAt: '2026-02-21T08:02:00.000Z',
    reviewedBy: 'Maja Novak',
  },
];

/** Bruno's documents: both verified before the dispute. */
const BRUNO_DOCUMENTS: readonly ReviewDocument[] = [
  {
    id: 211,
    type: 'ProofOfAddress',
    fileName: 'bolletta-luce-2025-05.pdf',
    size: 198_400,
    status: 'Verified',
    comment: null,
    uploadedAt: '2025-06-15T10:02:00.000Z',
    reviewedAt: '2025-06-16T09:30:00.000Z',
    reviewedBy: 'Sam Support',
  },
  {
    id: 210,
    type: 'Identity',
    fileName: 'carta-identita.png',
    size: 2_048_331,
    status: 'Verified',
    comment: null,
    uploadedAt: '2025-06-15T09:58:00.000Z',
    reviewedAt: '2025-06-16T09:28:00.000Z',
    reviewedBy: 'Sam Support',
  },
];

/** Greta's only document, pending when she asked to close the account. */
const GRETA_DOCUMENTS: readonly ReviewDocument[] = [
  {
    id: 280,
    type: 'Identity',
    fileName: 'dni-greta-lind.pdf',
    size: 640_512,
    status: 'Pending',
    comment: null,
    uploadedAt: '2025-09-02T08:15:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
  },
];

/** A permission of the catalogue (its name and id). */
type PermissionCode =
  | 'users.read'
  | 'users.create'
  | 'users.update'
  | 'users.delete'
  | 'users.block'
  | 'users.archive'
  | 'users.import'
  | 'users.send-credentials'
  | 'users.auto-login'
  | 'users.avatar'
  | 'permissions.read'
  | 'permissions.modify';

const PERMISSION_IDS: Readonly<Record<PermissionCode, number>> = {
  'users.read': 1,
  'users.create': 2,
  'users.update': 3,
  'users.delete': 4,
  'users.block': 5,
  'users.archive': 6,
  'users.import': 7,
  'users.send-credentials': 8,
  'users.auto-login': 9,
  'users.avatar': 10,
  'permissions.read': 11,
  'permissions.modify': 12,
};
const EVERY_PERMISSION = Object.keys(PERMISSION_IDS) as PermissionCode[];
const codeOf = (permissionId: number) => EVERY_PERMISSION.find((code) => PERMISSION_IDS[code] === permissionId);

/** One grant of the user shown (on every user unless `resourceId` names one). */
const grant = (code: PermissionCode, resourceId = 0, extra: Partial<PermissionGrantView> = {}): PermissionGrantView => ({
  key: `${PERMISSION_IDS[code]}/identity/1/${resourceId}`,
  permissionId: PERMISSION_IDS[code],
  code,
  domain: 'identity',
  resourceTypeId: 1,
  resourceId,
  createdAt: '2025-08-18T08:00:00.000Z',
  createdBy: 1,
  suspended: false,
  suspendedAt: null,
  suspendedBy: null,
  changeable: true,
  ...extra,
});

/** Dana's grants: a support agent's, one of them suspended. */
const DANA_GRANTS: readonly PermissionGrantView[] = [
  grant('users.read'),
  grant('users.update'),
  grant('users.send-credentials'),
  grant('users.block', 42, { createdAt: '2026-01-12T14:20:00.000Z', createdBy: 12 }),
  grant('permissions.read', 0, { suspended: true, suspendedAt: '2026-02-02T09:00:00.000Z', suspendedBy: 1 }),
];

/** Erin's own grants: every permission on every user, granted when the service was set up. */
const ERIN_GRANTS: readonly PermissionGrantView[] = EVERY_PERMISSION.map((code) =>
  grant(code, 0, { createdAt: '2025-01-06T08:00:00.000Z', createdBy: null }),
);

/** An entry of the timeline: a comment, or a change told by the `timeline.actions.*` text of `action`. */
type Activity = { id: string; actorId: number | null; at: string } & (
  | { kind: 'comment'; text: string }
  | {
      kind: 'change';
      action: string;
      /** What the text names: fields changed, sales statuses, permissions as [id, resource], a file, a manager, a group. */
      params?: {
        fields?: readonly string[];
        to?: SalesStatusValue;
        from?: SalesStatusValue;
        grants?: readonly (readonly [number, number])[];
        file?: string;
        manager?: number;
        group?: number;
        until?: string;
      };
      /** A note of the change (a rejection's reason). */
      text?: string;
    }
);

const ANNA_ACTIVITY: readonly Activity[] = [
  {
    id: 'c88',
    kind: 'comment',
    actorId: 3,
    at: '2026-03-11T15:20:00.000Z',
    text: 'Called about the rejected bank statement.\nShe will upload a recent utility bill instead.',
  },
  {
    id: 'a512',
    kind: 'change',
    actorId: 42,
    action: 'documentUploaded',
    params: { file: 'utility-bill-feb-2026.pdf' },
    at: '2026-03-09T17:40:00.000Z',
  },
  {
    id: 'a498',
    kind: 'change',
    actorId: 12,
    action: 'salesStatusFrom',
    params: { to: 'Interested', from: 'Contacted' },
    at: '2026-03-02T11:05:00.000Z',
  },
  {
    id: 'a471',
    kind: 'change',
    actorId: 12,
    action: 'documentRejected',
    params: { file: 'bank-statement-2025-10.pdf' },
    text: 'The statement is older than three months. Please upload one from the last three months.',
    at: '2026-02-21T08:05:00.000Z',
  },
  {
    id: 'a470',
    kind: 'change',
    actorId: 12,
    action: 'documentVerified',
    params: { file: 'passport-anna-berg.jpg' },
    at: '2026-02-21T08:02:00.000Z',
  },
  { id: 'a402', kind: 'change', actorId: 1, action: 'assignedManager', params: { manager: 12 }, at: '2025-11-04T09:00:00.000Z' },
  { id: 'a399', kind: 'change', actorId: 42, action: 'signedUp', at: '2025-11-03T18:22:00.000Z' },
];

const BRUNO_ACTIVITY: readonly Activity[] = [
  { id: 'a530', kind: 'change', actorId: 1, action: 'blocked', at: '2026-03-10T16:12:00.000Z' },
  {
    id: 'c91',
    kind: 'comment',
    actorId: 1,
    at: '2026-03-10T16:10:00.000Z',
    text: 'Chargeback opened with the card issuer for the deposit of 4 March. Blocked until compliance has reviewed the case.',
  },
  { id: 'a367', kind: 'change', actorId: 3, action: 'credentialsSent', at: '2025-12-01T10:30:00.000Z' },
  {
    id: 'a120',
    kind: 'change',
    actorId: 3,
    action: 'documentVerified',
    params: { file: 'carta-identita.png' },
    at: '2025-06-16T09:28:00.000Z',
  },
  { id: 'a101', kind: 'change', actorId: 57, action: 'signedUp', at: '2025-06-14T08:40:00.000Z' },
];

const GRETA_ACTIVITY: readonly Activity[] = [
  { id: 'a507', kind: 'change', actorId: 3, action: 'archived', at: '2026-02-27T09:30:00.000Z' },
  { id: 'c80', kind: 'comment', actorId: 3, at: '2026-02-27T09:28:00.000Z', text: 'Asked us to close the account: she is moving abroad.' },
  {
    id: 'a460',
    kind: 'change',
    actorId: 21,
    action: 'salesStatusFrom',
    params: { to: 'NotInterested', from: 'Contacted' },
    at: '2026-02-10T14:00:00.000Z',
  },
  {
    id: 'a230',
    kind: 'change',
    actorId: 63,
    action: 'documentUploaded',
    params: { file: 'dni-greta-lind.pdf' },
    at: '2025-09-02T08:15:00.000Z',
  },
  { id: 'a229', kind: 'change', actorId: 63, action: 'signedUp', at: '2025-09-01T12:00:00.000Z' },
];

const DANA_ACTIVITY: readonly Activity[] = [
  { id: 'a520', kind: 'change', actorId: 1, action: 'suspended', params: { grants: [[11, 0]] }, at: '2026-02-02T09:00:00.000Z' },
  { id: 'a444', kind: 'change', actorId: 12, action: 'granted', params: { grants: [[5, 42]] }, at: '2026-01-12T14:20:00.000Z' },
  { id: 'a310', kind: 'change', actorId: 1, action: 'assignedGroup', params: { group: 4 }, at: '2025-08-18T08:05:00.000Z' },
  {
    id: 'a309',
    kind: 'change',
    actorId: 1,
    action: 'granted',
    params: {
      grants: [
        [1, 0],
        [3, 0],
        [8, 0],
        [11, 0],
      ],
    },
    at: '2025-08-18T08:00:00.000Z',
  },
  { id: 'a308', kind: 'change', actorId: 1, action: 'created', at: '2025-08-18T07:30:00.000Z' },
];

const ERIN_ACTIVITY: readonly Activity[] = [
  {
    id: 'a260',
    kind: 'change',
    actorId: 1,
    action: 'updated',
    params: { fields: ['PhoneNumber', 'TimeZone'] },
    at: '2026-01-19T13:45:00.000Z',
  },
  { id: 'a002', kind: 'change', actorId: null, action: 'assignedGroup', params: { group: 4 }, at: '2025-01-06T08:05:00.000Z' },
];

// ---------------------------------------------------------------------------------------------------------------
// The page over a small fake service, composed like the site's user page.
// ---------------------------------------------------------------------------------------------------------------

/** The signed-in employee: who, and the permissions they hold on every user. */
interface Viewer {
  id: number;
  permissions: readonly PermissionCode[];
}

/** How far the page's `GET {id}` got. */
type PageLoad = 'loading' | 'failed' | 'notFound' | 'ready';

interface UserPageDemoProps {
  load?: PageLoad;
  user: PageUser;
  viewer: Viewer;
  documents?: readonly ReviewDocument[];
  grants?: readonly PermissionGrantView[];
  activity?: readonly Activity[];
  /** How long each call of the fake service takes. */
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fullName = (user: ProfileUserRecord) => user.FullName || [user.FirstName, user.MiddleName, user.LastName].filter(Boolean).join(' ');

/** The record with the form's changes applied, as the service stores them. */
function applied(user: PageUser, changes: Partial<UserEditValues>): PageUser {
  const next: PageUser = { ...user, UpdatedAt: new Date(NOW).toISOString() };
  for (const [field, value] of Object.entries(changes) as [UserEditField, string | boolean][]) {
    if (field === 'EmailConfirmed') next.EmailConfirmed = Boolean(value);
    else if (field === 'Gender') next.Gender = Number(value);
    else if (field === 'BirthDate') next.BirthDate = value ? `${String(value)}T00:00:00.000Z` : '0001-01-01T00:00:00Z';
    else if (field === 'InactivityLogoutMinutes') next.InactivityLogoutMinutes = value === '' ? null : Number(value);
    else (next as unknown as Record<string, unknown>)[field] = String(value).trim() || null;
  }
  next.FullName = [next.FirstName, next.MiddleName, next.LastName].filter(Boolean).join(' ');
  return next;
}

/** A change the page's fake service records in the timeline (by the signed-in employee, now). */
type ChangeNote = Omit<Extract<Activity, { kind: 'change' }>, 'id' | 'actorId' | 'at' | 'kind'>;

/**
 * The back office's user page as the site composes it (user-page.tsx): while loading or after a failure, the
 * page header with "All users" and a status or an alert; once loaded, the user's header, then the
 * `bf-user-page` grid — details, documents and permissions in the main column; actions, assignment and
 * timeline beside them. Each control shows as the site shows it for the signed-in employee's permissions
 * (none on their own record); the calls go to a small fake service and each change lands in the timeline.
 */
function UserPageDemo({
  load: initialLoad = 'ready',
  user: initialUser,
  viewer,
  documents: initialDocuments = [],
  grants: initialGrants = [],
  activity: initialActivity = [],
  delayMs = 120,
}: UserPageDemoProps) {
  const { t } = useTranslation('backoffice');
  const { t: errorText } = useTranslation('errors');
  const [load, setLoad] = useState(initialLoad);
  const [user, setUser] = useState(initialUser);
  const [activity, setActivity] = useState(initialActivity);
  const sequence = useRef(0);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const ownRecord = viewer.id === user.Id;
  const may = (code: PermissionCode) => viewer.permissions.includes(code);
  const nameOf = (id: number) => (id === user.Id ? fullName(user) : (PEOPLE[id]?.name ?? t('timeline.unknown')));
  const call = async () => {
    await wait(delayMs);
    return alive.current;
  };
  const record = (change: ChangeNote) => {
    sequence.current += 1;
    const entry: Activity = {
      id: `new-${sequence.current}`,
      kind: 'change',
      actorId: viewer.id,
      at: new Date(NOW).toISOString(),
      ...change,
    };
    setActivity((list) => [entry, ...list]);
  };
  const comment = (text: string) => {
    sequence.current += 1;
    const entry: Activity = { id: `new-${sequence.current}`, kind: 'comment', actorId: viewer.id, at: new Date(NOW).toISOString(), text };
    setActivity((list) => [entry, ...list]);
  };

  const back = (
    <ButtonLink href="#/backoffice/users" variant="secondary">
      {t('user.back')}
    </ButtonLink>
  );

  if (load !== 'ready') {
    const failed = load === 'failed' || load === 'notFound';
    return (
      <>
        <PageHeader eyebrow={t('title')} title={t('users.title')} actions={back} />
        {failed ? (
          <div role="alert" className="bf-backoffice__error">
            <p>{load === 'notFound' ? t('user.notFound') : t('user.error')}</p>
            <p>{errorText(load === 'notFound' ? 'user_not_found' : 'network_error')}</p>
            {load === 'failed' ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setLoad('loading');
                  void call().then((on) => on && setLoad('ready'));
                }}
              >
                {t('user.retry')}
              </Button>
            ) : null}
          </div>
        ) : (
          <p role="status">{t('user.loading')}</p>
        )}
      </>
    );
  }

  const section = { user, viewerId: viewer.id, ownRecord, may, nameOf, call, record };
  return (
    <>
      <UserHeaderView
        name={fullName(user)}
        avatarUrl={null}
        kind={user.UserType === 1 ? 'employee' : 'client'}
        isBlocked={user.IsBlocked}
        isArchived={user.IsArchived}
        emailConfirmed={user.EmailConfirmed}
        fullyRegistered={user.IsFullyRegistered}
        tierName={user.ActiveTierName}
        tierColor={user.ActiveTierColor}
        eyebrow={t('title')}
        actions={back}
      />
      <div className="bf-container bf-user-page">
        <div className="bf-user-page__main">
          <DetailsSection {...section} onChange={setUser} />
          <DocumentsSection {...section} initial={initialDocuments} />
          <PermissionsSection {...section} initial={initialGrants} />
        </div>
        <div className="bf-user-page__side">
          <ActionsSection {...section} onChange={setUser} />
          <AssignSection {...section} onChange={setUser} />
          <TimelineSection {...section} activity={activity} onComment={comment} />
        </div>
      </div>
    </>
  );
}

/** What every section of the demo gets from the page. */
interface SectionProps {
  user: PageUser;
  /** The signed-in employee's id. */
  viewerId: number;
  ownRecord: boolean;
  may: (code: PermissionCode) => boolean;
  nameOf: (id: number) => string;
  /** One call of the fake service: false when the page is gone meanwhile. */
  call: () => Promise<boolean>;
  /** Records a change in the timeline. */
  record: (change: ChangeNote) => void;
}

/** "Details": every field, "Edit details" with users.update (the self-service fields on the own record), a client's sales status. */
function DetailsSection({ user, ownRecord, may, call, record, onChange }: SectionProps & { onChange: (user: PageUser) => void }) {
  const { t } = useTranslation('backoffice');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [salesSaved, setSalesSaved] = useState<SalesStatusValue | null>(null);
  const [salesBusy, setSalesBusy] = useState(false);
  const editHolder = useRef<HTMLSpanElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (returnFocus && !editing) {
      editHolder.current?.querySelector('button')?.focus();
      setReturnFocus(false);
    }
  }, [returnFocus, editing]);

  const canEdit = may('users.update');
  const close = (said: string | null) => {
    setStatus(said);
    setEditing(false);
    setReturnFocus(true);
  };
  const save = async (changes: Partial<UserEditValues>) => {
    const fields = Object.keys(changes);
    if (fields.length === 0) {
      close(t('profile.nothingChanged'));
      return;
    }
    setBusy(true);
    if (!(await call())) return;
    setBusy(false);
    const next = applied(user, changes);
    onChange(next);
    record({ action: 'updated', params: { fields } });
    close(t('profile.saved', { name: fullName(next) }));
  };
  const saveSalesStatus = async (status: SalesStatusValue) => {
    setSalesSaved(null);
    setSalesBusy(true);
    if (!(await call())) return;
    setSalesBusy(false);
    const from = user.SalesStatus as SalesStatusValue | null;
    onChange({ ...user, SalesStatus: status });
    record(from ? { action: 'salesStatusFrom', params: { to: status, from } } : { action: 'salesStatus', params: { to: status } });
    setSalesSaved(status);
  };

  return (
    <UserProfilePanel
      status={status}
      action={
        editing || !canEdit ? null : (
          <span ref={editHolder}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setStatus(null);
                setEditing(true);
              }}
            >
              {t('profile.edit')}
            </Button>
          </span>
        )
      }
      footer={
        user.UserType === 0 ? (
          <SalesStatusField
            status={user.SalesStatus}
            editable={canEdit}
            busy={salesBusy}
            saved={salesSaved}
            onSave={(next) => void saveSalesStatus(next)}
          />
        ) : null
      }
    >
      {editing ? (
        <UserEditForm
          name={fullName(user)}
          record={editValuesOf(user)}
          fields={ownRecord ? SELF_EDIT_FIELDS : USER_EDIT_FIELDS}
          ownRecord={ownRecord}
          countries={COUNTRIES}
          timeZones={TIME_ZONES}
          busy={busy}
          today={TODAY}
          onSave={(changes) => void save(changes)}
          onCancel={() => close(null)}
        />
      ) : (
        <UserDetails user={user} countries={COUNTRIES} employeeGroupName={groupNameOf(user.EmployeeGroupId)} />
      )}
    </UserProfilePanel>
  );
}

/** "Identity documents": Open always; Verify, Reject and Edit comment with users.update, never on the own record. */
function DocumentsSection({
  user,
  viewerId,
  ownRecord,
  may,
  nameOf,
  call,
  record,
  initial,
}: SectionProps & { initial: readonly ReviewDocument[] }) {
  const [documents, setDocuments] = useState(initial);
  const open = async (): Promise<OpenOutcome> => {
    await call();
    return { kind: 'opened' };
  };
  const review = async (action: ReviewAction, doc: ReviewDocument, comment: string): Promise<ReviewOutcome> => {
    if (!(await call())) return { ok: true };
    const reviewed: Partial<ReviewDocument> =
      action === 'comment'
        ? { comment: comment || null }
        : {
            status: action === 'verify' ? 'Verified' : 'Rejected',
            comment: comment || (action === 'verify' ? doc.comment : null),
            reviewedAt: new Date(NOW).toISOString(),
            reviewedBy: nameOf(viewerId),
          };
    setDocuments((list) => list.map((d) => (d.id === doc.id ? { ...d, ...reviewed } : d)));
    const kind = action === 'verify' ? 'documentVerified' : action === 'reject' ? 'documentRejected' : 'documentCommentEdited';
    record({ action: kind, params: { file: doc.fileName }, text: action === 'verify' ? undefined : comment || undefined });
    return { ok: true };
  };
  return (
    <DocumentsReview
      userName={fullName(user)}
      documents={documents}
      loading={false}
      error={null}
      readOnly={ownRecord ? 'ownRecord' : may('users.update') ? null : 'noPermission'}
      onOpen={open}
      onReview={review}
    />
  );
}

/**
 * "Permissions": with permissions.read (or on the own record). A client's says clients hold none; the own record
 * is read-only with its note; with permissions.modify, the editor (unless the user holds more than the viewer).
 */
function PermissionsSection({
  user,
  viewerId,
  ownRecord,
  may,
  nameOf,
  call,
  record,
  initial,
}: SectionProps & { initial: readonly PermissionGrantView[] }) {
  const [grants, setGrants] = useState(initial);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [done, setDone] = useState<PermissionChangeDone | null>(null);
  if (!may('permissions.read') && !ownRecord) return null;
  if (user.UserType !== 1) return <PermissionsPanel userName={fullName(user)} client status="ready" grants={[]} />;

  const held = (code: string | undefined) => code !== undefined && may(code as PermissionCode);
  const shown = grants.map((g) => ({ ...g, changeable: held(g.code) }));
  const beyond = grants.filter((g) => !held(g.code)).map((g) => g.code ?? `#${g.permissionId}`);
  const grantable: GrantablePermission[] = EVERY_PERMISSION.filter((code) => may(code)).map((code) => ({
    permissionId: PERMISSION_IDS[code],
    code,
    everyUser: true,
    userIds: [],
  }));

  const onAction = async (target: PermissionGrantView, action: PermissionRowAction) => {
    setBusyKey(target.key);
    setDone(null);
    if (!(await call())) return false;
    setBusyKey(null);
    const at = new Date(NOW).toISOString();
    setGrants((list) =>
      action === 'remove'
        ? list.filter((g) => g.key !== target.key)
        : list.map((g) =>
            g.key === target.key
              ? {
                  ...g,
                  suspended: action === 'suspend',
                  suspendedAt: action === 'suspend' ? at : null,
                  suspendedBy: action === 'suspend' ? viewerId : null,
                }
              : g,
          ),
    );
    const change = action === 'remove' ? 'removed' : action === 'suspend' ? 'suspended' : 'resumed';
    setDone({ change, permissionId: target.permissionId, code: target.code, resourceId: target.resourceId });
    record({ action: action === 'remove' ? 'revoked' : change, params: { grants: [[target.permissionId, target.resourceId]] } });
    return true;
  };
  const onGrant = async (request: PermissionGrantRequest) => {
    const code = codeOf(request.permissionId);
    if (!code) return false;
    setBusyKey(GRANT_BUSY_KEY);
    setDone(null);
    if (!(await call())) return false;
    setBusyKey(null);
    setGrants((list) => [...list, grant(code, request.resourceId, { createdAt: new Date(NOW).toISOString(), createdBy: viewerId })]);
    setDone({ change: 'granted', permissionId: request.permissionId, code, resourceId: request.resourceId });
    record({ action: 'granted', params: { grants: [[request.permissionId, request.resourceId]] } });
    return true;
  };

  let lock: PermissionsLock | null = null;
  let editor: PermissionsEditor | null = null;
  if (ownRecord) lock = { reason: 'ownRecord' };
  else if (may('permissions.modify')) {
    if (beyond.length > 0) lock = { reason: 'morePrivileged', codes: beyond };
    else editor = { grantable, onAction, onGrant, busyKey };
  }
  return (
    <PermissionsPanel
      userName={fullName(user)}
      status="ready"
      grants={shown}
      renderName={(id) => nameOf(id)}
      lock={lock}
      editor={editor}
      done={done}
    />
  );
}

/** The permission each action needs (one action per permission: its button keeps its place). */
const ACTION_PERMISSIONS: Readonly<Record<UserActionId, PermissionCode>> = {
  promote: 'users.update',
  sendCredentials: 'users.send-credentials',
  avatar: 'users.avatar',
  autoLogin: 'users.auto-login',
  block: 'users.block',
  unblock: 'users.block',
  archive: 'users.archive',
  unarchive: 'users.archive',
  delete: 'users.delete',
};

/** What each plain action does to the record, and how the timeline tells it. */
const SIMPLE_ACTIONS: Readonly<Record<SimpleUserActionId, { change: Partial<PageUser>; action: string }>> = {
  block: { change: { IsBlocked: true }, action: 'blocked' },
  unblock: { change: { IsBlocked: false }, action: 'unblocked' },
  archive: { change: { IsArchived: true }, action: 'archived' },
  unarchive: { change: { IsArchived: false }, action: 'unarchived' },
  promote: { change: { IsFullyRegistered: true }, action: 'promoted' },
  sendCredentials: { change: {}, action: 'credentialsSent' },
};

type OpenDialog =
  | { action: SimpleUserActionId }
  | { action: 'delete' | 'avatar' }
  | { action: 'autoLogin'; link: string | null; copy: CopyState };

/** "Actions": the site's offer (each behind its permission, clients-only ones for clients, none on the own record). */
function ActionsSection({ user, ownRecord, may, call, record, onChange }: SectionProps & { onChange: (user: PageUser) => void }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  const client = user.UserType === 0;
  const offered: UserActionId[] = [];
  if (client && !user.IsFullyRegistered && may('users.update')) offered.push('promote');
  if (client && may('users.send-credentials')) offered.push('sendCredentials');
  if (may('users.avatar')) offered.push('avatar');
  if (client && may('users.auto-login')) offered.push('autoLogin');
  if (may('users.block')) offered.push(user.IsBlocked ? 'unblock' : 'block');
  if (may('users.archive')) offered.push(user.IsArchived ? 'unarchive' : 'archive');
  if (may('users.delete')) offered.push('delete');

  if (ownRecord) return <UserActionsPanel note="own" />;
  if (offered.length === 0) return <UserActionsPanel note="none" />;

  const target: UserActionTarget = { name: fullName(user), email: user.Email };
  const names = { name: target.name, email: target.email };
  const run = async (then: () => void) => {
    setBusy(true);
    if (!(await call())) return;
    setBusy(false);
    then();
  };
  const finish = (said: string) => {
    setOpen(null);
    setStatus(said);
  };
  const start = (action: UserActionId) => {
    setStatus(null);
    setOpen(action === 'autoLogin' ? { action, link: null, copy: null } : ({ action } as OpenDialog));
  };

  let dialog = null;
  if (open) {
    const common = { user: target, busy, onCancel: () => setOpen(null) };
    switch (open.action) {
      case 'delete':
        dialog = (
          <DeleteUserDialog
            {...common}
            onConfirm={() =>
              void run(() => {
                record({ action: 'deleted' });
                setDeleted(true);
                finish(t('actions.delete.done', names));
              })
            }
          />
        );
        break;
      case 'avatar':
        dialog = (
          <AvatarDialog
            {...common}
            currentAvatarUrl={null}
            onUpload={() =>
              void run(() => {
                record({ action: 'avatarSet' });
                finish(t('actions.avatar.done', names));
              })
            }
          />
        );
        break;
      case 'autoLogin': {
        const { link, copy } = open;
        const copyTo = (state: CopyState) =>
          setOpen((current) => (current?.action === 'autoLogin' ? { ...current, copy: state } : current));
        dialog = (
          <AutoLoginDialog
            {...common}
            link={link}
            copy={copy}
            onCreate={() =>
              void run(() => {
                const until = new Date(NOW + 5 * 60_000).toISOString();
                record({ action: 'autologinCreated', params: { until } });
                setOpen({ action: 'autoLogin', link: `${window.location.origin}/auto-login?token=al_7Qm2x9Vb4Kd`, copy: null });
                setStatus(t('actions.autoLogin.done', names));
              })
            }
            onCopy={() => {
              if (!link) return;
              const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
              if (!clipboard) copyTo('failed');
              else
                clipboard.writeText(link).then(
                  () => copyTo('copied'),
                  () => copyTo('failed'),
                );
            }}
            onOpen={() => link && window.open(link, '_blank', 'noopener,noreferrer')}
          />
        );
        break;
      }
      default: {
        const action = open.action;
        dialog = (
          <ConfirmUserActionDialog
            {...common}
            action={action}
            onConfirm={() =>
              void run(() => {
                onChange({ ...user, ...SIMPLE_ACTIONS[action].change });
                record({ action: SIMPLE_ACTIONS[action].action });
                finish(
                  action === 'sendCredentials' ? t('actions.sendCredentials.status.Success', names) : t(`actions.${action}.done`, names),
                );
              })
            }
          />
        );
      }
    }
  }

  return (
    <UserActionsPanel status={status}>
      {deleted
        ? null
        : offered.map((action) => (
            <UserActionButton key={ACTION_PERMISSIONS[action]} action={action} disabled={busy} onClick={() => start(action)} />
          ))}
      {dialog}
    </UserActionsPanel>
  );
}

/** "Assignment": a client's account manager or an employee's group; Change and Remove with users.update, never on the own record. */
function AssignSection({ user, ownRecord, may, nameOf, call, record, onChange }: SectionProps & { onChange: (user: PageUser) => void }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState<'change' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const employee = user.UserType === 1;
  const name = fullName(user);
  const managerId = employee ? null : (user.AccountManagerId ?? null);
  const managerName = managerId === null ? null : nameOf(managerId);
  const groupId = employee ? (user.EmployeeGroupId ?? null) : null;
  const groupName = groupId === null ? null : (groupNameOf(groupId) ?? t('groups.assign.unknownGroup', { id: groupId }));

  const send = async (change: Partial<PageUser>, said: string, entry: ChangeNote) => {
    setBusy(true);
    if (!(await call())) return;
    setBusy(false);
    onChange({ ...user, ...change });
    record(entry);
    setOpen(null);
    setNotice(said);
  };
  const setManager = (manager: EmployeeOption | null) =>
    void send(
      { AccountManagerId: manager?.id ?? null },
      manager ? t('groups.notice.managerSet', { manager: manager.name, name }) : t('groups.notice.managerRemoved', { name }),
      manager ? { action: 'assignedManager', params: { manager: manager.id } } : { action: 'unassignedManager' },
    );
  const moveTo = (target: number | null) =>
    void send(
      { EmployeeGroupId: target },
      target === null
        ? t('groups.notice.movedOut', { name })
        : t('groups.notice.moved', { name, group: groupNameOf(target) ?? String(target) }),
      target === null ? { action: 'unassignedGroup' } : { action: 'assignedGroup', params: { group: target } },
    );
  const show = (next: 'change' | 'remove' | null) => {
    if (next) setNotice(null);
    setOpen(next);
  };

  const current = employee ? groupId : managerId;
  return (
    <>
      <AssignmentPanel
        kind={employee ? 'employee' : 'client'}
        assigned={current === null ? null : { name: (employee ? groupName : managerName) ?? undefined }}
        canChange={may('users.update') && !ownRecord}
        onChange={() => show('change')}
        onRemove={() => show('remove')}
        notice={notice}
      />
      {open === 'change' && !employee ? (
        <AccountManagerDialog
          userName={name}
          current={managerId === null ? null : { id: managerId, name: managerName ?? '' }}
          picker={{
            search,
            onSearch: setSearch,
            options: EMPLOYEES.filter((e) => e.name.toLowerCase().includes(search.trim().toLowerCase())),
          }}
          busy={busy}
          onSubmit={setManager}
          onCancel={() => show(null)}
        />
      ) : null}
      {open === 'change' && employee ? (
        <GroupChoiceDialog
          userName={name}
          currentGroupId={groupId}
          groups={GROUPS}
          busy={busy}
          onConfirm={moveTo}
          onCancel={() => show(null)}
        />
      ) : null}
      {open === 'remove' ? (
        <AssignConfirmDialog
          title={employee ? t('groups.assign.removeGroupTitle') : t('groups.assign.removeManagerTitle')}
          question={
            employee
              ? t('groups.assign.removeGroupQuestion', { name, group: groupName ?? '' })
              : t('groups.assign.removeManagerQuestion', { name, manager: managerName ?? '' })
          }
          consequence={
            employee ? t('groups.assign.removeGroupConsequence', { name }) : t('groups.assign.removeManagerConsequence', { name })
          }
          confirmLabel={t('groups.assign.remove')}
          busy={busy}
          onConfirm={() => (employee ? moveTo(null) : setManager(null))}
          onCancel={() => show(null)}
        />
      ) : null}
    </>
  );
}

/** "Timeline": comments and changes newest first, each told in words; "Add a comment" with users.update. */
function TimelineSection({
  may,
  nameOf,
  call,
  activity,
  onComment,
}: SectionProps & { activity: readonly Activity[]; onComment: (text: string) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const labelOf = usePermissionLabel();
  const [shown, setShown] = useState(TIMELINE_STEP);
  const permissionText = ([id, resource]: readonly [number, number]) =>
    t('timeline.permission', {
      name: labelOf(codeOf(id), id),
      resource: resource === 0 ? t('timeline.resourceAll') : t('timeline.resourceUser', { id: resource }),
    });
  const actionOf = (entry: Extract<Activity, { kind: 'change' }>) => {
    const p = entry.params ?? {};
    return t(`timeline.actions.${entry.action}`, {
      fields: p.fields?.map((f) => t(`fields.${f}`, { defaultValue: f })).join(', '),
      to: p.to ? t(`timeline.salesStatuses.${p.to}`) : undefined,
      from: p.from ? t(`timeline.salesStatuses.${p.from}`) : undefined,
      list: p.grants?.map(permissionText).join(', '),
      file: p.file,
      manager: p.manager === undefined ? undefined : nameOf(p.manager),
      group: p.group === undefined ? undefined : (groupNameOf(p.group) ?? t('timeline.groupNumber', { id: p.group })),
      until: p.until ? formatDateTime(p.until, language) : undefined,
    });
  };
  const post = async (text: string) => {
    if (!(await call())) return false;
    onComment(text);
    return true;
  };
  const visible = activity.slice(0, shown);
  return (
    <Timeline
      loading={false}
      total={activity.length}
      shown={Math.min(shown, activity.length)}
      onShowMore={() => setShown((n) => n + TIMELINE_STEP)}
      composer={may('users.update') ? <CommentComposer onPost={post} /> : null}
    >
      {visible.map((entry) => {
        const actor = entry.actorId === null ? t('timeline.unknown') : nameOf(entry.actorId);
        return entry.kind === 'comment' ? (
          <TimelineEntry key={entry.id} kind="comment" actor={actor} at={entry.at} text={entry.text} now={NOW} />
        ) : (
          <TimelineEntry key={entry.id} kind="change" actor={actor} action={actionOf(entry)} at={entry.at} text={entry.text} now={NOW} />
        );
      })}
    </Timeline>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Stories
// ---------------------------------------------------------------------------------------------------------------

/** The back office's user page, whole, in each state: composed from its parts as the site lays them out. */
const meta: Meta<typeof UserPageDemo> = {
  title: 'Back office/User page',
  component: UserPageDemo,
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Erin Employee: every permission on every user. */
const ADMIN: Viewer = { id: 1, permissions: EVERY_PERMISSION };
/** Ida Kovač, compliance auditor: may read users and their permissions, and change nothing. */
const AUDITOR: Viewer = { id: 9, permissions: ['users.read', 'permissions.read'] };

const CLIENT_ARGS = { user: ANNA, viewer: ADMIN, documents: ANNA_DOCUMENTS, activity: ANNA_ACTIVITY } satisfies UserPageDemoProps;
const EMPLOYEE_ARGS = { user: DANA, viewer: ADMIN, grants: DANA_GRANTS, activity: DANA_ACTIVITY } satisfies UserPageDemoProps;

/** A section of the page by its heading. */
const region = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));
/** The account state badges of the header, in order. */
const states = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Account state' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** The labels of the action buttons. */
const actionButtons = (canvasElement: HTMLElement) =>
  region(canvasElement, 'Actions')
    .queryAllByRole('button')
    .map((button) => button.textContent);
/** The timeline's entries, newest first. */
const timelineEntries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
/** The `<h2>` of each section, in reading order (a phone shows them in this order, one column). */
const sectionHeadings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The page while `GET {id}` has not answered: the header with the way back, and a status. */
export const Loading: Story = {
  args: { ...CLIENT_ARGS, load: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Users');
    await expect(canvas.getByText('Back office')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '#/backoffice/users');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the user…');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Actions' })).toBeNull();
  },
};

/** The user could not be loaded (no connection): the reason in words and "Try again", which loads the page. */
export const Error: Story = {
  args: { ...CLIENT_ARGS, load: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The user could not be loaded.');
    await expect(alert).toHaveTextContent('The service cannot be reached. Check your connection and try again.');
    await expect(canvas.getByRole('link', { name: 'All users' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the user…');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anna Sofia Berg' })).toBeVisible();
    await expect(canvas.queryByText('The user could not be loaded.')).toBeNull();
  },
};

/** No such user (404): said in words, with the way back and no "Try again". */
export const NotFound: Story = {
  args: { ...CLIENT_ARGS, load: 'notFound' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('There is no such user.');
    await expect(within(alert).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'All users' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Users');
  },
};

/**
 * An active client, seen by an employee holding every permission: documents to review, an account manager, the
 * sales status, the timeline with comments and changes. Verifying the pending document lands in the timeline.
 */
export const Client: Story = {
  args: CLIENT_ARGS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna Sofia Berg' })).toBeVisible();
    await expect(states(canvasElement)).toEqual(['Active', 'E-mail confirmed', 'Fully registered']);
    await expect(canvas.getByRole('link', { name: 'All users' })).toBeVisible();
    await expect(sectionHeadings(canvasElement)).toEqual([
      'Details',
      'Identity documents',
      'Permissions',
      'Actions',
      'Assignment',
      'Timeline',
    ]);
    // Details: every field, editable, and the sales status.
    const details = region(canvasElement, 'Details');
    await expect(details.getByRole('button', { name: 'Edit details' })).toBeVisible();
    await expect(details.getByText('anna.berg@example.com')).toBeVisible();
    await expect(details.getByText('Sweden')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Save status' })).toBeVisible();
    // Actions of a fully registered client (no Promote).
    await expect(actionButtons(canvasElement)).toEqual([
      'Send credentials',
      'Change avatar',
      'Sign in as client',
      'Block',
      'Archive',
      'Delete user',
    ]);
    // Documents to review, the permissions note of a client, the account manager.
    const documents = region(canvasElement, 'Identity documents');
    await expect(documents.getByText('Pending: 1 · Verified: 1 · Rejected: 1')).toBeVisible();
    await expect(documents.getByRole('button', { name: 'Verify utility-bill-feb-2026.pdf' })).toBeVisible();
    await expect(region(canvasElement, 'Permissions').getByText(/^Clients hold no permissions/)).toBeVisible();
    const assignment = region(canvasElement, 'Assignment');
    await expect(assignment.getByText('Maja Novak')).toBeVisible();
    await expect(assignment.getByRole('button', { name: 'Change account manager' })).toBeVisible();
    // The timeline, newest first, and the comment form.
    const entries = timelineEntries(canvasElement);
    await expect(entries).toHaveLength(ANNA_ACTIVITY.length);
    await expect(entries[0]).toHaveTextContent(/^Sam Support commented,/);
    await expect(entries[2]).toHaveTextContent(/^Maja Novak set the sales status to Interested \(was Contacted\),/);
    await expect(entries[6]).toHaveTextContent(/^Anna Sofia Berg signed up,/);
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();

    // Verify the pending document: asked first, then announced and told in the timeline.
    await userEvent.click(documents.getByRole('button', { name: 'Verify utility-bill-feb-2026.pdf' }));
    const dialog = within(canvas.getByRole('alertdialog', { name: 'Verify the document' }));
    await expect(dialog.getByText('Verify utility-bill-feb-2026.pdf of Anna Sofia Berg?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(documents.getByText('Pending: 0 · Verified: 2 · Rejected: 1')).toBeVisible());
    await expect(timelineEntries(canvasElement)[0]).toHaveTextContent(/^Erin Employee verified a document \(utility-bill-feb-2026\.pdf\),/);
  },
};

/** A blocked client: the "Blocked" badge and Unblock instead of Block; unblocking makes the client active again. */
export const Blocked: Story = {
  args: { user: BRUNO, viewer: ADMIN, documents: BRUNO_DOCUMENTS, activity: BRUNO_ACTIVITY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bruno Rossi' })).toBeVisible();
    await expect(states(canvasElement)).toEqual(['Blocked', 'E-mail confirmed', 'Fully registered']);
    await expect(actionButtons(canvasElement)).toContain('Unblock');
    await expect(region(canvasElement, 'Actions').queryByRole('button', { name: 'Block' })).toBeNull();
    await expect(timelineEntries(canvasElement)[0]).toHaveTextContent(/^Erin Employee blocked the user,/);

    await userEvent.click(region(canvasElement, 'Actions').getByRole('button', { name: 'Unblock' }));
    const dialog = canvas.getByRole('alertdialog', { name: 'Unblock Bruno Rossi' });
    await expect(dialog).toHaveTextContent('Bruno Rossi may sign in again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(region(canvasElement, 'Actions').getByRole('status')).toHaveTextContent('Bruno Rossi is unblocked.'));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(states(canvasElement)).toEqual(['Active', 'E-mail confirmed', 'Fully registered']);
    await expect(region(canvasElement, 'Actions').getByRole('button', { name: 'Block' })).toHaveFocus();
    await expect(timelineEntries(canvasElement)[0]).toHaveTextContent(/^Erin Employee unblocked the user,/);
  },
};

/** An archived client who never completed the registration: "Archived", Unarchive instead of Archive, and Promote. */
export const Archived: Story = {
  args: { user: GRETA, viewer: ADMIN, documents: GRETA_DOCUMENTS, activity: GRETA_ACTIVITY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Greta Lind' })).toBeVisible();
    await expect(states(canvasElement)).toEqual(['Archived', 'E-mail not confirmed', 'Not fully registered']);
    await expect(actionButtons(canvasElement)).toEqual([
      'Promote to active client',
      'Send credentials',
      'Change avatar',
      'Sign in as client',
      'Block',
      'Unarchive',
      'Delete user',
    ]);
    await expect(region(canvasElement, 'Actions').queryByRole('button', { name: 'Archive' })).toBeNull();
    await expect(region(canvasElement, 'Assignment').getByText('None')).toBeVisible();
    await expect(region(canvasElement, 'Assignment').getByRole('button', { name: 'Assign account manager' })).toBeVisible();
    await expect(timelineEntries(canvasElement)[0]).toHaveTextContent(/^Sam Support archived the user,/);
    await expect(timelineEntries(canvasElement)[1]).toHaveTextContent('Asked us to close the account: she is moving abroad.');
  },
};

/**
 * An employee on their own record: no action on themselves, their permissions read-only ("You cannot change your
 * own permissions"), their documents not theirs to review, no change of their group; the details offer the
 * self-service fields.
 */
export const OwnRecord: Story = {
  args: { user: ERIN, viewer: ADMIN, grants: ERIN_GRANTS, activity: ERIN_ACTIVITY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Erin Employee' })).toBeVisible();
    const actions = region(canvasElement, 'Actions');
    await expect(actions.getByText('You cannot take these actions on your own account.')).toBeVisible();
    await expect(actions.queryAllByRole('button')).toHaveLength(0);
    for (const name of ['Block', 'Archive', 'Delete user', 'Change avatar'])
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    const permissions = region(canvasElement, 'Permissions');
    await expect(permissions.getByText('You cannot change your own permissions.')).toBeVisible();
    await expect(permissions.getByRole('table', { name: 'Permissions of Erin Employee' })).toBeVisible();
    await expect(permissions.queryByRole('button', { name: /^(Suspend|Resume|Remove)/ })).toBeNull();
    await expect(permissions.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(region(canvasElement, 'Identity documents').getByText(/^These are your own documents/)).toBeVisible();
    const assignment = region(canvasElement, 'Assignment');
    await expect(assignment.getByText('Client services')).toBeVisible();
    await expect(assignment.queryAllByRole('button')).toHaveLength(0);
    await expect(timelineEntries(canvasElement)[1]).toHaveTextContent(/^Unknown assigned the user to the group Client services,/);

    // The details: only what a user may change on itself.
    await userEvent.click(region(canvasElement, 'Details').getByRole('button', { name: 'Edit details' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Tier/ })).toBeNull();
  },
};

/**
 * A read-only employee (may read users and permissions, nothing more) on a client: no "Edit details", no action,
 * the documents only to open, the sales status as text, the account manager without Change, no comment form.
 */
export const ReadOnly: Story = {
  args: { ...CLIENT_ARGS, viewer: AUDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna Sofia Berg' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit details' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save status' })).toBeNull();
    await expect(region(canvasElement, 'Details').getByText('Interested')).toBeVisible();
    const actions = region(canvasElement, 'Actions');
    await expect(actions.getByText('You have no actions on this user.')).toBeVisible();
    await expect(actions.queryAllByRole('button')).toHaveLength(0);
    const documents = region(canvasElement, 'Identity documents');
    await expect(documents.getByText(/^You can open these documents\./)).toBeVisible();
    await expect(documents.getAllByRole('button', { name: /^Open / })).toHaveLength(3);
    await expect(documents.queryByRole('button', { name: /^(Verify|Reject|Edit the comment)/ })).toBeNull();
    await expect(region(canvasElement, 'Permissions').getByText(/^Clients hold no permissions/)).toBeVisible();
    const assignment = region(canvasElement, 'Assignment');
    await expect(assignment.getByText('Maja Novak')).toBeVisible();
    await expect(assignment.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    await expect(timelineEntries(canvasElement)).toHaveLength(ANNA_ACTIVITY.length);
  },
};

/** The same read-only employee on a colleague: the permissions listed, with no Suspend, Resume, Remove or Add. */
export const ReadOnlyEmployee: Story = {
  args: { ...EMPLOYEE_ARGS, viewer: AUDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dana Lee' })).toBeVisible();
    const permissions = region(canvasElement, 'Permissions');
    const table = permissions.getByRole('table', { name: 'Permissions of Dana Lee' });
    await expect(within(table).getAllByRole('row')).toHaveLength(DANA_GRANTS.length + 1);
    await expect(permissions.queryAllByRole('button')).toHaveLength(0);
    await expect(permissions.queryByRole('heading', { name: 'Add permission' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit details' })).toBeNull();
    await expect(region(canvasElement, 'Actions').getByText('You have no actions on this user.')).toBeVisible();
    await expect(region(canvasElement, 'Assignment').queryAllByRole('button')).toHaveLength(0);
  },
};

/**
 * An employee with permissions and a group, seen by an employee holding every permission: the permissions editor,
 * "Move to another group", and only the actions that apply to employees. Suspending a grant is announced and told
 * in the timeline.
 */
export const Employee: Story = {
  args: EMPLOYEE_ARGS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dana Lee' })).toBeVisible();
    await expect(canvas.getAllByText('Employee').length).toBeGreaterThan(0);
    await expect(actionButtons(canvasElement)).toEqual(['Change avatar', 'Block', 'Archive', 'Delete user']);
    await expect(region(canvasElement, 'Details').queryByRole('button', { name: 'Save status' })).toBeNull();
    const assignment = region(canvasElement, 'Assignment');
    await expect(assignment.getByText('Client services')).toBeVisible();
    await expect(assignment.getByRole('button', { name: 'Move to another group' })).toBeVisible();
    const permissions = region(canvasElement, 'Permissions');
    await expect(permissions.queryByText(/cannot change/)).toBeNull();
    await expect(permissions.getByRole('button', { name: /^Resume View permissions/ })).toBeVisible();
    await expect(permissions.getByRole('button', { name: 'Add' })).toBeVisible();

    await userEvent.click(permissions.getByRole('button', { name: /^Suspend Edit users/ }));
    await waitFor(() => expect(permissions.getByText(/^Suspended: Edit users/)).toBeVisible());
    await expect(permissions.getByRole('button', { name: /^Resume Edit users/ })).toBeVisible();
    await expect(timelineEntries(canvasElement)[0]).toHaveTextContent(/^Erin Employee suspended Edit users \(All\),/);
  },
};

/** The active client's page on a phone (390 px wide): one column, the sections in reading order. */
export const Phone: Story = {
  args: CLIENT_ARGS,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna Sofia Berg' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All users' })).toBeVisible();
    // The grid's columns stack in this order on a phone.
    await expect(sectionHeadings(canvasElement)).toEqual([
      'Details',
      'Identity documents',
      'Permissions',
      'Actions',
      'Assignment',
      'Timeline',
    ]);
    const grid = canvasElement.querySelector('.bf-container.bf-user-page');
    await expect(grid?.querySelector('.bf-user-page__main')).toContainElement(canvas.getByRole('region', { name: 'Details' }));
    await expect(grid?.querySelector('.bf-user-page__side')).toContainElement(canvas.getByRole('region', { name: 'Actions' }));
  },
};
