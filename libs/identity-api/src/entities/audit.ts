/** Outcome of an audited action. */
export type AuditOutcome = 'success' | 'failure' | 'denied';

/**
 * One record of the audit trail (an extension of the reference backend, `GET users/{id}/Audit`): who did what to
 * whom, and when. `Details` depends on the action (never a password or a token).
 */
export interface AuditRecord {
  Id: number;
  /** ISO-8601 UTC. */
  At: string;
  /** e.g. `user.updated`, `user.blocked`, `permissions.modified`, `autologin.created`, `document.verified`. */
  Action: string;
  Outcome: AuditOutcome;
  ActorId: number | null;
  TargetId: number | null;
  Details: Record<string, unknown> | null;
}

/** Paging of an audit or comment list: newest first, `beforeId` answers older records. */
export interface HistoryPage {
  /** 1–500 (default 100). */
  limit?: number;
  /** Only records with a smaller id (the last id of the previous page). */
  beforeId?: number;
}
