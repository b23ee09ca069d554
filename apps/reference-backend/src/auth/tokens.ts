import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SessionLimits } from '../config';
import type { Database, Sql } from '../db/database';
import { Mutex } from '../domain/mutex';
import { UserType, type User } from '../domain/types';

/** The token endpoint's success answer. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

/** Claims of a verified access token. */
export interface AccessClaims {
  userId: number;
  jti: string;
  exp: number;
  /** In a delegated session: the acting employee's id (the `act` claim's `sub`); null otherwise. */
  actorId: number | null;
  /** In a delegated session: its refresh-token family (the `sid` claim); null otherwise. */
  sessionId: string | null;
}

/** Lifetimes used by {@link TokenService}. */
export interface TokenLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  autoLoginSeconds: number;
}

/** Settings of {@link TokenService}: the lifetimes, the session rules and the access tokens' `iss` and `aud`. */
export interface TokenSettings extends TokenLifetimes {
  /** Absolute lifetime of a delegated session, in seconds (default 3600; never more than the session's own). */
  delegatedSessionSeconds?: number;
  /** Grace window, absolute lifetime and idle limit of sessions (defaults: 30 s, 30 days, 7 days). */
  session?: SessionLimits;
  /** `iss` of access tokens (default `brokerfront-reference-identity`). */
  jwtIssuer?: string;
  /** `aud` of access tokens (default `brokerfront`). */
  jwtAudience?: string;
}

/** Why a refresh was refused (`invalid_grant`); `reuse` when a used token came back outside its grace window. */
export interface RotateRefusal {
  error: 'invalid_grant';
  reason: string;
  /** Set when the refusal revoked the family because a used token was presented again (a replay). */
  reuse?: { userId: number; familyId: string };
}

/** A successful rotation: the owner and the family's newest refresh token; `repeated` when answered from the grace window. */
export interface RotateSuccess {
  userId: number;
  next: string;
  repeated: boolean;
  /** The session: its family and when it ends (ms since the epoch). */
  session: SessionRef;
  /** The employee acting on the owner's behalf in this session (a delegated session), or null. */
  actorId: number | null;
}

/** A session (refresh-token family) as its access tokens name it: its id and its absolute end (ms since the epoch). */
export interface SessionRef {
  id: string;
  endsAt: number;
}

/** The acting party of a delegated session: the employee who opened it ("Log in as client"). */
export interface Actor {
  Id: number;
  FullName: string;
}

/** Why a family was revoked (stored in `refresh_tokens.revoked_reason`). */
export type RevokeReason =
  | 'signed_out'
  | 'reuse_detected'
  | 'session_expired'
  | 'idle_timeout'
  | 'user_deactivated'
  | 'user_deleted'
  | 'credentials_reset'
  | 'delegation_ended'
  | (string & {});

const DEFAULT_SESSION: SessionLimits = { refreshGraceSeconds: 30, absoluteSeconds: 30 * 24 * 3600, idleSeconds: 7 * 24 * 3600 };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** The acting employee of a stored refresh token's session, or null. */
const actorOf = (row: RefreshRow) => (row.actor_id === null || row.actor_id === undefined ? null : Number(row.actor_id));
/** The acting employee's id of an `act` claim: null without one, undefined when it is malformed. */
function actorClaim(act: unknown): number | null | undefined {
  if (act === undefined) return null;
  const sub = typeof act === 'object' && act !== null ? Number((act as { sub?: unknown }).sub) : NaN;
  return Number.isInteger(sub) && sub > 0 ? sub : undefined;
}
const opaque = () => randomBytes(32).toString('base64url');
const iso = (ms: number) => new Date(ms).toISOString();
const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** A stored refresh token. */
interface RefreshRow {
  token_hash: string;
  family_id: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  client_id: string | null;
  session_started_at: Date | null;
  successor_hash: string | null;
  successor_enc: string | null;
  actor_id: number | null;
}

const ROW_COLUMNS = [
  'token_hash, family_id, user_id, created_at, expires_at, used_at, revoked_at',
  'client_id, session_started_at, successor_hash, successor_enc, actor_id',
].join(', ');

/**
 * Encrypts a successor refresh token for its predecessor's row (AES-256-GCM; the predecessor's hash is the
 * additional data, so a ciphertext cannot be moved to another row). Format: `iv.tag.ciphertext` in base64url.
 */
function sealSuccessor(key: Buffer, predecessorHash: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(predecessorHash, 'utf8'));
  const ct = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.');
}

