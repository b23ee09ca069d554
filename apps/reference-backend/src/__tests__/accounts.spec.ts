/** @jest-environment node */
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, codes, PERMISSIONS, USERS, type ApiAnswer } from './support';
import { runWithSources } from './support-sessions';

const ACCOUNTS = '/identity/api/v1/accounts';

interface Account {
  Id: number;
  Number: string;
  Type: 'Live' | 'Demo';
  Platform: string;
  Currency: string;
  Balance: number;
  Equity: number;
  FreeMargin: number;
  CreatedAt: string;
}
interface Bank {
  Id: number;
  BankName: string;
  Iban: string;
  Currency: string;
  Enabled: boolean;
}
interface Withdrawal {
  Id: number;
  AccountId: number;
  BankAccountId: number;
  Amount: number;
  Currency: string;
  Status: string;
  CreatedAt: string;
}
interface AuditRecord {
  Action: string;
  Outcome: string;
  ActorId: number | null;
  TargetId: number | null;
  Details: Record<string, unknown> | null;
}

let be: RunningBackend;
let admin: string;
let client: string;
let clientId: number;
let otherId: number;
let usd: Account;
let eur: Account;
let demo: Account;
let bank: Bank;
let disabledBank: Bank;

const get = <T>(token: string | null, path: string) => api<T>(be.url, token, 'GET', `${ACCOUNTS}/${path}`);
const withdraw = (token: string, body: unknown) => api<Withdrawal>(be.url, token, 'POST', `${ACCOUNTS}/Withdrawals`, body);
const setStatus = (token: string, id: number, Status: string) =>
  api<Withdrawal>(be.url, token, 'POST', `${ACCOUNTS}/Withdrawals/${id}/SetStatus`, { Status });
/** The client's account `id`, as `GET Mine` answers it now. */
const account = async (id: number): Promise<Account> => (await get<Account[]>(client, 'Mine')).body.Data.find((a) => a.Id === id)!;

/** Expects a failed envelope of `status` with exactly one error of `code`. */
function expectError(r: ApiAnswer, status: number, code: string): void {
  expect(r.status).toBe(status);
  expect(r.body.Status).toBe(status);
  expect(codes(r)).toEqual([code]);
}

