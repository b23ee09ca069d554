/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { LoginThrottle, RateWindow } from '../auth/token-endpoint';
import type { AuditAction, AuditRecord } from '../domain/audit';
import { accessToken, api, CLIENT, passwordLogin, USERS } from './support';
import { claimsOf, median, postForm, readAudit, refreshWith, revoke, runWithSources, sleep } from './support-sessions';

const BACKOFFICE = { client_id: 'brokerfront-backoffice', client_secret: 'brokerfront-backoffice-secret', scope: CLIENT.scope };

/**
 * Unit checks of TokenService with a fake clock and a Database in a temporary directory. TokenService imports `jose`
 * (ESM only, which Jest cannot load), so the scenario runs in a child Node process and prints what it observed.
 */
const TOKEN_SERVICE_SCENARIO = String.raw`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
const src = (p) => import(join(process.cwd(), 'apps/reference-backend/src', p));
const { TokenService } = await src('auth/tokens.ts');
const { Database } = await src('db/database.ts');
const dir = mkdtempSync(join(tmpdir(), 'tokens-unit-'));
const db = await Database.open(dir);
const out = {};
try {
  const inserted = await db.pg.query(
    "INSERT INTO users (first_name, last_name, email, user_type, created_at, updated_at) " +
      "VALUES ('Unit', 'Test', 'unit@example.com', 1, now(), now()) RETURNING id",
  );
  const user = { Id: Number(inserted.rows[0].id), Email: 'unit@example.com', FullName: 'Unit Test', UserType: 1 };
  out.userId = user.Id;
  const T0 = Date.parse('2030-01-01T00:00:00Z');
  let clock = T0;
  const settings = {
    accessTokenSeconds: 60, refreshTokenSeconds: 100, autoLoginSeconds: 60,
    session: { refreshGraceSeconds: 10, absoluteSeconds: 150, idleSeconds: 80 },
    jwtIssuer: 'unit-issuer', jwtAudience: 'unit-audience',
  };
  const make = (extra = {}) => TokenService.create(db, { ...settings, ...extra }, () => clock);
  const row = async (token) => (await db.pg.query(
    'SELECT expires_at, successor_enc, revoked_reason FROM refresh_tokens WHERE token_hash = $1',
    [createHash('sha256').update(token).digest('hex')],
  )).rows[0];
  const ms = (d) => new Date(d).getTime();

  const t = await make();
  const jwt = await t.accessToken(user);
  out.claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
  out.ownAccepted = await t.verifyAccess(jwt);
  out.otherAudienceAcceptsOurs = await (await make({ jwtAudience: 'someone-else' })).verifyAccess(jwt);
  out.oursAcceptsOtherAudience = await t.verifyAccess(await (await make({ jwtAudience: 'someone-else' })).accessToken(user));
  out.oursAcceptsOtherIssuer = await t.verifyAccess(await (await make({ jwtIssuer: 'another-issuer' })).accessToken(user));

  // Absolute lifetime: expiry = min(now + 100 s, start + 150 s); refused at start + 150 s however active.
  const r1 = (await t.issue(user, 'c')).refresh_token;
  out.firstExpiry = ms((await row(r1)).expires_at) - T0;
  clock = T0 + 70000;
  const r2 = await t.rotate(r1, 'c');
  out.secondExpiry = ms((await row(r2.next)).expires_at) - T0;
  clock = T0 + 145000;
  const r3 = await t.rotate(r2.next, 'c');
  out.activeBeforeEnd = 'next' in r3;
  clock = T0 + 150000;
  out.atAbsoluteEnd = await t.rotate(r3.next, 'c');

  // Idle limit: 80 s after the previous rotation is still fine, a millisecond more is not.
  clock = T0;
  const i1 = (await t.issue(user, 'c')).refresh_token;
  const i2 = (await t.issue(user, 'c')).refresh_token;
  clock = T0 + 80000;
  out.idleAtLimit = 'next' in (await t.rotate(i1, 'c'));
  clock = T0 + 80001;
  out.idlePastLimit = await t.rotate(i2, 'c');
  out.idleReason = (await row(i2)).revoked_reason;

  // Grace window (10 s): the same successor, encrypted at rest; another client is refused; after it, a replay.
  clock = T0;
  const g1 = (await t.issue(user, 'c')).refresh_token;
  const g2 = await t.rotate(g1, 'c');
  const sealed = (await row(g1)).successor_enc;
  out.sealedIsString = typeof sealed === 'string';
  out.sealedHoldsPlaintext = sealed.includes(g2.next);
  clock = T0 + 10000;
  const again = await t.rotate(g1, 'c');
  out.graceSame = again.next === g2.next && again.repeated === true;
  out.graceOtherClient = await t.rotate(g1, 'other-client');
  clock = T0 + 10001;
  out.afterGrace = await t.rotate(g1, 'c');
  out.successorAfterReplay = await t.rotate(g2.next, 'c');
  out.successorReason = (await row(g2.next)).revoked_reason;

  // Once the successor is used, the predecessor's copy is gone and the predecessor is a replay.
  clock = T0;
  const s1 = (await t.issue(user, 'c')).refresh_token;
  const s2 = await t.rotate(s1, 'c');
  const s3 = await t.rotate(s2.next, 'c');
  out.copyForgotten = (await row(s1)).successor_enc === null;
  out.replayWithinGrace = await t.rotate(s1, 'c');
  out.newestAfterReplay = await t.rotate(s3.next, 'c');

  // revokeUser with a reason.
  const u1 = (await t.issue(user, 'c')).refresh_token;
  out.revokedCount = await t.revokeUser(user.Id, 'credentials_reset');
  out.revokedReason = (await row(u1)).revoked_reason;
  out.afterRevokeUser = await t.rotate(u1, 'c');
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
`;

