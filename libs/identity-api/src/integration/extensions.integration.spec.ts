/**
 * Integration tests of the sign-up, accounts and documents calls against the reference backend (a child
 * process on loopback, its own data directory).
 * @jest-environment node
 */
import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { DocumentStatus, DocumentType, TradingAccountType, UserType, WithdrawalStatus } from '../index';
import { ServiceError } from '../errors/service-error';
import { createIdentityServices, type IdentityServices } from '../services';

jest.setTimeout(120_000);

let be: RunningBackend;
let anonymous: IdentityServices;
let client: IdentityServices;
let clientId: number;

/** A password sign-in; answers the token endpoint's JSON (access token or error). */
async function signIn(url: string, email: string, password: string): Promise<{ access_token?: string; error?: string }> {
  const res = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'brokerfront-web',
      client_secret: 'brokerfront-web-secret',
      grant_type: 'password',
      email,
      password,
    }),
  });
  return (await res.json()) as { access_token?: string; error?: string };
}

async function login(url: string, email: string, password: string): Promise<string> {
  const body = await signIn(url, email, password);
  if (!body.access_token) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

function services(url: string, token: string | null): IdentityServices {
  const u = new URL(url);
  return createIdentityServices({
    service: { protocol: 'http', host: u.hostname, port: u.port, root: 'identity' },
    accessTokenFactory: () => token,
    openWindow: () => null,
    notify: () => undefined,
  });
}

interface OutboxMessage {
  kind: string;
  to: string;
  data: Record<string, unknown>;
}

/** The newest outbox message of `kind` sent to `to`, waiting a little for it to be written. */
async function outboxMessage(kind: string, to: string): Promise<OutboxMessage> {
  const dir = path.join(be.dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.includes(`-${kind}-`))
      .sort()
      .reverse();
    for (const name of names) {
      const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMessage;
      if (message.kind === kind && message.to === to) return message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} message to ${to} in ${dir}`);
}

/** The `token` query parameter of an e-mailed link. */
const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token') ?? '';

const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
);

beforeAll(async () => {
  be = await startBackend({ env: { ACCESS_TOKEN_SECONDS: '600' } });
  anonymous = services(be.url, null);
  client = services(be.url, await login(be.url, 'client@example.com', 'Client1'));
  clientId = (await client.users.getCurrentUser()).Id;
}, 180_000);
afterAll(() => be?.stop());

describe('sign-up and confirmation', () => {
  it('registers, is refused sign-in until the e-mailed link is confirmed, then signs in', async () => {
    const email = `signup.${Date.now()}@example.com`;
    const user = await anonymous.registration.register({
      FirstName: 'Sign',
      LastName: 'Up',
      Email: email,
      PhoneNumber: '+44 7700 900123',
      CountryCode: 'gb',
      Password: 'Kestrel7',
    });
    expect(user).toMatchObject({ Email: email, EmailConfirmed: false, IsFullyRegistered: false, UserType: UserType.Individual });
    expect(user.PhoneNumber).toBe('+447700900123');
    expect(user.CountryCode).toBe('GB');
    expect((await signIn(be.url, email, 'Kestrel7')).error).toBe('email_not_confirmed');

    const mail = await outboxMessage('confirm-email', email);
    await expect(anonymous.registration.confirmEmail(tokenOf(mail.data['url']))).resolves.toEqual({ Email: email });
    const again = (await anonymous.registration.confirmEmail(tokenOf(mail.data['url'])).catch((e: unknown) => e)) as ServiceError;
    // The spent link of a confirmed user answers the §8 code of a confirmed address.
    expect(again).toBeInstanceOf(ServiceError);
    expect(again.codes).toEqual(['email_already_confirmed']);
    expect(again.message).toBe('Email already confirmed.');
    await expect(anonymous.registration.confirmEmail('x'.repeat(43))).rejects.toThrow('Invalid verification code. Please try again.');

    const me = await services(be.url, await login(be.url, email, 'Kestrel7')).users.getCurrentUser();
    expect(me).toMatchObject({ Id: user.Id, EmailConfirmed: true });
  });

  it("confirms an address an employee set only with its owner's current password; a wrong one spends the link", async () => {
    const stamp = Date.now();
    const email = `owner.${stamp}@example.com`;
    const password = 'Owner-7q1Kx';
    const owner = await anonymous.registration.register({
      FirstName: 'Olive',
      LastName: 'Owner',
      Email: email,
      PhoneNumber: `+44 7700 ${String(stamp).slice(-6)}`,
      CountryCode: 'GB',
      Password: password,
    });
    await anonymous.registration.confirmEmail(tokenOf((await outboxMessage('confirm-email', email)).data['url']));

    const employee = services(be.url, await login(be.url, 'employee@example.com', 'Employee1'));
    const changed = `owner.new.${stamp}@example.com`;
    await expect(employee.users.update({ Id: owner.Id, Email: changed })).resolves.toMatchObject({ Email: changed, EmailConfirmed: false });
    const first = tokenOf((await outboxMessage('confirm-email', changed)).data['url']);

    const codeOf = (call: Promise<unknown>) =>
      call.then(
        () => 'confirmed',
        (e: unknown) => (e as ServiceError).codes.join(),
      );
    // The link alone is not enough, and it stays good.
    await expect(codeOf(anonymous.registration.confirmEmail(first))).resolves.toBe('password_required');
    await expect(codeOf(anonymous.registration.confirmEmail({ Token: first }))).resolves.toBe('password_required');
    // A wrong password spends it.
    await expect(codeOf(anonymous.registration.confirmEmail({ Token: first, Password: 'Guess-7q1Kx' }))).resolves.toBe('password_invalid');
    await expect(codeOf(anonymous.registration.confirmEmail({ Token: first, Password: password }))).resolves.toBe('InvalidToken');

    await anonymous.registration.resendConfirmation(changed);
    let second = first;
    for (let attempt = 0; attempt < 50 && second === first; attempt++) {
      second = tokenOf((await outboxMessage('confirm-email', changed)).data['url']);
      if (second === first) await new Promise((r) => setTimeout(r, 100));
    }
    await expect(anonymous.registration.confirmEmail({ Token: second, Password: password })).resolves.toEqual({ Email: changed });
    const me = await services(be.url, await login(be.url, changed, password)).users.getCurrentUser();
    expect(me).toMatchObject({ Id: owner.Id, Email: changed, EmailConfirmed: true });
  });

  it('reports every broken rule of a registration at once with catalogue messages', async () => {
    const error = (await anonymous.registration
      .register({
        FirstName: 'Dup',
        LastName: 'Mail',
        Email: 'client@example.com',
        PhoneNumber: '+441000000999',
        CountryCode: 'GB',
        Password: 'secret',
      })
      .catch((e: unknown) => e)) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Email already in use., Password requires upper case letter.');
  });

  it('a confirmed demo registration has one demo account that never withdraws', async () => {
    const email = `demo.${Date.now()}@example.com`;
    await anonymous.registration.registerDemo({ FirstName: 'Demo', LastName: 'User', Email: email, Password: 'Kestrel7' });
    await anonymous.registration.confirmEmail(tokenOf((await outboxMessage('confirm-email', email)).data['url']));
    const demo = services(be.url, await login(be.url, email, 'Kestrel7'));
    const accounts = await demo.accounts.getMyAccounts();
    expect(accounts).toEqual([
      expect.objectContaining({ Type: TradingAccountType.Demo, Platform: 'WebTrader', Currency: 'USD', Balance: 10000 }),
    ]);
    const error = (await demo.accounts
      .requestWithdrawal({ AccountId: accounts[0]?.Id ?? 0, BankAccountId: 1, Amount: 10 })
      .catch((e: unknown) => e)) as ServiceError;
    expect(error.codes).toEqual(['demo_account_withdrawal']);
    expect(error.message).toBe(`Code: demo_account_withdrawal, Data = ${accounts[0]?.Id}`);
  });

  it('confirms the phone number with the texted code', async () => {
    const before = await client.registration.getPhoneConfirmation();
    expect(before.PhoneNumber).toBeTruthy();
    if (!before.Confirmed) {
      const sent = await client.registration.sendPhoneCode();
      expect(sent.PhoneNumber).toBe(before.PhoneNumber);
      const sms = await outboxMessage('sms', String(before.PhoneNumber));
      await expect(client.registration.confirmPhoneNumber(String(sms.data['code']))).resolves.toEqual({
        PhoneNumber: before.PhoneNumber,
        Confirmed: true,
      });
    }
    await expect(client.registration.getPhoneConfirmation()).resolves.toEqual({ PhoneNumber: before.PhoneNumber, Confirmed: true });
    await expect(client.registration.sendPhoneCode()).rejects.toThrow('Phone number already in use.');
  });

  it('ForgotPassword and ResendConfirmation resolve whether or not the account exists', async () => {
    await expect(anonymous.registration.forgotPassword('nobody@example.com')).resolves.toBeNull();
    await expect(anonymous.registration.resendConfirmation('nobody@example.com')).resolves.toBeNull();
    await expect(anonymous.registration.resetPassword({ Token: 'x'.repeat(43), Password: 'Secret9' })).rejects.toThrow(
      'Reset password has failed. Please try again.',
    );
  });
});

describe('trading accounts, bank accounts and withdrawals', () => {
  it("lists the seeded client's accounts, banks and withdrawals", async () => {
    const accounts = await client.accounts.getMyAccounts();
    expect(accounts.map((a) => `${a.Type} ${a.Platform} ${a.Currency}`)).toEqual([
      'Live MT5 USD',
      'Live cTrader EUR',
      'Live WebTrader USD',
      'Demo WebTrader USD',
    ]);
    expect(accounts[0]).toMatchObject({ Balance: 12500, Equity: 12730.55, FreeMargin: 10750 });
    const banks = await client.accounts.getBankAccounts();
    expect(banks.map((b) => [b.BankName, b.Enabled, b.Iban.slice(-4)])).toEqual([
      ['Deutsche Bank', true, '3000'],
      ['Barclays', false, '6819'],
    ]);
    const withdrawals = await client.accounts.getWithdrawals();
    expect(withdrawals.map((w) => w.Status)).toEqual([WithdrawalStatus.Pending, WithdrawalStatus.Rejected, WithdrawalStatus.Paid]);
    await expect(client.accounts.getMyAccounts(clientId)).resolves.toEqual(accounts);
  });

  it('refuses a withdrawal above the free margin with the §8 message, then takes one within it', async () => {
    const [live] = await client.accounts.getMyAccounts();
    const [bank] = await client.accounts.getBankAccounts();
    if (!live || !bank) throw new Error('seed missing');
    const error = (await client.accounts
      .requestWithdrawal({ AccountId: live.Id, BankAccountId: bank.Id, Amount: live.FreeMargin + 0.01 })
      .catch((e: unknown) => e)) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ Code: 'not_enough_free_margin', Data: live.FreeMargin }]);
    expect(error.message).toBe('Insufficient margin available.');

    const made = await client.accounts.requestWithdrawal({ AccountId: live.Id, BankAccountId: bank.Id, Amount: 100.25 });
    expect(made).toMatchObject({
      AccountId: live.Id,
      BankAccountId: bank.Id,
      Amount: 100.25,
      Currency: 'USD',
      Status: WithdrawalStatus.Pending,
    });
    expect((await client.accounts.getWithdrawals())[0]?.Id).toBe(made.Id);
    expect((await client.accounts.getMyAccounts())[0]?.FreeMargin).toBeCloseTo(live.FreeMargin - 100.25, 2);
  });
});

describe('identity documents', () => {
  it('uploads a document, lists it first, downloads its bytes and deletes it', async () => {
    const uploaded = await client.documents.uploadDocument(
      clientId,
      DocumentType.Identity,
      new Blob([PNG], { type: 'image/png' }),
      'passport.png',
    );
    expect(uploaded).toMatchObject({
      UserId: clientId,
      DocumentType: DocumentType.Identity,
      FileName: 'passport.png',
      ContentType: 'image/png',
      Size: PNG.length,
      Status: DocumentStatus.Pending,
      Comment: null,
    });
    const listed = await client.documents.getDocuments(clientId);
    expect(listed[0]).toEqual(uploaded);

    const blob = await client.documents.downloadDocument(clientId, uploaded.Id);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);

    await expect(client.documents.uploadDocument(clientId, DocumentType.Other, new Blob(['not a document']), 'x.txt')).rejects.toThrow(
      'Code: invalid_request, Data = File: not a PDF, PNG or JPEG file',
    );

    await expect(client.documents.deleteDocument(uploaded.Id)).resolves.toEqual(uploaded);
    expect((await client.documents.getDocuments(clientId)).some((d) => d.Id === uploaded.Id)).toBe(false);
  });
});