/** A new employee holding the given wildcard identity permissions, signed in. */
async function employee(...permissionIds: number[]): Promise<{ id: number; token: string }> {
  const email = `accounts-${Date.now().toString(36)}-${permissionIds.join('-')}@example.com`;
  const r = await api<{ Id: number }>(be.url, admin, 'POST', `${USERS}/CreateEmployee`, {
    FirstName: 'Acc',
    LastName: 'Staff',
    Email: email,
    Password: 'Secret1',
  });
  expect(r.status).toBe(201);
  const grant = permissionIds.map((PermissionId) => ({ PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
  expect((await api(be.url, admin, 'POST', `${PERMISSIONS}/Modify`, { UserId: r.body.Data.Id, Grant: grant })).status).toBe(200);
  return { id: r.body.Data.Id, token: await accessToken(be.url, email, 'Secret1') };
}

beforeAll(async () => {
  be = await startBackend();
  admin = await accessToken(be.url, 'employee@example.com', 'Employee1');
  client = await accessToken(be.url, 'client@example.com', 'Client1');
  clientId = (await api<{ Id: number }>(be.url, client, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
  const search = await api<{ Items: Array<{ Id: number }> }>(be.url, admin, 'POST', `${USERS}/Search`, {
    PageNumber: 1,
    PageSize: 1,
    Filters: [{ Op: 'eq', Field: 'Email', Value: 'blocked@example.com' }],
  });
  otherId = search.body.Data.Items[0]!.Id;
}, 180000);
afterAll(() => be?.stop());

describe('the seeded demo client', () => {
  it('has trading accounts in USD and EUR, one with a zero balance and one demo, amounts with 2 decimals', async () => {
    const r = await get<Account[]>(client, 'Mine');
    expect(r.status).toBe(200);
    const list = r.body.Data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.map((a) => a.Currency))).toEqual(new Set(['USD', 'EUR']));
    expect(list.some((a) => a.Balance === 0)).toBe(true);
    for (const a of list) {
      expect(Object.keys(a).sort()).toEqual([
        'Balance',
        'CreatedAt',
        'Currency',
        'Equity',
        'FreeMargin',
        'Id',
        'Number',
        'Platform',
        'Type',
      ]);
      for (const v of [a.Balance, a.Equity, a.FreeMargin]) expect(Math.round(v * 100) / 100).toBe(v);
      expect(a.Number).toMatch(/^\d+$/);
    }
    usd = list.find((a) => a.Type === 'Live' && a.Currency === 'USD' && a.Balance > 0)!;
    eur = list.find((a) => a.Type === 'Live' && a.Currency === 'EUR')!;
    demo = list.find((a) => a.Type === 'Demo')!;
    expect(demo).toMatchObject({ Balance: 10000, Equity: 10000, FreeMargin: 10000 });
    // min(12 500.00, 12 730.55) − 1 250.00 margin − 500.00 pending request.
    expect(usd).toMatchObject({ Platform: 'MT5', Balance: 12500, Equity: 12730.55, FreeMargin: 10750 });
    expect(eur).toMatchObject({ Platform: 'cTrader', Balance: 3200.5, Equity: 3180.25, FreeMargin: 3180.25 });
  });

  it('has two bank accounts, one disabled, with the IBAN masked but its last 4 characters', async () => {
    const r = await get<Bank[]>(client, 'Banks');
    expect(r.status).toBe(200);
    expect(r.body.Data).toHaveLength(2);
    for (const b of r.body.Data) expect(b.Iban).toMatch(/^\*+[0-9A-Z]{4}$/);
    bank = r.body.Data.find((b) => b.Enabled)!;
    disabledBank = r.body.Data.find((b) => !b.Enabled)!;
    expect(bank).toMatchObject({ BankName: 'Deutsche Bank', Iban: '******************3000', Currency: 'EUR' });
    expect(disabledBank.Iban.endsWith('6819')).toBe(true);
    expect(JSON.stringify(r.body)).not.toContain('DE89');
  });

  it('has past withdrawal requests, newest first', async () => {
    const r = await get<Withdrawal[]>(client, 'Withdrawals');
    expect(r.status).toBe(200);
    expect(r.body.Data.map((w) => w.Status)).toEqual(['Pending', 'Rejected', 'Paid']);
    const times = r.body.Data.map((w) => Date.parse(w.CreatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('POST Withdrawals', () => {
  it('accepts an amount within the free margin: 201, listed first, free margin reduced, audited', async () => {
    const r = await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id, Amount: 250.75 });
    expect(r.status).toBe(201);
    expect(r.body.Status).toBe(201);
    expect(r.body.Data).toMatchObject({ AccountId: usd.Id, BankAccountId: bank.Id, Amount: 250.75, Currency: 'USD', Status: 'Pending' });
    const list = await get<Withdrawal[]>(client, 'Withdrawals');
    expect(list.body.Data[0]).toEqual(r.body.Data);
    const after = await account(usd.Id);
    expect(after.FreeMargin).toBe(10499.25);
    expect(after.Balance).toBe(usd.Balance);
    const audit = await api<AuditRecord[]>(be.url, admin, 'GET', `${USERS}/Audit?action=withdrawal.requested&actorId=${clientId}`);
    expect(audit.body.Data[0]).toMatchObject({
      Outcome: 'success',
      TargetId: clientId,
      Details: { WithdrawalId: r.body.Data.Id, Amount: 250.75 },
    });
  });

  it('refuses an amount above the free margin with not_enough_free_margin (Data: the free margin)', async () => {
    const free = (await account(usd.Id)).FreeMargin;
    const r = await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id, Amount: free + 0.01 });
    expectError(r, 400, 'not_enough_free_margin');
    expect(r.body.Errors[0]!.Data).toBe(free);
    expect((await withdraw(client, { AccountId: eur.Id, BankAccountId: bank.Id, Amount: 1_000_000 })).body.Errors[0]!.Code).toBe(
      'not_enough_free_margin',
    );
  });

  it('refuses a zero, negative, 3-decimal, string, missing or absurd amount with invalid_amount', async () => {
    for (const Amount of [0, -5, 10.005, 0.001, '10', '10.00', null, true, 1e15]) {
      expectError(await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id, Amount }), 400, 'invalid_amount');
    }
    expectError(await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id }), 400, 'invalid_amount');
    expect((await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id, Amount: 0.1 })).status).toBe(201);
  });

  it('refuses a disabled bank with bank_not_enabled and an unknown bank or another user’s with bank_not_found', async () => {
    expectError(await withdraw(client, { AccountId: usd.Id, BankAccountId: disabledBank.Id, Amount: 10 }), 400, 'bank_not_enabled');
    expectError(await withdraw(client, { AccountId: usd.Id, BankAccountId: 999999, Amount: 10 }), 400, 'bank_not_found');
    const others = await get<Bank[]>(admin, `Banks?userId=${otherId}`);
    expect(others.body.Data.length).toBeGreaterThan(0);
    expectError(await withdraw(client, { AccountId: usd.Id, BankAccountId: others.body.Data[0]!.Id, Amount: 10 }), 400, 'bank_not_found');
  });

  it('refuses a demo account (demo_account_withdrawal), an unknown or another user’s account (404 not_found), bad ids', async () => {
    expectError(await withdraw(client, { AccountId: demo.Id, BankAccountId: bank.Id, Amount: 10 }), 400, 'demo_account_withdrawal');
    expectError(await withdraw(client, { AccountId: 999999, BankAccountId: bank.Id, Amount: 10 }), 404, 'not_found');
    const others = await get<Account[]>(admin, `Mine?userId=${otherId}`);
    expectError(await withdraw(client, { AccountId: others.body.Data[0]!.Id, BankAccountId: bank.Id, Amount: 10 }), 404, 'not_found');
    expectError(await withdraw(client, { AccountId: 'x', BankAccountId: bank.Id, Amount: 10 }), 400, 'invalid_request');
    const audit = await api<AuditRecord[]>(be.url, admin, 'GET', `${USERS}/Audit?action=withdrawal.requested&actorId=${clientId}&limit=1`);
    expect(audit.body.Data[0]).toMatchObject({ Outcome: 'failure', Details: { Code: 'not_found' } });
  });

  it('cannot be overdrawn by concurrent requests: exactly as many pass as the free margin covers', async () => {
    const free = (await account(eur.Id)).FreeMargin;
    const amount = Math.floor((free / 3.5) * 100) / 100;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(client, { AccountId: eur.Id, BankAccountId: bank.Id, Amount: amount })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 400).flatMap(codes)).toEqual(Array(17).fill('not_enough_free_margin'));
    const after = await account(eur.Id);
    expect(after.FreeMargin).toBeCloseTo(free - 3 * amount, 2);
    expect(after.FreeMargin).toBeGreaterThanOrEqual(0);
  });
});