describe('TokenService (unit, fake clock, child process)', () => {
  let out: Record<string, unknown>;
  beforeAll(async () => {
    out = (await runWithSources(TOKEN_SERVICE_SCENARIO)) as Record<string, unknown>;
  }, 120000);
  const refused = { error: 'invalid_grant' };

  it('signs iss and aud and refuses a token made for another audience or by another issuer', () => {
    expect(out['claims']).toMatchObject({ iss: 'unit-issuer', aud: 'unit-audience', sub: String(out['userId']) });
    expect(out['ownAccepted']).toMatchObject({ userId: out['userId'] });
    expect(out['otherAudienceAcceptsOurs']).toBeNull();
    expect(out['oursAcceptsOtherAudience']).toBeNull();
    expect(out['oursAcceptsOtherIssuer']).toBeNull();
  });

  it('never lets a refresh token outlive the absolute session lifetime, then ends the session', () => {
    expect(out['firstExpiry']).toBe(100_000);
    expect(out['secondExpiry']).toBe(150_000);
    expect(out['activeBeforeEnd']).toBe(true);
    expect(out['atAbsoluteEnd']).toMatchObject({ ...refused, reason: expect.stringMatching(/absolute/) });
  });

  it('refuses a refresh more than idleSeconds after the previous rotation', () => {
    expect(out['idleAtLimit']).toBe(true);
    expect(out['idlePastLimit']).toMatchObject({ ...refused, reason: expect.stringMatching(/idle/) });
    expect(out['idleReason']).toBe('idle_timeout');
  });

  it('answers the same successor within the grace window (stored encrypted) and revokes the family after it', () => {
    expect(out['sealedIsString']).toBe(true);
    expect(out['sealedHoldsPlaintext']).toBe(false);
    expect(out['graceSame']).toBe(true);
    expect(out['graceOtherClient']).toMatchObject(refused);
    expect(out['afterGrace']).toMatchObject({ ...refused, reuse: { userId: out['userId'] } });
    expect(out['successorAfterReplay']).toMatchObject(refused);
    expect(out['successorReason']).toBe('reuse_detected');
  });

  it('treats a token whose successor was used as a replay, even within the grace window', () => {
    expect(out['copyForgotten']).toBe(true);
    expect(out['replayWithinGrace']).toMatchObject({ ...refused, reuse: { userId: out['userId'] } });
    expect(out['newestAfterReplay']).toMatchObject(refused);
  });

  it('revokes every family of a user with the reason given', () => {
    expect(out['revokedCount']).toBeGreaterThanOrEqual(1);
    expect(out['revokedReason']).toBe('credentials_reset');
    expect(out['afterRevokeUser']).toMatchObject(refused);
  });
});

