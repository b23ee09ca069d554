/**
 * The user's timeline without React: which audit records belong in it, how they merge with the comments, and
 * what each says in words. The texts come from the `backoffice` namespace (`timeline.*`, `fields.*`) through
 * the `t` given.
 */
import { formatDateTime } from '@brokerfront/i18n';
import type { AuditRecord, UserComment } from '@brokerfront/identity-api';
import { findPermission, permissionCatalogue } from '@brokerfront/permissions';
import { permissionLabelKey } from '@brokerfront/ui-templates';

/** One entry of the timeline: a comment, or a change made to the user (an audit record). */
export type TimelineItem =
  | { kind: 'comment'; key: string; at: string; actorId: number | null; comment: UserComment }
  | { kind: 'change'; key: string; at: string; actorId: number | null; record: AuditRecord };

/**
 * `user.*` actions that come from the user's own sign-up, confirmation and password reset (the sign-in noise):
 * never in the timeline.
 */
const SELF_SERVICE_ACTIONS: ReadonlySet<string> = new Set([
  'user.confirmation_sent',
  'user.email_confirmed',
  'user.phone_code_sent',
  'user.phone_confirmed',
  'user.password_reset_requested',
  'user.password_reset',
]);

/** Other actions that are changes to the user. */
const CHANGE_ACTIONS: ReadonlySet<string> = new Set(['permissions.modified', 'autologin.created', 'autologin.used']);

/** The routes of `user.created` by which a user signs up alone (no employee acted). */
const SIGN_UP_ROUTES: ReadonlySet<string> = new Set(['Register', 'RegisterDemo']);

/**
 * Whether an audit record belongs in the timeline of user `userId`: a successful change made to that user (it
 * is the target) — `user.*` except the sign-up and sign-in noise, `permissions.modified`, `autologin.created`,
 * `autologin.used`, `document.*` and `employee_group.*` (when it names the user as its target). Refusals,
 * failures, sign-ins and what the user did to others stay out.
 */
export function isTimelineRecord(record: AuditRecord, userId: number): boolean {
  if (record.Outcome !== 'success' || record.TargetId !== userId) return false;
  const action = record.Action;
  if (CHANGE_ACTIONS.has(action)) return true;
  if (action.startsWith('user.')) return !SELF_SERVICE_ACTIONS.has(action);
  return action.startsWith('document.') || action.startsWith('employee_group.');
}

const detail = (record: AuditRecord, name: string): unknown => record.Details?.[name];
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The comment a `user.commented` record stands for. */
export const commentIdOf = (record: AuditRecord): number | null => numberOf(detail(record, 'CommentId'));

/**
 * The user on whose behalf the actor acted: a record made in a delegated session ("Log in as client") names the
 * acting employee as its actor and the signed-in client in `Details.OnBehalfOf`. Null for any other record.
 */
export const onBehalfOfOf = (record: AuditRecord): number | null => numberOf(detail(record, 'OnBehalfOf'));

/** Who acted: the record's actor; a user who signed up alone is their own actor. */
export function actorOf(record: AuditRecord): number | null {
  if (record.ActorId !== null) return record.ActorId;
  if (record.Action === 'user.created' && SIGN_UP_ROUTES.has(String(detail(record, 'Route')))) return record.TargetId;
  return null;
}

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The timeline of user `userId`, newest first: every comment, and the audit records of {@link isTimelineRecord}
 * except `user.commented` (its comment is the entry). Entries at the same time keep the answers' order
 * (comments first).
 */
export function buildTimeline(comments: readonly UserComment[], audit: readonly AuditRecord[], userId: number): TimelineItem[] {
  const items: TimelineItem[] = [
    ...comments.map(
      (comment): TimelineItem => ({ kind: 'comment', key: `c${comment.Id}`, at: comment.CreatedAt, actorId: comment.CreatedBy, comment }),
    ),
    ...audit
      .filter((record) => record.Action !== 'user.commented' && isTimelineRecord(record, userId))
      .map((record): TimelineItem => ({ kind: 'change', key: `a${record.Id}`, at: record.At, actorId: actorOf(record), record })),
  ];
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item.at) - time(a.item.at) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The comments the audit trail names (`user.commented` of this user) that the comment list does not hold, newer
 * than its oldest comment (or any, when it holds none): posted since the list was read.
 */
