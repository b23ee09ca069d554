import type { Database } from '../db/database';

/** What an audit record is about. */
export type AuditAction =
  | 'login.success'
  | 'login.failure'
  | 'login.lockout'
  | 'token.refresh_reuse'
  | 'token.revoked'
  | 'session.revoked_all'
  | 'autologin.created'
  | 'autologin.used'
  | 'permissions.modified'
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'user.blocked'
  | 'user.unblocked'
  | 'user.archived'
  | 'user.unarchived'
  | 'user.promoted'
  | 'user.assigned'
  | 'user.commented'
  | 'user.avatar_set'
  | 'user.credentials_sent'
  | 'user.sales_status_changed'
  | 'users.imported'
  | 'users.exported'
  | 'user.confirmation_sent'
  | 'user.email_confirmed'
  | 'user.phone_code_sent'
  | 'user.phone_confirmed'
  | 'user.password_reset_requested'
  | 'user.password_reset'
  | 'document.uploaded'
  | 'document.deleted'
  | 'document.verified'
  | 'document.rejected'
  | 'document.comment_edited'
  | 'document.downloaded'
  | 'employee_group.created'
  | 'employee_group.updated'
  | 'access.denied'
  | 'withdrawal.requested'
  | 'withdrawal.status_set';

/** Whether the audited attempt succeeded. */
export type AuditOutcome = 'success' | 'failure' | 'denied';

/**
 * A delegated session's parties ("Log in as client"): the employee who acts (`actorId`, the access token's `act`)
 * on behalf of the signed-in user (`subjectId`, its `sub`).
 */
export interface Delegation {
  actorId: number;
  subjectId: number;
}

/** One record to write: who did what to whom, from where. */
export interface AuditEntry {
  action: AuditAction;
  outcome?: AuditOutcome;
  /** The signed-in user who acted (null for anonymous attempts such as a failed login). */
  actorId?: number | null;
  /**
   * Set when the request was made in a delegated session: the record then names the acting employee as its actor
   * and the signed-in user in `Details.OnBehalfOf`, whatever `actorId` says.
   */
  delegation?: Delegation | null;
  /** The user acted upon. */
  targetId?: number | null;
  /** The client's address and user agent. */
  ip?: string | null;
  userAgent?: string | null;
  /** Anything else worth keeping (never a password or a token). */
  details?: Record<string, unknown> | null;
}

/** A stored audit record, as `GET …/Audit` answers it. */
export interface AuditRecord {
  Id: number;
  At: string;
  Action: AuditAction;
  Outcome: AuditOutcome;
  ActorId: number | null;
  TargetId: number | null;
  Ip: string | null;
  UserAgent: string | null;
  Details: Record<string, unknown> | null;
}

/** Filters of {@link AuditLog.list}. */
export interface AuditQuery {
  targetId?: number;
  actorId?: number;
  action?: AuditAction;
  /** Newest first; at most 500. */
  limit?: number;
  /** Records with an id below this one (paging backwards). */
  beforeId?: number;
}

/** The delegated sessions of the requests being served (set when a request is authenticated). */
const delegations = new WeakMap<object, Delegation>();

/** Marks `req` as made in a delegated session, so that every audit record of it names the acting employee. */
export function markDelegated(req: object, delegation: Delegation): void {
  delegations.set(req, delegation);
}

/** Where a request came from, for an audit record: address, user agent and, in a delegated session, its parties. */
export function requestOrigin(req: { ip?: string; headers: Record<string, string | string[] | undefined> }): {
  ip: string | null;
  userAgent: string | null;
  delegation?: Delegation;
} {
  const ua = req.headers['user-agent'];
  const delegation = delegations.get(req);
  return {
    ip: req.ip ?? null,
    userAgent: (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 300) ?? null,
    ...(delegation ? { delegation } : {}),
  };
}