describe('LoginThrottle and RateWindow (unit, injected IPs and clock)', () => {
  it('locks one IP out of an account after the threshold, but not the owner from another IP, and for a while only', () => {
    let clock = 0;
    const t = new LoginThrottle({ threshold: 3, lockoutSeconds: 60, now: () => clock });
    expect(t.fail(7, '203.0.113.9')).toEqual({ failures: 1, lockedUntil: null });
    t.fail(7, '203.0.113.9');
    expect(t.fail(7, '203.0.113.9')).toEqual({ failures: 3, lockedUntil: 60_000 });
    expect(t.lockedUntil(7, '203.0.113.9')).toBe(60_000);
    expect(t.lockedUntil(7, '198.51.100.1')).toBeNull();
    expect(t.lockedUntil(8, '203.0.113.9')).toBeNull();
    clock = 60_000;
    expect(t.lockedUntil(7, '203.0.113.9')).toBeNull();
    expect(t.fail(7, '203.0.113.9').failures).toBe(1);
  });

  it('forgets failures after a success from that IP, after the window, or when the account is cleared', () => {
    let clock = 0;
    const t = new LoginThrottle({ threshold: 3, lockoutSeconds: 60, now: () => clock });
    t.fail(1, 'a');
    t.fail(1, 'a');
    t.succeed(1, 'a');
    expect(t.fail(1, 'a').failures).toBe(1);
    clock = 60_001;
    expect(t.fail(1, 'a').failures).toBe(1);
    t.fail(1, 'a');
    t.fail(1, 'a');
    expect(t.lockedUntil(1, 'a')).not.toBeNull();
    t.clearAccount(1);
    expect(t.lockedUntil(1, 'a')).toBeNull();
  });

  it('keeps its memory bounded', () => {
    const t = new LoginThrottle({ threshold: 1, lockoutSeconds: 60, maxEntries: 10, now: () => 0 });
    for (let i = 0; i < 50; i++) t.fail(i, 'x');
    expect(t.lockedUntil(0, 'x')).toBeNull();
    expect(t.lockedUntil(49, 'x')).not.toBeNull();
  });

  it('counts hits per key in a fixed window', () => {
    let clock = 0;
    const w = new RateWindow(2, 60_000, () => clock);
    expect(w.hit('a')).toBe(0);
    expect(w.hit('a')).toBe(0);
    expect(w.hit('b')).toBe(0);
    clock = 15_000;
    expect(w.hit('a')).toBe(45);
    clock = 60_000;
    expect(w.hit('a')).toBe(0);
  });
});