describe('POST Withdrawals/{id}/SetStatus', () => {
  it('lets an employee with users.update approve then pay a request: the client sees it, payment lowers the balance', async () => {
    const before = await account(usd.Id);
    const created = (await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id, Amount: 100 })).body.Data;
    const approved = await setStatus(admin, created.Id, 'Approved');
    expect(approved.status).toBe(200);
    expect(approved.body.Data).toMatchObject({ Id: created.Id, Status: 'Approved' });
    expect((await get<Withdrawal[]>(client, 'Withdrawals')).body.Data.find((w) => w.Id === created.Id)!.Status).toBe('Approved');
    expect((await account(usd.Id)).FreeMargin).toBeCloseTo(before.FreeMargin - 100, 2);
    expect((await setStatus(admin, created.Id, 'Paid')).body.Data.Status).toBe('Paid');
    const paid = await account(usd.Id);
    expect(paid.Balance).toBeCloseTo(before.Balance - 100, 2);
    expect(paid.Equity).toBeCloseTo(before.Equity - 100, 2);
    expect(paid.FreeMargin).toBeCloseTo(before.FreeMargin - 100, 2);
    expectError(await setStatus(admin, created.Id, 'Rejected'), 400, 'invalid_status_transition');
    const audit = await api<AuditRecord[]>(
      be.url,
      admin,
      'GET',
      `${USERS}/Audit?action=withdrawal.status_set&targetId=${clientId}&limit=2`,
    );
    expect(audit.body.Data.map((a) => a.Details)).toEqual([
      { WithdrawalId: created.Id, From: 'Approved', To: 'Paid' },
      { WithdrawalId: created.Id, From: 'Pending', To: 'Approved' },
    ]);
  });

  it('rejecting a request gives its amount back to the free margin', async () => {
    const created = (await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id, Amount: 40 })).body.Data;
    const reserved = (await account(usd.Id)).FreeMargin;
    expect((await setStatus(admin, created.Id, 'Rejected')).body.Data.Status).toBe('Rejected');
    expect((await account(usd.Id)).FreeMargin).toBeCloseTo(reserved + 40, 2);
  });

  it('is refused to the client (403), to an employee with only users.read (403), unknown ids and statuses', async () => {
    const created = (await withdraw(client, { AccountId: usd.Id, BankAccountId: bank.Id, Amount: 1 })).body.Data;
    expectError(await setStatus(client, created.Id, 'Paid'), 403, 'forbidden');
    const reader = await employee(1);
    expectError(await setStatus(reader.token, created.Id, 'Approved'), 403, 'forbidden');
    expectError(await setStatus(admin, 999999, 'Approved'), 404, 'not_found');
    expectError(await setStatus(client, 999999, 'Approved'), 403, 'forbidden');
    expectError(await setStatus(admin, created.Id, 'Done'), 400, 'invalid_request');
    expect((await get<Withdrawal[]>(client, 'Withdrawals')).body.Data.find((w) => w.Id === created.Id)!.Status).toBe('Pending');
  });
});