/** Decrypts {@link sealSuccessor}'s output; null when it was tampered with or made with another key. */
function openSuccessor(key: Buffer, predecessorHash: string, sealed: string): string | null {
  try {
    const [iv, tag, ct] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !ct) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(predecessorHash, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Access tokens (HS256 JWTs with `iss` and `aud`), rotating refresh tokens grouped in families, and single-use
 * auto-login tokens. Refresh and auto-login tokens are stored only as SHA-256 hashes; a rotated token keeps its
 * successor encrypted for the grace window (see {@link TokenService.rotate}).
 *
 * A family is one sign-in: it carries the client it was issued to, the time the session started (for the absolute
 * lifetime) and ends when revoked, replayed, idle too long or too old.
 */
export class TokenService {
  private readonly mutex = new Mutex();
  private readonly session: SessionLimits;
  private readonly delegatedSeconds: number;
  private readonly issuer: string;
  private readonly audience: string;
  private readonly successorKey: Buffer;

  private constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
    private readonly lifetimes: TokenSettings,
    private readonly now: () => number,
  ) {
    this.session = lifetimes.session ?? DEFAULT_SESSION;
    this.delegatedSeconds = Math.min(lifetimes.delegatedSessionSeconds ?? 3600, this.session.absoluteSeconds);
    this.issuer = lifetimes.jwtIssuer ?? 'brokerfront-reference-identity';
    this.audience = lifetimes.jwtAudience ?? 'brokerfront';
    this.successorKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'brokerfront refresh-token successor v1', 32));
  }

  /** Loads the signing key from the database (creating it on first start, so tokens survive restarts). */
  static async create(db: Database, lifetimes: TokenSettings, now: () => number = Date.now): Promise<TokenService> {
    let secret = await db.getSetting('jwt_signing_key');
    if (!secret) {
      secret = randomBytes(32).toString('base64');
      await db.setSetting('jwt_signing_key', secret);
    }
    return new TokenService(db, new Uint8Array(Buffer.from(secret, 'base64')), lifetimes, now);
  }

  /**
   * Signs an access token for `user` (`sub`, `iss`, `aud`, `iat`, `exp`, `jti` and the contract's profile claims);
   * in a delegated session, `act` names the acting employee (RFC 8693: `{sub, name}`), `sid` the session, and the
   * token expires at the session's end at the latest.
   */
  async accessToken(user: User, actor: Actor | null = null, session: SessionRef | null = null): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    const delegated = actor && session;
    const exp = iat + this.lifetimes.accessTokenSeconds;
    return new SignJWT({
      email: user.Email,
      name: user.FullName,
      user_type: user.UserType === UserType.Employee ? 'Employee' : 'Individual',
      ...(delegated ? { act: { sub: String(actor.Id), name: actor.FullName }, sid: session.id } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.Id))
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt(iat)
      .setExpirationTime(delegated ? Math.min(exp, Math.floor(session.endsAt / 1000)) : exp)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** Verifies signature, expiry, issuer and audience; null when the token is not valid now. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.issuer,
        audience: this.audience,
        currentDate: new Date(this.now()),
        clockTolerance: 0,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.exp !== 'number') return null;
      const actorId = actorClaim(payload['act']);
      if (actorId === undefined) return null;
      const sessionId = typeof payload['sid'] === 'string' ? payload['sid'] : null;
      return { userId, jti: String(payload.jti ?? ''), exp: payload.exp, actorId, sessionId };
    } catch {
      return null;
    }
  }

  /**
   * Issues an access token and the first refresh token of a new family (a new session), bound to `clientId`; with
   * `actor`, a delegated session whose every token names the acting employee and which ends
   * `delegatedSessionSeconds` after it began.
   */
  async issue(user: User, clientId: string | null = null, actor: Actor | null = null): Promise<TokenResponse> {
    const refresh = opaque();
    const now = this.now();
    const family = randomUUID();
    const actorId = actor?.Id ?? null;
    await this.insertRefresh(this.db.pg, { token: refresh, family, userId: user.Id, clientId, startedAt: now, now, actorId });
    return this.response(user, refresh, actor, { id: family, endsAt: this.sessionEnd(now, actorId) });
  }

  /** When a session that began at `startedAt` ends: its absolute lifetime, shorter for a delegated session. */
  private sessionEnd(startedAt: number, actorId: number | null): number {
    return startedAt + (actorId === null ? this.session.absoluteSeconds : this.delegatedSeconds) * 1000;
  }

  /** The expiry of a family's new refresh token: its own lifetime, but never past the session's absolute end. */
  private refreshExpiry(now: number, startedAt: number, actorId: number | null): number {
    return Math.min(now + this.lifetimes.refreshTokenSeconds * 1000, this.sessionEnd(startedAt, actorId));
  }

  private async insertRefresh(
    sql: Sql,
    t: { token: string; family: string; userId: number; clientId: string | null; startedAt: number; now: number; actorId: number | null },
  ): Promise<void> {
    await sql.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at, client_id, session_started_at, actor_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        sha256(t.token),
        t.family,
        t.userId,
        iso(t.now),
        iso(this.refreshExpiry(t.now, t.startedAt, t.actorId)),
        t.clientId,
        iso(t.startedAt),
        t.actorId,
      ],
    );
  }

  private async response(user: User, refresh: string, actor: Actor | null, session: SessionRef): Promise<TokenResponse> {
    return {
      access_token: await this.accessToken(user, actor, session),
      refresh_token: refresh,
      expires_in: this.lifetimes.accessTokenSeconds,
      token_type: 'Bearer',
    };
  }

  private async row(hash: string): Promise<RefreshRow | undefined> {
    const r = await this.db.pg.query<RefreshRow>(`SELECT ${ROW_COLUMNS} FROM refresh_tokens WHERE token_hash = $1`, [hash]);
    return r.rows[0];
  }

  private async revokeFamily(familyId: string, reason: RevokeReason): Promise<void> {
    await this.db.pg.query(
      'UPDATE refresh_tokens SET revoked_at = $2, revoked_reason = $3, successor_enc = NULL WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId, iso(this.now()), reason],
    );
  }

  /**
   * The successor to answer again when `row` (already used) comes back within the grace window: only while its
   * successor is unused, unrevoked and unexpired. Null otherwise (a replay).
   */
  private async graceSuccessor(row: RefreshRow, now: number): Promise<string | null> {
    const usedAt = ms(row.used_at);
    if (usedAt === null || now - usedAt > this.session.refreshGraceSeconds * 1000) return null;
    if (!row.successor_hash || !row.successor_enc) return null;
    const successor = await this.row(row.successor_hash);
    if (!successor || successor.used_at || successor.revoked_at || (ms(successor.expires_at) ?? 0) <= now) return null;
    const plain = openSuccessor(this.successorKey, row.token_hash, row.successor_enc);
    return plain && sha256(plain) === row.successor_hash ? plain : null;
  }

  /**
   * Uses a refresh token presented by `clientId`: answers the owner's id and the family's next refresh token.
   *
   * - Unknown, revoked, expired or another client's token: `invalid_grant`.
   * - A token already used, presented again by its client within `refreshGraceSeconds` of its rotation while its
   *   successor is still unused: the same successor again (parallel or retried refreshes of a client).
   * - Otherwise a used token is a replay: the whole family is revoked (`reuse` is set on the refusal).
   * - A session older than `absoluteSeconds` (`delegatedSessionSeconds` for a delegated one), or not refreshed for
   *   `idleSeconds`, ends (family revoked).
   *
   * Rotations run one at a time, so two refreshes of the same token in flight both get the same successor.
   */
  rotate(token: string, clientId: string | null = null): Promise<RotateSuccess | RotateRefusal> {
    return this.mutex.run(async () => {
      const refuse = (reason: string): RotateRefusal => ({ error: 'invalid_grant', reason });
      const now = this.now();
      const row = await this.row(sha256(token));
      if (!row) return refuse('Unknown refresh token.');
      if (row.revoked_at) return refuse('Refresh token was revoked.');
      if (row.client_id && clientId !== null && row.client_id !== clientId) return refuse('Refresh token was issued to another client.');
      const startedAt = ms(row.session_started_at) ?? ms(row.created_at) ?? now;
      const session = { id: row.family_id, endsAt: this.sessionEnd(startedAt, actorOf(row)) };
      if (row.used_at) {
        const again = await this.graceSuccessor(row, now);
        if (again !== null) return { userId: Number(row.user_id), next: again, repeated: true, actorId: actorOf(row), session };
        await this.revokeFamily(row.family_id, 'reuse_detected');
        return {
          ...refuse('Refresh token was already used; its session is revoked.'),
          reuse: { userId: Number(row.user_id), familyId: row.family_id },
        };
      }
      if (now >= session.endsAt) {
        await this.revokeFamily(row.family_id, 'session_expired');
        return refuse('The session reached its absolute lifetime; sign in again.');
      }
      if ((ms(row.expires_at) ?? 0) <= now) return refuse('Refresh token expired.');
      if (now - (ms(row.created_at) ?? now) > this.session.idleSeconds * 1000) {
        await this.revokeFamily(row.family_id, 'idle_timeout');
        return refuse('The session was idle too long; sign in again.');
      }
      const next = opaque();
      const client = row.client_id ?? clientId;
      await this.db.transaction(async (tx) => {
        await tx.query('UPDATE refresh_tokens SET used_at = $2, successor_hash = $3, successor_enc = $4 WHERE token_hash = $1', [
          row.token_hash,
          iso(now),
          sha256(next),
          sealSuccessor(this.successorKey, row.token_hash, next),
        ]);
        // The predecessor's copy of this token is no longer needed: its grace window closes when this token is used.
        await tx.query('UPDATE refresh_tokens SET successor_enc = NULL WHERE successor_hash = $1', [row.token_hash]);
        await this.insertRefresh(tx, {
          token: next,
          family: row.family_id,
          userId: Number(row.user_id),
          clientId: client,
          startedAt,
          now,
          actorId: actorOf(row),
        });
      });
      return { userId: Number(row.user_id), next, repeated: false, actorId: actorOf(row), session };
    });
  }

  /** Finishes a rotation: the token response for `user` (and the acting employee, if any) with the already stored refresh token. */
  responseFor(user: User, refresh: string, session: SessionRef, actor: Actor | null = null): Promise<TokenResponse> {
    return this.response(user, refresh, actor, session);
  }

  /** Ends a session (revokes its refresh-token family), e.g. a delegated one whose employee may no longer act. */
  async endSession(familyId: string, reason: RevokeReason): Promise<void> {
    await this.mutex.run(() => this.revokeFamily(familyId, reason));
  }

  /** Whether a session (refresh-token family) still runs: it exists and none of its tokens was revoked. */
  async sessionLive(familyId: string): Promise<boolean> {
    const r = await this.db.pg.query<{ n: number; revoked: number }>(
      'SELECT count(*)::int AS n, count(revoked_at)::int AS revoked FROM refresh_tokens WHERE family_id = $1',
      [familyId],
    );
    const row = r.rows[0];
    return !!row && row.n > 0 && row.revoked === 0;
  }

  /**
   * Revokes the family of a refresh token (RFC 7009 revocation, sign-out). A token of another client, or an
   * unknown one, revokes nothing. Answers the owner when something was revoked.
   */
  revokeToken(token: string, clientId: string, reason: RevokeReason = 'signed_out'): Promise<{ userId: number } | null> {
    return this.mutex.run(async () => {
      const row = await this.row(sha256(token));
      if (!row || (row.client_id && row.client_id !== clientId)) return null;
      await this.revokeFamily(row.family_id, reason);
      return { userId: Number(row.user_id) };
    });
  }

  /**
   * Revokes every session (refresh-token family) of a user, and every delegated session the user opened as an
   * employee: on block, archive, delete, credential reset (the user is signed out everywhere). Answers the number of
   * tokens revoked. Access tokens already issued live until they expire (the request checks refuse a blocked or
   * archived user, and a delegated session that ended, at once).
   */
  async revokeUser(userId: number, reason: RevokeReason = 'revoked'): Promise<number> {
    const r = await this.db.pg.query(
      `UPDATE refresh_tokens SET revoked_at = $2, revoked_reason = $3, successor_enc = NULL
       WHERE (user_id = $1 OR actor_id = $1) AND revoked_at IS NULL`,
      [userId, iso(this.now()), reason],
    );
    return r.affectedRows ?? 0;
  }

  /** Creates a single-use auto-login token for `userId`. */
  async createAutoLogin(userId: number, by: number): Promise<{ token: string; expiresAt: string }> {
    const token = opaque();
    const now = this.now();
    const expiresAt = new Date(now + this.lifetimes.autoLoginSeconds * 1000).toISOString();
    await this.db.pg.query(
      'INSERT INTO auto_login_tokens (token_hash, user_id, created_at, created_by, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [sha256(token), userId, new Date(now).toISOString(), by, expiresAt],
    );
    return { token, expiresAt };
  }

  /**
   * Consumes an auto-login token: the user id and the employee who created it (`createdBy`, null for tokens made
   * without one) once, then never again; null if unknown, used or expired.
   */
  consumeAutoLogin(token: string): Promise<{ userId: number; createdBy: number | null } | null> {
    return this.mutex.run(async () => {
      const r = await this.db.pg.query<{ user_id: number; created_by: number | null }>(
        'UPDATE auto_login_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id, created_by',
        [sha256(token), new Date(this.now()).toISOString()],
      );
      const row = r.rows[0];
      return row ? { userId: Number(row.user_id), createdBy: row.created_by === null ? null : Number(row.created_by) } : null;
    });
  }
}
