/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import type { User } from '../domain/types';
import { RegistrationHooks, afterAnswer, newPasswordErrors, siteLink } from '../routes/registration';
import { CLIENT, USERS, accessToken, api, codes, passwordLogin, tokenRequest, type ApiAnswer } from './support';
import { outboxOf } from './support-outbox';

let be: RunningBackend;
beforeAll(async () => {
  be = await startBackend();
}, 180000);
afterAll(() => be?.stop());

const { mails, mailsAfterAnswer, lastToken } = outboxOf(() => be.dataDir);

const post = <T = unknown>(path: string, body: unknown, token: string | null = null): Promise<ApiAnswer<T>> =>
  api<T>(be.url, token, 'POST', `${USERS}/${path}`, body);

/** The errors of an answer as `Code@Data`. */
const errorsOf = (a: ApiAnswer) => a.body.Errors.map((e) => `${e.Code}@${String(e.Data)}`).sort();

let seq = 0;
/** A fresh live sign-up body (unique e-mail and phone). */
function person(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    FirstName: 'Ana',
    LastName: 'Novak',
    Email: `signup${seq}.${Date.now()}@example.com`,
    PhoneNumber: `+386 40 ${String(100000 + seq * 7919).slice(-6)}`,
    CountryCode: 'si',
    Password: 'Kestrel7',
    ...overrides,
  };
}

type Registered = { Id: number; Email: string; PhoneNumber: string | null };

/**
 * Registers (live, or demo without phone and country), confirms the e-mail through its link and signs in; answers
 * the user and its tokens. (Register allows 10 requests per hour per IP: this file makes 9 on `be`.)
 */
async function confirmedClient(kind: 'Register' | 'RegisterDemo' = 'Register') {
  const { PhoneNumber, CountryCode, ...short } = person();
  const body = kind === 'Register' ? { ...short, PhoneNumber, CountryCode } : short;
  const r = await post<Registered>(kind, body);
  expect(r.status).toBe(201);
  expect((await post('ConfirmEmail', { Token: lastToken('confirm-email', body.Email) })).status).toBe(200);
  const login = await passwordLogin(be.url, body.Email, body.Password);
  expect(login.status).toBe(200);
  return { body, user: r.body.Data, access: login.body['access_token'] as string, refresh: login.body['refresh_token'] as string };
}

/** The audit records of a user, read by the demo employee. */
async function auditOf(userId: number) {
  const staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
  const r = await api<Array<{ Action: string; ActorId: number | null; Details: Record<string, unknown> | null }>>(
    be.url,
    staff,
    'GET',
    `${USERS}/Audit?targetId=${userId}`,
  );
  expect(r.status).toBe(200);
  return r.body.Data;
}

