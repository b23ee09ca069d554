/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  USERS,
  api,
  codes,
  createSignedInUser,
  createUser,
  grantKey,
  passwordLogin,
  signInDemoEmployee,
  uniq,
  type ApiAnswer,
} from './support';
import { outboxOf } from './support-outbox';

let be: RunningBackend;
let admin: string;
beforeAll(async () => {
  be = await startBackend();
  admin = (await signInDemoEmployee(be.url)).token;
}, 180000);
afterAll(() => be?.stop());

const { mails, mailsAfterAnswer, lastToken } = outboxOf(() => be.dataDir);

const post = <T = unknown>(path: string, body: unknown, token: string | null = null): Promise<ApiAnswer<T>> =>
  api<T>(be.url, token, 'POST', `${USERS}/${path}`, body);

type U = { Id: number; Email: string; EmailConfirmed: boolean };

/** An employee holding only `users.update` (on every user), signed in. */
async function updater() {
  const email = `updater.${uniq()}@example.com`;
  return createSignedInUser<U>(be.url, admin, 'employee', { FirstName: 'Upd', LastName: 'Ater', Email: email, Password: 'Updater1' }, [
    grantKey(3),
  ]);
}

describe('an e-mail changed through Update', () => {
  it('stays unconfirmed, tells the old address, and never lets the one who set it reset the password', async () => {
    const staff = await updater();
    const victim = await createUser<U>(be.url, admin, 'client', {
      FirstName: 'Vic',
      LastName: 'Tim',
      Email: `victim.${uniq()}@example.com`,
      Password: 'Victim1',
    });
    const attacker = `attacker.${uniq()}@evil.example`;

    const changed = await post<U>('Update', { Id: victim.Id, Email: attacker }, staff.token);
    expect(changed.status).toBe(200);
    expect(changed.body.Data).toMatchObject({ Email: attacker, EmailConfirmed: false });

    // The old address is told; the new one gets a confirmation link.
    const [notice] = mails('email-changed', victim.Email);
    expect(notice).toMatchObject({ data: { userId: victim.Id, previousEmail: victim.Email, email: attacker, changedBy: staff.user.Id } });
    expect(notice?.body).toContain(attacker);
    expect(mails('confirm-email', attacker)).toHaveLength(1);

    // No reset link goes to the unconfirmed address.
    expect((await post('ForgotPassword', { Email: attacker })).status).toBe(200);
    expect(mails('reset-password', attacker)).toHaveLength(0);

    // The employee cannot mark it confirmed, neither with the change nor afterwards.
    const other = `attacker2.${uniq()}@evil.example`;
    expect(codes(await post('Update', { Id: victim.Id, Email: other, EmailConfirmed: true }, staff.token))).toEqual([
      'email_change_pending',
    ]);
    const tick = await post('Update', { Id: victim.Id, EmailConfirmed: true }, staff.token);
    expect(tick.status).toBe(400);
    expect(tick.body.Errors).toEqual([{ Code: 'email_change_pending', Data: 'EmailConfirmed' }]);

    // The link alone does not confirm an address someone else set; a wrong password spends it.
    const token = lastToken('confirm-email', attacker);
    expect((await post('ConfirmEmail', { Token: token })).body.Errors).toEqual([{ Code: 'password_required', Data: 'Password' }]);
    expect((await post('ConfirmEmail', { Token: token, Password: 'Guess123' })).body.Errors).toEqual([
      { Code: 'password_invalid', Data: 'Password' },
    ]);
    expect(codes(await post('ConfirmEmail', { Token: token, Password: 'Victim1' }))).toEqual(['InvalidToken']);

    // Nobody signs in with the unconfirmed address, and no reset link was ever sent.
    expect((await passwordLogin(be.url, attacker, 'Victim1')).body['error']).toBe('email_not_confirmed');
    expect(mails('reset-password', attacker)).toHaveLength(0);
    expect((await api<U>(be.url, admin, 'GET', `${USERS}/${victim.Id}`)).body.Data).toMatchObject({
      Email: attacker,
      EmailConfirmed: false,
    });
  });

  it('is confirmed by its owner with the link and the password, then signs in and resets as usual', async () => {
    const staff = await updater();
    const owner = await createUser<U>(be.url, admin, 'client', {
      FirstName: 'Own',
      LastName: 'Er',
      Email: `owner.${uniq()}@example.com`,
      Password: 'Owner12',
    });
    const next = `owner.new.${uniq()}@example.com`;
    expect((await post('Update', { Id: owner.Id, Email: next }, staff.token)).status).toBe(200);

    // A new link (ResendConfirmation) replaces the first; with the owner's password it confirms the address.
    expect((await post('ResendConfirmation', { Email: next })).status).toBe(200);
    const confirmed = await post('ConfirmEmail', { Token: lastToken('confirm-email', next), Password: 'Owner12' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Data).toEqual({ Email: next });
    expect((await passwordLogin(be.url, next, 'Owner12')).status).toBe(200);
    expect((await post('ForgotPassword', { Email: next })).status).toBe(200);
    expect(await mailsAfterAnswer('reset-password', next, 1)).toHaveLength(1);
    // Once confirmed, the back office may tick the box again (nothing is pending).
    expect((await post('Update', { Id: owner.Id, EmailConfirmed: true }, staff.token)).status).toBe(200);
  });

  it("follows the same rule for the user's own change, whose link alone confirms it", async () => {
    const self = await updater();
    const next = `self.new.${uniq()}@example.com`;
    const r = await post<U>('Update', { Id: self.user.Id, Email: next }, self.token);
    expect(r.body.Data).toMatchObject({ Email: next, EmailConfirmed: false });
    expect(mails('email-changed', self.user.Email)).toHaveLength(1);
    expect((await passwordLogin(be.url, next, 'Updater1')).body['error']).toBe('email_not_confirmed');
    expect((await post('ConfirmEmail', { Token: lastToken('confirm-email', next) })).status).toBe(200);
    expect((await passwordLogin(be.url, next, 'Updater1')).status).toBe(200);
  });

  it('sends no new credentials to an address an employee set and its owner has not confirmed', async () => {
    const email = `sender.${uniq()}@example.com`;
    const staff = await createSignedInUser<U>(
      be.url,
      admin,
      'employee',
      { FirstName: 'Sen', LastName: 'Der', Email: email, Password: 'Sender12' },
      [grantKey(3), grantKey(8)],
    );
    const client = await createUser<U>(be.url, admin, 'client', { FirstName: 'Cli', LastName: 'Ent', Email: `cred.${uniq()}@example.com` });
    const attacker = `cred.attacker.${uniq()}@evil.example`;
    expect((await post('Update', { Id: client.Id, Email: attacker }, staff.token)).status).toBe(200);

    const sent = await post<{ Status: string }>('SendCredentialsForClients', { UserIds: [client.Id] }, staff.token);
    expect(sent.body.Data).toEqual({ Status: 'ValidationError' });
    expect(mails('credentials', attacker)).toHaveLength(0);
  });

  it("is withdrawn by setting the confirmed address it replaced again, the owner's way back without the new mailbox", async () => {
    const staff = await updater();
    const owner = await createUser<U>(be.url, admin, 'client', {
      FirstName: 'Back',
      LastName: 'Again',
      Email: `back.${uniq()}@example.com`,
      Password: 'Backagain7',
    });
    const wrong = `back.wrong.${uniq()}@example.com`;
    const wronger = `back.wronger.${uniq()}@example.com`;
    expect((await post('Update', { Id: owner.Id, Email: wrong }, staff.token)).status).toBe(200);
    // A second change while the first awaits its owner: the confirmed address stays the one told and the way back.
    expect((await post('Update', { Id: owner.Id, Email: wronger }, staff.token)).status).toBe(200);
    expect(mails('email-changed', owner.Email)).toHaveLength(2);
    expect(mails('email-changed', wrong)).toHaveLength(0);

    // Setting the unconfirmed intermediate address does not confirm it.
    const toWrong = await post<U>('Update', { Id: owner.Id, Email: wrong }, staff.token);
    expect(toWrong.body.Data).toMatchObject({ Email: wrong, EmailConfirmed: false });

    const restored = await post<U>('Update', { Id: owner.Id, Email: owner.Email.toUpperCase() }, staff.token);
    expect(restored.status).toBe(200);
    expect(restored.body.Data).toMatchObject({ EmailConfirmed: true });
    expect(mails('email-restored', owner.Email)).toHaveLength(1);
    expect(mails('confirm-email', owner.Email)).toHaveLength(0);
    // The owner signs in and can reset the password again; the withdrawn link confirms nothing.
    expect((await passwordLogin(be.url, owner.Email, 'Backagain7')).status).toBe(200);
    expect((await post('ForgotPassword', { Email: owner.Email })).status).toBe(200);
    expect(await mailsAfterAnswer('reset-password', owner.Email, 1)).toHaveLength(1);
    const stale = await post('ConfirmEmail', { Token: lastToken('confirm-email', wronger), Password: 'Backagain7' });
    expect(stale.status).toBe(400);
    expect((await api<U>(be.url, admin, 'GET', `${USERS}/${owner.Id}`)).body.Data).toMatchObject({ EmailConfirmed: true });
  });

  it('keeps the confirmation when only the case of the address changes', async () => {
    const staff = await updater();
    const client = await createUser<U>(be.url, admin, 'client', {
      FirstName: 'Case',
      LastName: 'Only',
      Email: `case.${uniq()}@example.com`,
    });
    const r = await post<U>('Update', { Id: client.Id, Email: client.Email.toUpperCase() }, staff.token);
    expect(r.body.Data).toMatchObject({ EmailConfirmed: true });
    expect(mails('email-changed', client.Email)).toHaveLength(0);
  });
});