describe('sessions over HTTP', () => {
  let be: RunningBackend;
  let url: string;
  let staff: string;
  let seq = 0;
  /** Audit records the tests expect, checked at the end (the trail is read from the database once the server stopped). */
  const expected: Array<{ what: string; action: AuditAction; match: (r: AuditRecord) => boolean; count?: number }> = [];

  beforeAll(async () => {
    be = await startBackend({
      env: {
        REFRESH_GRACE_SECONDS: '2',
        LOCKOUT_THRESHOLD: '8',
        LIMIT_TOKEN_PER_IP_PER_MINUTE: '10000',
        LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '10000',
        JWT_ISSUER: 'sessions-spec-issuer',
        JWT_AUDIENCE: 'sessions-spec-audience',
      },
    });
    url = be.url;
    staff = await accessToken(url, 'employee@example.com', 'Employee1');
  }, 180000);
  afterAll(() => be?.stop());

  const newClient = async (password = 'Secret1') => {
    const email = `session-user-${++seq}@example.com`;
    const r = await api<{ Id: number }>(url, staff, 'POST', `${USERS}/CreateIndividual`, {
      FirstName: 'Session',
      LastName: 'User',
      Email: email,
      Password: password,
    });
    expect(r.status).toBe(201);
    return { id: r.body.Data.Id, email, password };
  };
  const login = async (email = 'client@example.com', password = 'Client1', extra: Record<string, string> = {}) => {
    const r = await passwordLogin(url, email, password, extra);
    expect(r.status).toBe(200);
    return r.body as { access_token: string; refresh_token: string };
  };

  it('issues iss and aud from the configuration and still accepts the token on the API', async () => {
    const { access_token } = await login();
    expect(claimsOf(access_token)).toMatchObject({ iss: 'sessions-spec-issuer', aud: 'sessions-spec-audience' });
    expect((await api(url, access_token, 'GET', `${USERS}/GetCurrentUser`)).status).toBe(200);
  });

  it('does not read an access token from the query string of a REST call', async () => {
    const { access_token } = await login();
    const r = await api(url, null, 'GET', `${USERS}/GetCurrentUser?access_token=${encodeURIComponent(access_token)}`);
    expect(r.status).toBe(401);
  });

  it('answers the same successor twice within the grace window; after it, reuse revokes the family, successor included', async () => {
    const u = await newClient();
    const r1 = (await login(u.email, u.password)).refresh_token;
    const a = await refreshWith(url, r1);
    expect(a.status).toBe(200);
    const again = await refreshWith(url, r1);
    expect(again.status).toBe(200);
    expect(again.body['refresh_token']).toBe(a.body['refresh_token']);
    await sleep(2300);
    const late = await refreshWith(url, r1);
    expect(late.body['error']).toBe('invalid_grant');
    expect((await refreshWith(url, a.body['refresh_token'] as string)).body['error']).toBe('invalid_grant');
    expected.push({
      what: 'one refresh reuse, denied, from 127.0.0.1',
      action: 'token.refresh_reuse',
      match: (r) => r.TargetId === u.id && r.Outcome === 'denied' && r.Ip === '127.0.0.1',
      count: 1,
    });
  });

  it('gives two refreshes of the same token in flight the same successor', async () => {
    const r1 = (await login()).refresh_token;
    const [a, b] = await Promise.all([refreshWith(url, r1), refreshWith(url, r1)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body['refresh_token']).toBe(b.body['refresh_token']);
    expect((await refreshWith(url, a.body['refresh_token'] as string)).status).toBe(200);
  });

  it('treats a token whose successor was already used as a replay, even within the grace window', async () => {
    const u = await newClient();
    const r1 = (await login(u.email, u.password)).refresh_token;
    const r2 = (await refreshWith(url, r1)).body['refresh_token'] as string;
    const r3 = (await refreshWith(url, r2)).body['refresh_token'] as string;
    expect((await refreshWith(url, r1)).body['error']).toBe('invalid_grant');
    expect((await refreshWith(url, r3)).body['error']).toBe('invalid_grant');
    expected.push({ what: 'one refresh reuse (replay)', action: 'token.refresh_reuse', match: (r) => r.TargetId === u.id, count: 1 });
  });

  it('binds a refresh token to its client', async () => {
    const r1 = (await login('employee@example.com', 'Employee1')).refresh_token;
    const other = await refreshWith(url, r1, BACKOFFICE);
    expect(other.status).toBe(400);
    expect(other.body['error']).toBe('invalid_grant');
    expect((await refreshWith(url, r1)).status).toBe(200);
  });

  it('revokes a session at the revocation endpoint (RFC 7009) and answers {} for an unknown token, 401 for a wrong client', async () => {
    const u = await newClient();
    const r1 = (await login(u.email, u.password)).refresh_token;
    const r2 = (await refreshWith(url, r1)).body['refresh_token'] as string;
    const done = await revoke(url, r1);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({});
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect((await refreshWith(url, r2)).body['error']).toBe('invalid_grant');
    const unknown = await revoke(url, 'never-issued');
    expect([unknown.status, unknown.body]).toEqual([200, {}]);
    const wrong = await revoke(url, r2, { ...CLIENT, client_secret: 'nope' });
    expect([wrong.status, wrong.body['error']]).toEqual([401, 'invalid_client']);
    const missing = await postForm(url, '/identity/connect/revocation', {
      client_id: CLIENT.client_id,
      client_secret: CLIENT.client_secret,
    });
    expect([missing.status, missing.body['error']]).toEqual([400, 'invalid_request']);
    expected.push({
      what: 'the revocation (signed_out, web client)',
      action: 'token.revoked',
      match: (r) =>
        r.TargetId === u.id &&
        r.Outcome === 'success' &&
        r.Details?.['reason'] === 'signed_out' &&
        r.Details?.['client_id'] === CLIENT.client_id,
      count: 1,
    });
    expected.push({
      what: 'the unknown token',
      action: 'token.revoked',
      match: (r) => r.TargetId === null && r.Details?.['known'] === false,
    });
  });

  it('allows the revocation endpoint from a site origin (CORS) like the token endpoint', async () => {
    const res = await fetch(`${url}/identity/connect/revocation`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    const r1 = (await login()).refresh_token;
    const post = await postForm(url, '/identity/connect/revocation', { ...CLIENT, token: r1 }, { origin: 'http://localhost:4200' });
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
  });

  it('audits sign-in successes and failures with address and user agent, and lockouts', async () => {
    const u = await newClient();
    await login(u.email, u.password);
    await passwordLogin(url, u.email, 'Wrong1');
    expected.push({
      what: 'the sign-in, with address and user agent',
      action: 'login.success',
      match: (r) => r.TargetId === u.id && r.Ip === '127.0.0.1' && !!r.UserAgent && r.Details?.['grant'] === 'password',
      count: 1,
    });
    expected.push({
      what: 'the wrong password, with the e-mail as typed and the code',
      action: 'login.failure',
      match: (r) =>
        r.TargetId === u.id && r.Outcome === 'failure' && r.Details?.['email'] === u.email && r.Details?.['code'] === 'password_invalid',
    });
    await passwordLogin(url, 'nobody-at-all@example.com', 'Wrong1');
    expected.push({
      what: 'the unknown e-mail',
      action: 'login.failure',
      match: (r) => r.TargetId === null && r.Details?.['email'] === 'nobody-at-all@example.com' && r.Details?.['code'] === 'user_not_found',
      count: 1,
    });
    let last;
    for (let i = 0; i < 8; i++) last = await passwordLogin(url, u.email, 'Wrong1');
    expect(last?.body).toMatchObject({ error: 'locked_out', lockedUntil: expect.any(String) });
    expected.push({
      what: 'one lockout, from 127.0.0.1',
      action: 'login.lockout',
      match: (r) => r.TargetId === u.id && r.Outcome === 'denied' && r.Ip === '127.0.0.1',
      count: 1,
    });
    // The lock holds for this address even with the right password.
    expect((await passwordLogin(url, u.email, u.password)).body['error']).toBe('locked_out');
  });

  it('audits the use of an auto-login token', async () => {
    const u = await newClient();
    const made = await api<{ Token: string }>(url, staff, 'POST', `${USERS}/${u.id}/CreateAutoLogin`);
    const r = await postForm(url, '/identity/connect/token', {
      ...CLIENT,
      grant_type: 'auto_login_token',
      email: u.email,
      password: made.body.Data.Token,
    });
    expect(r.status).toBe(200);
    expected.push({ what: 'the auto-login', action: 'autologin.used', match: (r) => r.TargetId === u.id, count: 1 });
  });

  it('answers an unknown e-mail in about the time of a known e-mail with a wrong password', async () => {
    const u = await newClient();
    const unknown: number[] = [];
    const known: number[] = [];
    const time = async (email: string) => {
      const t0 = performance.now();
      await passwordLogin(url, email, 'Wrong1');
      return performance.now() - t0;
    };
    await time(u.email); // warm-up
    for (let i = 0; i < 7; i++) {
      unknown.push(await time(`nobody-${i}@example.com`));
      known.push(await time(u.email));
    }
    const a = median(unknown);
    const b = median(known);
    expect(Math.abs(a - b)).toBeLessThan(0.5 * Math.max(a, b));
  });

  it('hashes passwords outside the write lock: an Update during 20 failed logins answers before they end', async () => {
    const users = await Promise.all([newClient(), newClient(), newClient(), newClient()]);
    const target = users[0] as { id: number };
    const loginEnds: number[] = [];
    const logins = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        passwordLogin(url, (users[i % 4] as { email: string }).email, 'Wrong1').then((r) => {
          loginEnds.push(performance.now());
          return r;
        }),
      ),
    );
    // Let the logins reach the server first: with hashing inside the lock, the Update would queue behind all of them.
    await sleep(300);
    const update = api(url, staff, 'POST', `${USERS}/Update`, { Id: target.id, FirstName: 'Renamed' }).then((r) => ({
      r,
      at: performance.now(),
    }));
    const [{ r, at }, answers] = await Promise.all([update, logins]);
    expect(r.status).toBe(200);
    expect(answers.every((a) => a.body['error'] === 'password_invalid')).toBe(true);
    // It finishes before the logins do: with hashing inside the lock it would queue behind every one of them. (How many
    // logins end before it depends on the machine's load, so that is not asserted.)
    expect(at).toBeLessThan(Math.max(...loginEnds));
  });
  it('wrote the audit trail of all of the above (read from the database after the server stopped)', async () => {
    await be.stop();
    const records = await readAudit(be.dataDir);
    for (const e of expected) {
      const found = records.filter((r) => r.Action === e.action && e.match(r));
      if (e.count !== undefined) expect({ what: e.what, count: found.length }).toEqual({ what: e.what, count: e.count });
      else expect({ what: e.what, found: found.length > 0 }).toEqual({ what: e.what, found: true });
    }
  }, 60000);
});