describe('Register and ConfirmEmail', () => {
  it('creates an unconfirmed client, e-mails a single-use link, and lets them sign in once confirmed', async () => {
    const body = person();
    const r = await post<Registered & Record<string, unknown>>('Register', body);
    expect(r.status).toBe(201);
    expect(r.body.Data).toMatchObject({
      Email: body.Email,
      EmailConfirmed: false,
      IsFullyRegistered: false,
      UserType: 0,
      CountryCode: 'SI',
      PhoneNumber: `+${body.PhoneNumber.replace(/\D/g, '')}`,
      FullName: 'Ana Novak',
    });
    expect(Object.keys(r.body.Data)).not.toContain('PhoneNumberConfirmed');
    expect((await passwordLogin(be.url, body.Email, body.Password)).body['error']).toBe('email_not_confirmed');

    const [mail] = mails('confirm-email', body.Email);
    expect(mail).toMatchObject({ kind: 'confirm-email', to: body.Email, data: { userId: r.body.Data.Id } });
    expect(String(mail?.data['url'])).toMatch(/^http:\/\/localhost:4200\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);

    const token = lastToken('confirm-email', body.Email);
    const confirmed = await post('ConfirmEmail', { Token: token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Data).toEqual({ Email: body.Email });
    expect((await passwordLogin(be.url, body.Email, body.Password)).status).toBe(200);

    const again = await post('ConfirmEmail', { Token: token });
    expect(again.status).toBe(400);
    expect(codes(again)).toEqual(['email_already_confirmed']);

    const actions = (await auditOf(r.body.Data.Id)).map((a) => a.Action);
    expect(actions).toEqual(expect.arrayContaining(['user.created', 'user.email_confirmed']));
    const created = (await auditOf(r.body.Data.Id)).find((a) => a.Action === 'user.created');
    expect(created).toMatchObject({ ActorId: null, Details: { Route: 'Register', UserType: 0 } });
  });

  it('refuses a taken e-mail (any case) and phone, each error naming its field, and creates nothing', async () => {
    const first = person();
    expect((await post('Register', first)).status).toBe(201);
    const dup = await post('Register', person({ Email: first.Email.toUpperCase(), PhoneNumber: first.PhoneNumber }));
    expect(dup.status).toBe(400);
    expect(errorsOf(dup)).toEqual(['email_already_taken@Email', 'phone_already_in_use@PhoneNumber']);
    expect(mails('confirm-email', first.Email)).toHaveLength(1);
  });

  it('reports every broken rule at once; a missing or mistyped field is invalid_request naming it', async () => {
    const bad = await post('Register', {
      FirstName: '1Ana',
      LastName: ' ',
      Email: 'not-an-address',
      PhoneNumber: 'abc',
      CountryCode: 'ZZ',
      Password: 'ab\u0007',
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual(
      [
        'invalid_first_name@FirstName',
        'invalid_last_name@LastName',
        'email_invalid@Email',
        'invalid_phone_number@PhoneNumber',
        'invalid_country@CountryCode',
        'password_short@Password',
        'PasswordRequiresUpper@Password',
        'password_invalid@Password',
      ].sort(),
    );
    const missing = await post('Register', { FirstName: 'Ana', LastName: 'Novak', Email: 'x@example.com', Password: 7 });
    expect(missing.status).toBe(400);
    expect(codes(missing).every((c) => c === 'invalid_request')).toBe(true);
    expect(missing.body.Errors.map((e) => String(e.Data).split(':')[0]).sort()).toEqual(['CountryCode', 'Password', 'PhoneNumber']);
  });

  it('answers InvalidToken for an unknown, empty or other-purpose token', async () => {
    for (const Token of ['nope', '', 'x'.repeat(43)]) {
      const r = await post('ConfirmEmail', { Token });
      expect(r.status).toBe(400);
      expect(errorsOf(r)).toEqual(['InvalidToken@Token']);
    }
    expect((await post('ConfirmEmail', {})).status).toBe(400);
  });

  it('ResendConfirmation always answers 200, and only mails a new link (spending the old one) to an unconfirmed account', async () => {
    const body = person();
    expect((await post('Register', body)).status).toBe(201);
    const oldToken = lastToken('confirm-email', body.Email);
    const r = await post('ResendConfirmation', { Email: body.Email });
    expect(r.status).toBe(200);
    expect(r.body.Data).toBeNull();
    expect(mails('confirm-email', body.Email)).toHaveLength(2);
    const newToken = lastToken('confirm-email', body.Email);
    expect(newToken).not.toBe(oldToken);
    expect(codes(await post('ConfirmEmail', { Token: oldToken }))).toEqual(['InvalidToken']);
    expect((await post('ConfirmEmail', { Token: newToken })).status).toBe(200);

    // Confirmed, unknown or blocked: 200 and no mail.
    for (const Email of [body.Email, 'nobody.here@example.com', 'blocked@example.com']) {
      const before = mails('confirm-email', Email).length;
      expect((await post('ResendConfirmation', { Email })).status).toBe(200);
      expect(mails('confirm-email', Email)).toHaveLength(before);
    }
    expect(errorsOf(await post('ResendConfirmation', { Email: 'nope' }))).toEqual(['email_invalid@Email']);
  });
});

describe('RegisterDemo', () => {
  it('creates an unconfirmed client from the short form, marked as a demo registration', async () => {
    const { FirstName, LastName, Email, Password } = person({ FirstName: 'Demo', LastName: "O'Brien-Smith" });
    const r = await post<Registered & Record<string, unknown>>('RegisterDemo', { FirstName, LastName, Email, Password });
    expect(r.status).toBe(201);
    expect(r.body.Data).toMatchObject({ Email, EmailConfirmed: false, IsFullyRegistered: false, PhoneNumber: null, CountryCode: null });
    expect(mails('confirm-email', Email)).toHaveLength(1);
    const created = (await auditOf(r.body.Data.Id)).find((a) => a.Action === 'user.created');
    expect(created?.Details).toEqual({ Route: 'RegisterDemo', UserType: 0 });

    const dup = await post('RegisterDemo', { FirstName, LastName, Email, Password: 'short' });
    expect(errorsOf(dup)).toEqual(['PasswordRequiresUpper@Password', 'email_already_taken@Email', 'password_short@Password']);
    expect(codes(await post('RegisterDemo', { FirstName, LastName, Email: 'demo2@example.com' }))).toEqual(['invalid_request']);

    // Confirmed and signed in, a demo user has no phone to confirm.
    expect((await post('ConfirmEmail', { Token: lastToken('confirm-email', Email) })).status).toBe(200);
    const token = await accessToken(be.url, Email, Password);
    expect((await api(be.url, token, 'GET', `${USERS}/PhoneConfirmation`)).body.Data).toEqual({ PhoneNumber: null, Confirmed: false });
    expect(errorsOf(await post('SendPhoneCode', {}, token))).toEqual(['invalid_phone_number@PhoneNumber']);
  });
});

describe('phone confirmation', () => {
  /** Sends a code to the signed-in user and answers it (from the outbox). */
  async function sendCode(token: string, phone: string): Promise<string> {
    const r = await post<{ PhoneNumber: string; ExpiresAt: string }>('SendPhoneCode', {}, token);
    expect(r.status).toBe(200);
    expect(r.body.Data.PhoneNumber).toBe(phone);
    const list = mails('sms', phone);
    const code = String(list[list.length - 1]?.data['code']);
    expect(code).toMatch(/^\d{6}$/);
    return code;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('confirms the number with the SMS code; a wrong code is InvalidToken; confirming again is phone_already_confirmed', async () => {
    const { user, access } = await confirmedClient();
    const phone = user.PhoneNumber as string;
    expect((await api(be.url, access, 'GET', `${USERS}/PhoneConfirmation`)).body.Data).toEqual({ PhoneNumber: phone, Confirmed: false });
    const code = await sendCode(access, phone);
    expect(errorsOf(await post('ConfirmPhoneNumber', { Code: wrong(code) }, access))).toEqual(['InvalidToken@Code']);
    const ok = await post('ConfirmPhoneNumber', { Code: code }, access);
    expect(ok.status).toBe(200);
    expect(ok.body.Data).toEqual({ PhoneNumber: phone, Confirmed: true });
    expect((await api(be.url, access, 'GET', `${USERS}/PhoneConfirmation`)).body.Data).toEqual({ PhoneNumber: phone, Confirmed: true });
    expect(errorsOf(await post('ConfirmPhoneNumber', { Code: code }, access))).toEqual(['phone_already_confirmed@PhoneNumber']);
    expect(errorsOf(await post('SendPhoneCode', {}, access))).toEqual(['phone_already_confirmed@PhoneNumber']);
    // A new number needs its own confirmation.
    const moved = await post('Update', { Id: user.Id, PhoneNumber: '+386 41 999 000' }, access);
    expect(moved.status).toBe(200);
    expect((await api(be.url, access, 'GET', `${USERS}/PhoneConfirmation`)).body.Data).toEqual({
      PhoneNumber: '+38641999000',
      Confirmed: false,
    });
    // The User wire shape is unchanged.
    const me = await api<Record<string, unknown>>(be.url, access, 'GET', `${USERS}/GetCurrentUser`);
    expect(Object.keys(me.body.Data)).not.toContain('PhoneNumberConfirmed');
    expect((await auditOf(user.Id)).map((a) => a.Action)).toEqual(expect.arrayContaining(['user.phone_code_sent', 'user.phone_confirmed']));
  });

  it('spends a code after five attempts (even the right one then fails); a new code works', async () => {
    const { user, access } = await confirmedClient();
    const phone = user.PhoneNumber as string;
    const code = await sendCode(access, phone);
    for (let i = 0; i < 5; i++) expect(codes(await post('ConfirmPhoneNumber', { Code: wrong(code) }, access))).toEqual(['InvalidToken']);
    expect(codes(await post('ConfirmPhoneNumber', { Code: code }, access))).toEqual(['InvalidToken']);
    const next = await sendCode(access, phone);
    expect((await post('ConfirmPhoneNumber', { Code: ` ${next} ` }, access)).status).toBe(200);
  });

  it('requires a signed-in user', async () => {
    expect((await post('SendPhoneCode', {})).status).toBe(401);
    expect((await post('ConfirmPhoneNumber', { Code: '123456' })).status).toBe(401);
    expect((await api(be.url, null, 'GET', `${USERS}/PhoneConfirmation`)).status).toBe(401);
  });
});

describe('ForgotPassword and ResetPassword', () => {
  it('resets the password with the e-mailed link once, ending every session of the user', async () => {
    const { body, user, refresh } = await confirmedClient();
    const f = await post('ForgotPassword', { Email: body.Email.toUpperCase() });
    expect(f.status).toBe(200);
    expect(f.body.Data).toBeNull();
    const [mail] = await mailsAfterAnswer('reset-password', body.Email, 1);
    expect(String(mail?.data['url'])).toMatch(/^http:\/\/localhost:4200\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = lastToken('reset-password', body.Email);

    expect(errorsOf(await post('ResetPassword', { Token: 'made-up', Password: 'NewSecret1' }))).toEqual(['password_reset_error@Token']);
    expect(errorsOf(await post('ResetPassword', { Token: token, Password: 'Ab1' }))).toEqual(['password_short_token_valid@Password']);
    expect(errorsOf(await post('ResetPassword', { Token: token, Password: 'lowercase1' }))).toEqual(['PasswordRequiresUpper@Password']);
    // A reset token is not a confirmation token.
    expect(codes(await post('ConfirmEmail', { Token: token }))).toEqual(['InvalidToken']);

    const done = await post('ResetPassword', { Token: token, Password: 'NewSecret1' });
    expect(done.status).toBe(200);
    expect(done.body.Data).toEqual({ Email: body.Email });
    const old = await tokenRequest(be.url, { ...CLIENT, grant_type: 'refresh_token', refresh_token: refresh });
    expect(old.status).toBe(400);
    expect(old.body['error']).toBe('invalid_grant');
    expect((await passwordLogin(be.url, body.Email, body.Password)).body['error']).toBe('password_invalid');
    expect((await passwordLogin(be.url, body.Email, 'NewSecret1')).status).toBe(200);
    expect(errorsOf(await post('ResetPassword', { Token: token, Password: 'Another1x' }))).toEqual(['password_reset_error@Token']);
    expect((await auditOf(user.Id)).map((a) => a.Action)).toEqual(
      expect.arrayContaining(['user.password_reset_requested', 'user.password_reset']),
    );
  });

  it('answers 200 for unknown addresses without mailing, and a newer link spends the older one', async () => {
    const { body, access } = await confirmedClient('RegisterDemo');
    // A demo registration opened a demo trading account with virtual funds.
    const accounts = await api<Array<{ Type: string; Balance: number; Currency: string }>>(
      be.url,
      access,
      'GET',
      '/identity/api/v1/accounts/Mine',
    );
    expect(accounts.body.Data).toEqual([expect.objectContaining({ Type: 'Demo', Balance: 10000, Currency: 'USD' })]);
    expect((await post('ForgotPassword', { Email: 'nobody.at.all@example.com' })).status).toBe(200);
    expect(mails('reset-password', 'nobody.at.all@example.com')).toHaveLength(0);
    expect(errorsOf(await post('ForgotPassword', { Email: 'bad' }))).toEqual(['email_invalid@Email']);
    expect((await post('ForgotPassword', { Email: body.Email })).status).toBe(200);
    await mailsAfterAnswer('reset-password', body.Email, 1);
    const first = lastToken('reset-password', body.Email);
    expect((await post('ForgotPassword', { Email: body.Email })).status).toBe(200);
    await mailsAfterAnswer('reset-password', body.Email, 2);
    const second = lastToken('reset-password', body.Email);
    expect(codes(await post('ResetPassword', { Token: first, Password: 'NewSecret1' }))).toEqual(['password_reset_error']);
    expect((await post('ResetPassword', { Token: second, Password: 'NewSecret1' })).status).toBe(200);
  });
});

describe('ForgotPassword answers before it looks the address up', () => {
  it('starts the work only once the answer has left, for every address alike', async () => {
    const raw = new EventEmitter();
    const work = jest.fn(() => Promise.resolve());
    afterAnswer({ raw }, work, { error: jest.fn() });
    expect(work).not.toHaveBeenCalled();
    raw.emit('finish');
    raw.emit('close');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('answers a known, an unknown and an unconfirmed address alike, and mails the known one its link afterwards', async () => {
    const staff = await accessToken(be.url, 'employee@example.com', 'Employee1');
    const [body, unconfirmed] = [person(), person()];
    expect((await post('CreateIndividual', { ...body, PhoneNumber: undefined }, staff)).status).toBe(201);
    expect((await post('CreateIndividual', { ...unconfirmed, PhoneNumber: undefined, EmailConfirmed: false }, staff)).status).toBe(201);
    const answers = await Promise.all(
      [body.Email, `nobody.${Date.now()}@example.com`, unconfirmed.Email].map((Email) => post('ForgotPassword', { Email })),
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(3).fill([200, { Status: 200, Data: null, Errors: [] }]));
    expect(await mailsAfterAnswer('reset-password', body.Email, 1)).toHaveLength(1);
    expect(mails('reset-password', unconfirmed.Email)).toHaveLength(0);
  });
});

describe('rate limits (fixed: 10 per hour per IP)', () => {
  let limited: RunningBackend;
  beforeAll(async () => {
    limited = await startBackend();
  }, 180000);
  afterAll(() => limited?.stop());

  it('answers 429 too_many_requests with Retry-After to the 11th Register (and ForgotPassword) of an hour', async () => {
    for (const path of ['Register', 'ForgotPassword']) {
      for (let i = 0; i < 10; i++) expect((await api(limited.url, null, 'POST', `${USERS}/${path}`, {})).status).toBe(400);
      const res = await fetch(`${limited.url}${USERS}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await res.json()) as { Errors: Array<{ Code: string; Data: { RetryAfter: number } }> };
      expect(body.Errors[0]?.Code).toBe('too_many_requests');
      expect(body.Errors[0]?.Data.RetryAfter).toBeGreaterThan(3000);
    }
    // Each route counts on its own.
    expect((await api(limited.url, null, 'POST', `${USERS}/RegisterDemo`, {})).status).toBe(400);
  });
});

describe('helpers', () => {
  it('builds links on the origin of AUTO_LOGIN_URL', () => {
    expect(siteLink({ autoLoginUrl: 'https://brand.example/en/auto-login?x=1' }, '/confirm-email', 'a+b')).toBe(
      'https://brand.example/confirm-email?token=a%2Bb',
    );
  });

  it('applies the new-password rules', () => {
    expect(newPasswordErrors('Kestrel7')).toEqual([]);
    expect(newPasswordErrors('abc')).toEqual(['password_short', 'PasswordRequiresUpper']);
    expect(newPasswordErrors(`A${'b'.repeat(128)}`)).toEqual(['password_invalid']);
    expect(newPasswordErrors('AAAAAA')).toEqual(['password_too_common']);
  });

  it('calls sign-up listeners in turn, isolating a failing one, until unsubscribed', async () => {
    const hooks = new RegistrationHooks();
    const seen: string[] = [];
    const errors: unknown[] = [];
    hooks.onRegistered(() => {
      throw new Error('boom');
    });
    const off = hooks.onRegistered(async (kind, user) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`${kind}:${user.Id}`);
    });
    const user = { Id: 7 } as User;
    await hooks.emit('demo', user, { error: (e: unknown) => errors.push(e) } as never);
    expect(seen).toEqual(['demo:7']);
    expect(errors).toHaveLength(1);
    off();
    await hooks.emit('live', user, { error: () => undefined } as never);
    expect(seen).toEqual(['demo:7']);
  });
});