export function missingComments(comments: readonly UserComment[], audit: readonly AuditRecord[], userId: number): number[] {
  const known = new Set(comments.map((c) => c.Id));
  const oldest = comments.length ? Math.min(...comments.map((c) => c.Id)) : 0;
  return audit
    .filter((r) => r.Action === 'user.commented' && isTimelineRecord(r, userId))
    .map(commentIdOf)
    .filter((id): id is number => id !== null && id > oldest && !known.has(id));
}

/** File names of documents by id, from the audit records that carry them (uploads, deletions) and a document list. */
export function documentNames(audit: readonly AuditRecord[], documents: ReadonlyArray<{ Id: number; FileName: string }> = []) {
  const names = new Map<number, string>();
  for (const record of audit) {
    const id = numberOf(detail(record, 'DocumentId'));
    const file = textOf(detail(record, 'FileName'));
    if (record.Action.startsWith('document.') && id !== null && file) names.set(id, file);
  }
  for (const doc of documents) names.set(doc.Id, doc.FileName);
  return names;
}

/** What a record needs looked up to be told: an account manager's name, a group's name, a document's file name. */
export interface RecordReferences {
  managerId?: number;
  groupId?: number;
  documentId?: number;
}

/** The ids a record names beyond its actor. */
export function referencesOf(record: AuditRecord): RecordReferences {
  const refs: RecordReferences = {};
  const manager = numberOf(detail(record, 'AccountManagerId'));
  if (record.Action === 'user.assigned' && manager !== null) refs.managerId = manager;
  const group =
    record.Action === 'user.assigned'
      ? numberOf(detail(record, 'EmployeeGroupId'))
      : record.Action.startsWith('employee_group.')
        ? numberOf(detail(record, 'GroupId'))
        : null;
  if (group !== null) refs.groupId = group;
  const doc = numberOf(detail(record, 'DocumentId'));
  if (record.Action.startsWith('document.') && doc !== null) refs.documentId = doc;
  return refs;
}

/** Translates a key of the `backoffice` namespace (i18next's `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What {@link describeRecord} looks names up with. */
export interface DescribeContext {
  t: Translate;
  /** Language prefix (dates). */
  language: string;
  /** The full name of a user (the account manager); 'Unknown' when not found. */
  name: (userId: number) => string;
  /** A group's name, when known. */
  groupName?: (groupId: number) => string | undefined;
  /** A document's file name, when known. */
  documentName?: (documentId: number) => string | undefined;
  /** Options of date formatting (tests). */
  timeZone?: string;
}

/** A change in words: the verb phrase after the actor's name, and a note (a rejection's reason). */
export interface Description {
  action: string;
  text?: string | null;
}

/** One permission of `permissions.modified` (`{PermissionId, Name, ResourceId}`). */
interface PermissionChange {
  PermissionId?: number;
  Name?: string;
  ResourceId?: number;
}

const listOf = (value: unknown): PermissionChange[] =>
  Array.isArray(value) ? value.filter((v): v is PermissionChange => typeof v === 'object' && v !== null) : [];

function permissionText(change: PermissionChange, t: Translate): string {
  const id = change.PermissionId;
  const fallback = change.Name ?? (id !== undefined ? String(id) : '?');
  // The permissions editor's words for a catalogue permission; the record's own name for another.
  const known = (id !== undefined ? findPermission(id) : undefined) ?? permissionCatalogue.find((p) => p.name === change.Name);
  const name = known ? t(permissionLabelKey(known.name), { defaultValue: fallback }) : fallback;
  const resource = !change.ResourceId ? t('timeline.resourceAll') : t('timeline.resourceUser', { id: change.ResourceId });
  return t('timeline.permission', { name, resource });
}

const salesStatus = (value: unknown, t: Translate) =>
  textOf(value) ? t(`timeline.salesStatuses.${String(value)}`, { defaultValue: String(value) }) : null;

const DOCUMENT_ACTIONS: Record<string, string> = {
  'document.uploaded': 'documentUploaded',
  'document.deleted': 'documentDeleted',
  'document.verified': 'documentVerified',
  'document.rejected': 'documentRejected',
  'document.comment_edited': 'documentCommentEdited',
  'document.downloaded': 'documentDownloaded',
};

/** Document actions whose `Comment` is the employee's note to the client. */
const REVIEW_ACTIONS: ReadonlySet<string> = new Set(['document.verified', 'document.rejected', 'document.comment_edited']);