describe('session lifetimes over HTTP (short absolute and idle limits)', () => {
  let be: RunningBackend;
  beforeAll(async () => {
    be = await startBackend({ env: { SESSION_ABSOLUTE_SECONDS: '6', SESSION_IDLE_SECONDS: '3', REFRESH_GRACE_SECONDS: '0' } });
  }, 180000);
  afterAll(() => be?.stop());

  /** Signs in; answers the refresh token and when the answer arrived (the session started before that). */
  const signIn = async () => {
    const r = await passwordLogin(be.url, 'client@example.com', 'Client1');
    expect(r.status).toBe(200);
    return { token: r.body['refresh_token'] as string, answered: Date.now() };
  };
  const until = (t: number) => sleep(Math.max(0, t - Date.now()));

  it('ends an active session at its absolute lifetime and an idle one at the idle limit', async () => {
    const absolute = (async () => {
      const { token: first, answered } = await signIn();
      let token = first;
      // Refreshed every 1.5 s (idle limit 3 s) up to 4.5 s: all fine; at 6.5 s the 6 s absolute lifetime is over.
      for (const at of [1500, 3000, 4500]) {
        await until(answered + at);
        const r = await refreshWith(be.url, token);
        expect({ at, status: r.status, body: r.status === 200 ? {} : r.body }).toEqual({ at, status: 200, body: {} });
        token = r.body['refresh_token'] as string;
      }
      await until(answered + 6500);
      return refreshWith(be.url, token);
    })();
    const idle = (async () => {
      const { token, answered } = await signIn();
      await until(answered + 3600);
      return refreshWith(be.url, token);
    })();
    const [a, i] = await Promise.all([absolute, idle]);
    expect(a.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/absolute/) });
    expect(i.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/idle/) });
  }, 30000);
});

