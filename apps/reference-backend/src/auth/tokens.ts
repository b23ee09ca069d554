import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/database';
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
}

/** Lifetimes used by {@link TokenService}. */
export interface TokenLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  autoLoginSeconds: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const opaque = () => randomBytes(32).toString('base64url');

/**
 * Access tokens (HS256 JWTs), rotating refresh tokens grouped in families, and single-use auto-login tokens.
 * Refresh and auto-login tokens are stored only as SHA-256 hashes.
 */
export class TokenService {
  private readonly mutex = new Mutex();

  private constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
    private readonly lifetimes: TokenLifetimes,
    private readonly now: () => number,
  ) {}

  /** Loads the signing key from the database (creating it on first start, so tokens survive restarts). */
  static async create(db: Database, lifetimes: TokenLifetimes, now: () => number = Date.now): Promise<TokenService> {
    let secret = await db.getSetting('jwt_signing_key');
    if (!secret) {
      secret = randomBytes(32).toString('base64');
      await db.setSetting('jwt_signing_key', secret);
    }
    return new TokenService(db, new Uint8Array(Buffer.from(secret, 'base64')), lifetimes, now);
  }

  /** Signs an access token for `user`. */
  async accessToken(user: User): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({
      email: user.Email,
      name: user.FullName,
      user_type: user.UserType === UserType.Employee ? 'Employee' : 'Individual',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.Id))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.lifetimes.accessTokenSeconds)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** Verifies signature and expiry; null when the token is not valid now. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
        clockTolerance: 0,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.exp !== 'number') return null;
      return { userId, jti: String(payload.jti ?? ''), exp: payload.exp };
    } catch {
      return null;
    }
  }

  /** Issues an access token and the first refresh token of a new family. */
  async issue(user: User): Promise<TokenResponse> {
    const refresh = opaque();
    await this.storeRefresh(refresh, randomUUID(), user.Id);
    return this.response(user, refresh);
  }

  private async storeRefresh(token: string, family: string, userId: number): Promise<void> {
    const now = this.now();
    await this.db.pg.query(
      'INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [sha256(token), family, userId, new Date(now).toISOString(), new Date(now + this.lifetimes.refreshTokenSeconds * 1000).toISOString()],
    );
  }

  private async response(user: User, refresh: string): Promise<TokenResponse> {
    return {
      access_token: await this.accessToken(user),
      refresh_token: refresh,
      expires_in: this.lifetimes.accessTokenSeconds,
      token_type: 'Bearer',
    };
  }

  /**
   * Uses a refresh token: answers the owner's id and a new refresh token of the same family.
   * A token used before (or revoked) revokes its whole family; an unknown or expired one fails.
   */
  rotate(token: string): Promise<{ userId: number; next: string } | { error: 'invalid_grant'; reason: string }> {
    return this.mutex.run(async () => {
      const hash = sha256(token);
      const r = await this.db.pg.query<{
        family_id: string;
        user_id: number;
        expires_at: Date;
        used_at: Date | null;
        revoked_at: Date | null;
      }>('SELECT family_id, user_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1', [hash]);
      const row = r.rows[0];
      if (!row) return { error: 'invalid_grant' as const, reason: 'Unknown refresh token.' };
      if (row.used_at || row.revoked_at) {
        await this.db.pg.query('UPDATE refresh_tokens SET revoked_at = COALESCE(revoked_at, now()) WHERE family_id = $1', [row.family_id]);
        return { error: 'invalid_grant' as const, reason: 'Refresh token was already used; its session is revoked.' };
      }
      if (new Date(row.expires_at).getTime() <= this.now()) {
        return { error: 'invalid_grant' as const, reason: 'Refresh token expired.' };
      }
      const next = opaque();
      const now = this.now();
      await this.db.transaction(async (tx) => {
        await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [hash, new Date(now).toISOString()]);
        await tx.query('INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
          sha256(next),
          row.family_id,
          row.user_id,
          new Date(now).toISOString(),
          new Date(now + this.lifetimes.refreshTokenSeconds * 1000).toISOString(),
        ]);
      });
      return { userId: Number(row.user_id), next };
    });
  }

  /** Finishes a rotation: the token response for `user` with the already stored refresh token. */
  responseFor(user: User, refresh: string): Promise<TokenResponse> {
    return this.response(user, refresh);
  }

  /** Revokes every refresh token of a user (when blocked or archived). */
  async revokeUser(userId: number): Promise<void> {
    await this.db.pg.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
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

  /** Consumes an auto-login token: the user id once, then never again; null if unknown, used or expired. */
  consumeAutoLogin(token: string): Promise<number | null> {
    return this.mutex.run(async () => {
      const r = await this.db.pg.query<{ user_id: number }>(
        'UPDATE auto_login_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
        [sha256(token), new Date(this.now()).toISOString()],
      );
      return r.rows[0] ? Number(r.rows[0].user_id) : null;
    });
  }
}
