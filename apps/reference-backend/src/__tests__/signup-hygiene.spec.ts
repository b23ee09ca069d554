/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { isCommonPassword } from '../auth/common-passwords';
import { mixesLookalikeScripts, normalizeEmail } from '../domain/email-address';
import { USERS, api, createUser, passwordLogin, signInDemoEmployee, uniq, type ApiAnswer } from './support';

describe('e-mail and password rules (pure)', () => {
  it('compares addresses in NFC and lower case', () => {
    expect(normalizeEmail(' Jose\u0301@Example.COM ')).toBe(normalizeEmail('jos\u00e9@example.com'));
  });

  it('finds Latin mixed with Cyrillic or Greek in the local part or in a domain label', () => {
    expect(mixesLookalikeScripts('\u0435mployee@example.com')).toBe(true);
    expect(mixesLookalikeScripts('employee@ex\u03b1mple.com')).toBe(true);
    expect(mixesLookalikeScripts('employee@example.com')).toBe(false);
    expect(mixesLookalikeScripts('\u0438\u0432\u0430\u043d@example.com')).toBe(false);
  });

  it('knows common passwords, repeated characters and plain runs', () => {
    for (const p of ['AAAAAA', 'Password1', 'QWERTY123', 'Abcdef', '654321', 'Letmein', 'Secret1', 'Iceland'])
      expect(isCommonPassword(p)).toBe(true);
    for (const p of ['Kestrel7', 'Tr4ding-Desk', 'Employee1']) expect(isCommonPassword(p)).toBe(false);
  });
});

describe('sign-up hygiene against the backend', () => {
  let be: RunningBackend;
  beforeAll(async () => {
    be = await startBackend();
  }, 180000);
  afterAll(() => be?.stop());

  const post = (path: string, body: unknown, token: string | null = null): Promise<ApiAnswer> =>
    api(be.url, token, 'POST', `${USERS}/${path}`, body);
  const person = (Email: string, Password = 'Kestrel7') => ({ FirstName: 'Ana', LastName: 'Novak', Email, Password });

  it('refuses a common password with password_too_common naming Password', async () => {
    const r = await post('RegisterDemo', person(`common.${uniq()}@example.com`, 'AAAAAA'));
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([{ Code: 'password_too_common', Data: 'Password' }]);
  });

  it('refuses a Cyrillic look-alike of an address, at sign-up and in Update', async () => {
    const r = await post('RegisterDemo', person('\u0435mployee@example.com'));
    expect(r.status).toBe(400);
    expect(r.body.Errors).toEqual([{ Code: 'email_invalid', Data: 'Email' }]);
    const admin = (await signInDemoEmployee(be.url)).token;
    const client = await createUser(be.url, admin, 'client', { FirstName: 'Look', LastName: 'Alike', Email: `look.${uniq()}@example.com` });
    const u = await post('Update', { Id: client.Id, Email: '\u0435mployee@example.com' }, admin);
    expect(u.body.Errors).toEqual([{ Code: 'email_invalid', Data: 'Email' }]);
  });

  it('takes the NFC and NFD forms of one address as one account, for sign-up, sign-in and ForgotPassword', async () => {
    const tag = uniq();
    const nfc = `jos\u00e9.${tag}@example.com`;
    const nfd = `jose\u0301.${tag}@example.com`;
    expect((await post('RegisterDemo', person(nfc))).status).toBe(201);
    const again = await post('RegisterDemo', person(nfd));
    expect(again.status).toBe(400);
    expect(again.body.Errors).toEqual([{ Code: 'email_already_taken', Data: 'Email' }]);
    // The account is found by either form (here: not yet confirmed).
    expect((await passwordLogin(be.url, nfd.toUpperCase(), 'Kestrel7')).body['error']).toBe('email_not_confirmed');
  });
});