/** The actor and details a record is stored with: in a delegated session the employee, the user in `OnBehalfOf`. */
function partiesOf(entry: AuditEntry): { actorId: number | null; details: Record<string, unknown> | null } {
  const d = entry.delegation;
  if (!d) return { actorId: entry.actorId ?? null, details: entry.details ?? null };
  return { actorId: d.actorId, details: { ...entry.details, OnBehalfOf: d.subjectId } };
}

/**
 * Writes to the audit trail what a signed-in user (`actor`) did to `targetId` through request `req`; in a delegated
 * session (`actor.actor`, the acting employee) the record names the employee, on behalf of the user.
 */
export type RequestRecorder = (
  req: Parameters<typeof requestOrigin>[0],
  actor: { user: { Id: number }; actor?: { Id: number } | null },
  action: AuditAction,
  targetId: number | null,
  details?: Record<string, unknown> | null,
) => Promise<void>;

/**
 * The {@link RequestRecorder} of the routes, writing to `audit`: a successful action, with who acted on whom and where
 * the request came from.
 */
export function requestRecorder(audit: Pick<AuditLog, 'record'>): RequestRecorder {
  return (req, actor, action, targetId, details = null) =>
    audit.record({ action, actorId: actor.user.Id, targetId, ...requestOrigin(req), delegation: delegationOf(actor), details });
}

/** The delegation of a principal: its acting employee on behalf of its user, or null for the user's own session. */
export function delegationOf(principal: { user: { Id: number }; actor?: { Id: number } | null }): Delegation | null {
  return principal.actor ? { actorId: principal.actor.Id, subjectId: principal.user.Id } : null;
}

/**
 * The audit trail, in the database (`audit_log`): every sign-in, lockout, token revocation, auto-login,
 * permission change and employee action on a user. A record made in a delegated session names the acting employee
 * as `ActorId` and the signed-in user as `Details.OnBehalfOf` (see {@link AuditEntry.delegation}). Writing never fails the audited action: an error is
 * reported to `onError` and the action goes on.
 */
export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
    private readonly onError: (e: unknown) => void = (e) => console.error('audit: could not write a record', e),
  ) {}

  /** Writes one record (awaited, so that a test reading right after sees it). */
  async record(entry: AuditEntry): Promise<void> {
    const { actorId, details } = partiesOf(entry);
    try {
      await this.db.pg.query(
        'INSERT INTO audit_log (at, action, outcome, actor_id, target_id, ip, user_agent, details) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          new Date(this.now()).toISOString(),
          entry.action,
          entry.outcome ?? 'success',
          actorId,
          entry.targetId ?? null,
          entry.ip ?? null,
          entry.userAgent ?? null,
          details ? JSON.stringify(details) : null,
        ],
      );
    } catch (e) {
      this.onError(e);
    }
  }

  /** Records, newest first. */
  async list(q: AuditQuery = {}): Promise<AuditRecord[]> {
    const where: string[] = [];
    const args: unknown[] = [];
    const add = (sql: string, v: unknown) => {
      args.push(v);
      where.push(sql.replace('?', `$${args.length}`));
    };
    if (q.targetId !== undefined) add('target_id = ?', q.targetId);
    if (q.actorId !== undefined) add('actor_id = ?', q.actorId);
    if (q.action !== undefined) add('action = ?', q.action);
    if (q.beforeId !== undefined) add('id < ?', q.beforeId);
    args.push(Math.min(Math.max(q.limit ?? 100, 1), 500));
    const r = await this.db.pg.query<{
      id: number;
      at: Date;
      action: AuditAction;
      outcome: AuditOutcome;
      actor_id: number | null;
      target_id: number | null;
      ip: string | null;
      user_agent: string | null;
      details: Record<string, unknown> | null;
    }>(`SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${args.length}`, args);
    return r.rows.map((row) => ({
      Id: Number(row.id),
      At: new Date(row.at).toISOString(),
      Action: row.action,
      Outcome: row.outcome,
      ActorId: row.actor_id === null ? null : Number(row.actor_id),
      TargetId: row.target_id === null ? null : Number(row.target_id),
      Ip: row.ip,
      UserAgent: row.user_agent,
      Details: row.details,
    }));
  }
}