const SIMPLE_ACTIONS: Record<string, string> = {
  'user.deleted': 'deleted',
  'user.blocked': 'blocked',
  'user.unblocked': 'unblocked',
  'user.archived': 'archived',
  'user.unarchived': 'unarchived',
  'user.promoted': 'promoted',
  'user.avatar_set': 'avatarSet',
  'user.credentials_sent': 'credentialsSent',
  'autologin.used': 'autologinUsed',
};

/**
 * A timeline record in words of the interface language, the verb phrase after the actor's name: "changed First
 * name, Phone", "blocked the user", "granted View users (All); revoked Delete users (user 12)", "signed in as this
 * client", "verified a document (passport.pdf)", "set the sales status to Interested (was New)", "assigned the
 * user to the group Sales". An action it does not know is "made a change (<action>)".
 */
export function describeRecord(record: AuditRecord, ctx: DescribeContext): Description {
  const { t } = ctx;
  const action = record.Action;
  const say = (key: string, values?: Record<string, unknown>) => t(`timeline.actions.${key}`, values);
  const simple = SIMPLE_ACTIONS[action];
  if (simple) return { action: say(simple, { action }) };

  switch (action) {
    case 'user.created':
      return { action: say(actorOf(record) === record.TargetId && record.ActorId === null ? 'signedUp' : 'created') };
    case 'user.updated': {
      const fields = Array.isArray(detail(record, 'Fields')) ? (detail(record, 'Fields') as unknown[]).map(String) : [];
      if (fields.length === 0) return { action: say('updatedNone') };
      return { action: say('updated', { fields: fields.map((f) => t(`fields.${f}`, { defaultValue: f })).join(', ') }) };
    }
    case 'user.assigned': {
      const details = record.Details ?? {};
      const refs = referencesOf(record);
      if ('AccountManagerId' in details) {
        return refs.managerId !== undefined
          ? { action: say('assignedManager', { manager: ctx.name(refs.managerId) }) }
          : { action: say('unassignedManager') };
      }
      if (refs.groupId === undefined) return { action: say('unassignedGroup') };
      return { action: say('assignedGroup', { group: groupText(refs.groupId, record, ctx) }) };
    }
    case 'user.sales_status_changed': {
      const to = salesStatus(detail(record, 'To'), t) ?? '?';
      const from = salesStatus(detail(record, 'From'), t);
      return { action: from ? say('salesStatusFrom', { to, from }) : say('salesStatus', { to }) };
    }
    case 'autologin.created': {
      const until = textOf(detail(record, 'ExpiresAt'));
      const valid = until !== null && !Number.isNaN(Date.parse(until));
      return { action: say('autologinCreated', { until: valid ? formatDateTime(until, ctx.language, { timeZone: ctx.timeZone }) : '?' }) };
    }
    case 'permissions.modified': {
      const parts = (['Granted', 'Revoked', 'Suspended', 'Resumed'] as const)
        .map((kind) => [kind, listOf(detail(record, kind))] as const)
        .filter(([, list]) => list.length > 0)
        .map(([kind, list]) => say(kind.toLowerCase(), { list: list.map((p) => permissionText(p, t)).join(', ') }));
      return { action: parts.length ? parts.join('; ') : say('permissions') };
    }
  }

  if (action.startsWith('document.')) {
    const id = referencesOf(record).documentId;
    const known = id === undefined ? undefined : ctx.documentName?.(id);
    const file = known ?? textOf(detail(record, 'FileName')) ?? (id === undefined ? '?' : t('timeline.documentNumber', { id }));
    // A review's comment (a rejection's reason) is shown under the entry.
    const note = REVIEW_ACTIONS.has(action) ? textOf(detail(record, 'Comment')) : null;
    return { action: say(DOCUMENT_ACTIONS[action] ?? 'documentOther', { file }), text: note };
  }
  if (action.startsWith('employee_group.')) {
    const refs = referencesOf(record);
    const group = refs.groupId !== undefined ? groupText(refs.groupId, record, ctx) : (textOf(detail(record, 'Name')) ?? '?');
    return { action: say(action === 'employee_group.created' ? 'groupCreated' : 'groupUpdated', { group }) };
  }
  return { action: say('other', { action }) };
}

function groupText(groupId: number, record: AuditRecord, ctx: DescribeContext): string {
  // The name the record carries is the group's name at the time (a rename's new name).
  return textOf(detail(record, 'Name')) ?? ctx.groupName?.(groupId) ?? ctx.t('timeline.groupNumber', { id: groupId });
}