describe('access to the accounts API', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    for (const path of ['Mine', 'Banks', 'Withdrawals']) expectError(await get(null, path), 401, 'unauthorized');
    expectError(
      await api(be.url, null, 'POST', `${ACCOUNTS}/Withdrawals`, { AccountId: 1, BankAccountId: 1, Amount: 1 }),
      401,
      'unauthorized',
    );
    expectError(await api(be.url, null, 'POST', `${ACCOUNTS}/Withdrawals/1/SetStatus`, { Status: 'Paid' }), 401, 'unauthorized');
  });

  it('refuses a client another user’s data (403 users.read) but lets it name itself', async () => {
    for (const path of ['Mine', 'Banks', 'Withdrawals']) {
      const r = await get(client, `${path}?userId=${otherId}`);
      expectError(r, 403, 'forbidden');
      expect(r.body.Errors[0]!.Data).toBe('users.read');
    }
    expect((await get<Account[]>(client, `Mine?userId=${clientId}`)).body.Data.map((a) => a.Id)).toContain(usd.Id);
  });

  it('lets an employee with users.read read a given user’s accounts, banks and requests; an unknown user is 404', async () => {
    const reader = await employee(1);
    const mine = await get<Account[]>(reader.token, `Mine?userId=${clientId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.Data.map((a) => a.Id)).toContain(usd.Id);
    expect((await get<Bank[]>(reader.token, `Banks?userId=${clientId}`)).body.Data).toHaveLength(2);
    expect((await get<Withdrawal[]>(reader.token, `Withdrawals?userId=${clientId}`)).body.Data.length).toBeGreaterThan(3);
    expect((await get<Account[]>(reader.token, 'Mine')).body.Data).toEqual([]);
    expectError(await get(reader.token, 'Mine?userId=999999'), 404, 'user_not_found');
    expectError(await get(reader.token, 'Mine?userId=abc'), 400, 'invalid_request');
    const noRead = await employee(3);
    expectError(await get(noRead.token, `Mine?userId=${clientId}`), 403, 'forbidden');
  });
});

/**
 * createDemoAccount and the seed, in a child Node process on a fresh database (the domain imports PGlite, which Jest
 * cannot load): a demo account has 10 000.00 USD of virtual funds, inside a transaction too; seeding twice adds nothing.
 */
const DOMAIN_SCENARIO = String.raw`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const src = (p) => import(join(process.cwd(), 'apps/reference-backend/src', p));
const { Database } = await src('db/database.ts');
const { Store } = await src('domain/store.ts');
const { createDemoAccount, listAccounts, seedDemoTradingAccounts } = await src('domain/accounts.ts');
const dir = mkdtempSync(join(tmpdir(), 'accounts-unit-'));
const db = await Database.open(dir);
const out = {};
try {
  const store = await Store.load(db);
  out.seedWithoutUsers = await seedDemoTradingAccounts(store);
  const user = async (email) => Number((await db.pg.query(
    "INSERT INTO users (first_name, last_name, email, user_type, created_at, updated_at) " +
      "VALUES ('Demo', 'User', $1, 1, now(), now()) RETURNING id",
    [email],
  )).rows[0].id);
  const id = await user('demo-unit@example.com');
  out.created = await createDemoAccount(id, db.pg);
  out.inTransaction = await store.transaction((tx) => createDemoAccount(id, tx));
  out.list = await listAccounts(db.pg, id);
  const clientId = await user('client@example.com');
  const reloaded = await Store.load(db);
  out.firstSeed = await seedDemoTradingAccounts(reloaded);
  out.secondSeed = await seedDemoTradingAccounts(reloaded);
  out.clientAccounts = (await listAccounts(db.pg, clientId)).length;
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
`;

describe('createDemoAccount and the seed (domain, fresh database)', () => {
  let out: Record<string, unknown>;
  beforeAll(async () => {
    out = (await runWithSources(DOMAIN_SCENARIO)) as Record<string, unknown>;
  }, 120000);

  it('opens a Demo account with 10 000.00 USD of virtual funds, also inside a caller’s transaction', () => {
    const demoAccount = { Type: 'Demo', Platform: 'WebTrader', Currency: 'USD', Balance: 10000, Equity: 10000, FreeMargin: 10000 };
    expect(out['created']).toMatchObject(demoAccount);
    expect(out['inTransaction']).toMatchObject(demoAccount);
    const list = out['list'] as Account[];
    expect(list).toHaveLength(2);
    expect(new Set(list.map((a) => a.Number)).size).toBe(2);
  });

  it('seeds only users that exist and have no account, once', () => {
    expect(out['seedWithoutUsers']).toBe(false);
    expect(out['firstSeed']).toBe(true);
    expect(out['secondSeed']).toBe(false);
    expect(out['clientAccounts']).toBe(4);
  });
});