describe('request limits of the token endpoint', () => {
  let be: RunningBackend;
  beforeAll(async () => {
    be = await startBackend({ env: { LIMIT_TOKEN_PER_IP_PER_MINUTE: '6', LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '2' } });
  }, 180000);
  afterAll(() => be?.stop());

  const form = (email: string) => ({ ...CLIENT, grant_type: 'password', email, password: 'Wrong1' });

  it('answers 429 with retry_after after too many password attempts on one account from one address, then per address', async () => {
    const path = '/identity/connect/token';
    expect((await postForm(be.url, path, form('client@example.com'))).status).toBe(400);
    expect((await postForm(be.url, path, form('client@example.com'))).status).toBe(400);
    const account = await postForm(be.url, path, form('client@example.com'));
    expect(account.status).toBe(429);
    expect(account.body).toMatchObject({
      error: 'too_many_requests',
      error_description: expect.any(String),
      retry_after: expect.any(Number),
    });
    expect(Number(account.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is still allowed from this address until the per-address limit (6 a minute).
    expect((await postForm(be.url, path, form('employee@example.com'))).status).toBe(400);
    expect((await postForm(be.url, path, form('employee@example.com'))).status).toBe(400);
    expect((await postForm(be.url, path, form('unconfirmed@example.com'))).status).toBe(400);
    const address = await postForm(be.url, path, form('unconfirmed@example.com'));
    expect(address.status).toBe(429);
    expect(address.body).toMatchObject({ error: 'too_many_requests', retry_after: expect.any(Number) });
    expect(Number(address.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
