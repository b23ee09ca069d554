/**
 * Trading accounts, bank accounts and withdrawal requests (docs/api-contract.md, "Extension: trading accounts, bank
 * accounts and withdrawals"): the data access, the amount rules, {@link createDemoAccount} and the demo seed.
 *
 * Amounts are stored as integer cents and answered as numbers with at most 2 decimals. The free margin of an account
 * is derived: `min(Balance, Equity) − used margin − the requests still Pending or Approved`.
 */
import type { Sql } from '../db/database';
import type { Store } from './store';

/** Kind of a trading account: real money or virtual funds. */
export type AccountType = 'Live' | 'Demo';

/** The life of a withdrawal request. */
export const WITHDRAWAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'Paid'] as const;

/** A withdrawal request's status. */
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The statuses that still hold their amount back from the free margin. */
export const RESERVING_STATUSES: readonly WithdrawalStatus[] = ['Pending', 'Approved'];

/** The statuses each status may change to (Rejected and Paid are final). */
export const STATUS_TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = Object.freeze({
  Pending: ['Approved', 'Rejected', 'Paid'],
  Approved: ['Rejected', 'Paid'],
  Rejected: [],
  Paid: [],
});

/** The largest amount a request may name (1 000 000 000 000.00), so that every amount is an exact number of cents. */
export const MAX_AMOUNT_CENTS = 100_000_000_000_000;

/** The virtual funds of a new demo account. */
export const DEMO_FUNDS = { currency: 'USD', cents: 1_000_000, platform: 'WebTrader' } as const;

/** A trading account as the API answers it. */
export interface TradingAccount {
  Id: number;
  Number: string;
  Type: AccountType;
  Platform: string;
  /** ISO 4217. */
  Currency: string;
  Balance: number;
  Equity: number;
  /** What may still be withdrawn or used as margin: min(Balance, Equity) − used margin − pending requests. */
  FreeMargin: number;
  CreatedAt: string;
}

/** A bank account as the API answers it (the IBAN masked except its last 4 characters). */
export interface BankAccount {
  Id: number;
  BankName: string;
  Iban: string;
  Currency: string;
  Enabled: boolean;
}

/** A withdrawal request as the API answers it. */
export interface Withdrawal {
  Id: number;
  AccountId: number;
  BankAccountId: number;
  Amount: number;
  /** The trading account's currency. */
  Currency: string;
  Status: WithdrawalStatus;
  CreatedAt: string;
}

/** A trading account row with what the rules need (owner, cents). */
export interface AccountRow {
  account: TradingAccount;
  userId: number;
  freeMarginCents: number;
}

/** A bank account row with its owner. */
export interface BankRow {
  bank: BankAccount;
  userId: number;
}

/** A withdrawal row with its owner and amount in cents. */
export interface WithdrawalRow {
  withdrawal: Withdrawal;
  userId: number;
  amountCents: number;
}

/** Cents (a database integer, possibly a bigint or a numeric string) as a number with at most 2 decimals. */
export function centsToAmount(cents: unknown): number {
  return Number(cents) / 100;
}

/**
 * The cents of a requested amount, or null when it is not a JSON number, not above 0, has more than 2 decimals or is
 * above {@link MAX_AMOUNT_CENTS}.
 */
export function amountToCents(raw: unknown): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0) return null;
  if (raw * 100 > MAX_AMOUNT_CENTS) return null;
  // toFixed(2) rounds to the nearest 2-decimal value; only amounts that already are one survive the round trip.
  if (Number(raw.toFixed(2)) !== raw) return null;
  return Math.round(raw * 100);
}

/** An IBAN without spaces, every character but the last 4 replaced by `*` (e.g. `******************3000`). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return '*'.repeat(Math.max(compact.length - 4, 0)) + compact.slice(-4);
}

const iso = (d: unknown): string => new Date(d as string | Date).toISOString();

/** The one row a `RETURNING` statement or a lookup by key answered (a missing row is a bug). */
function only<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('accounts: expected a row');
  return row;
}

/** The SELECT of trading accounts with their free margin in cents. */
const ACCOUNT_SELECT = `
  SELECT a.*, LEAST(a.balance_cents, a.equity_cents) - a.margin_cents - COALESCE((
    SELECT sum(w.amount_cents) FROM withdrawals w WHERE w.account_id = a.id AND w.status IN ('Pending', 'Approved')
  ), 0) AS free_margin_cents
  FROM trading_accounts a`;

function toAccountRow(r: Record<string, unknown>): AccountRow {
  return {
    userId: Number(r['user_id']),
    freeMarginCents: Number(r['free_margin_cents']),
    account: {
      Id: Number(r['id']),
      Number: String(r['number']),
      Type: r['type'] as AccountType,
      Platform: String(r['platform']),
      Currency: String(r['currency']),
      Balance: centsToAmount(r['balance_cents']),
      Equity: centsToAmount(r['equity_cents']),
      FreeMargin: centsToAmount(r['free_margin_cents']),
      CreatedAt: iso(r['created_at']),
    },
  };
}

function toBankRow(r: Record<string, unknown>): BankRow {
  return {
    userId: Number(r['user_id']),
    bank: {
      Id: Number(r['id']),
      BankName: String(r['bank_name']),
      Iban: maskIban(String(r['iban'])),
      Currency: String(r['currency']),
      Enabled: Boolean(r['enabled']),
    },
  };
}

function toWithdrawalRow(r: Record<string, unknown>): WithdrawalRow {
  return {
    userId: Number(r['user_id']),
    amountCents: Number(r['amount_cents']),
    withdrawal: {
      Id: Number(r['id']),
      AccountId: Number(r['account_id']),
      BankAccountId: Number(r['bank_account_id']),
      Amount: centsToAmount(r['amount_cents']),
      Currency: String(r['currency']),
      Status: r['status'] as WithdrawalStatus,
      CreatedAt: iso(r['created_at']),
    },
  };
}

/** The trading accounts of a user, oldest first. */
export async function listAccounts(sql: Sql, userId: number): Promise<TradingAccount[]> {
  const r = await sql.query<Record<string, unknown>>(`${ACCOUNT_SELECT} WHERE a.user_id = $1 ORDER BY a.id`, [userId]);
  return r.rows.map((row) => toAccountRow(row).account);
}

/** One trading account (any owner), with its free margin; undefined when there is none. */
export async function findAccount(sql: Sql, accountId: number): Promise<AccountRow | undefined> {
  const r = await sql.query<Record<string, unknown>>(`${ACCOUNT_SELECT} WHERE a.id = $1`, [accountId]);
  return r.rows[0] ? toAccountRow(r.rows[0]) : undefined;
}

/** The bank accounts of a user (IBANs masked), oldest first. */
export async function listBanks(sql: Sql, userId: number): Promise<BankAccount[]> {
  const r = await sql.query<Record<string, unknown>>('SELECT * FROM bank_accounts WHERE user_id = $1 ORDER BY id', [userId]);
  return r.rows.map((row) => toBankRow(row).bank);
}

/** One bank account (any owner); undefined when there is none. */
export async function findBank(sql: Sql, bankAccountId: number): Promise<BankRow | undefined> {
  const r = await sql.query<Record<string, unknown>>('SELECT * FROM bank_accounts WHERE id = $1', [bankAccountId]);
  return r.rows[0] ? toBankRow(r.rows[0]) : undefined;
}

/** The withdrawal requests of a user, newest first (at most 1000). */
export async function listWithdrawals(sql: Sql, userId: number): Promise<Withdrawal[]> {
  const r = await sql.query<Record<string, unknown>>(
    'SELECT * FROM withdrawals WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1000',
    [userId],
  );
  return r.rows.map((row) => toWithdrawalRow(row).withdrawal);
}

/** One withdrawal request (any owner); undefined when there is none. */
export async function findWithdrawal(sql: Sql, withdrawalId: number): Promise<WithdrawalRow | undefined> {
  const r = await sql.query<Record<string, unknown>>('SELECT * FROM withdrawals WHERE id = $1', [withdrawalId]);
  return r.rows[0] ? toWithdrawalRow(r.rows[0]) : undefined;
}

/** Stores a new Pending request of `userId` (the caller has checked the rules). */
export async function insertWithdrawal(
  sql: Sql,
  req: { userId: number; accountId: number; bankAccountId: number; cents: number; currency: string },
): Promise<Withdrawal> {
  const r = await sql.query<Record<string, unknown>>(
    `INSERT INTO withdrawals (user_id, account_id, bank_account_id, amount_cents, currency, status)
     VALUES ($1, $2, $3, $4, $5, 'Pending') RETURNING *`,
    [req.userId, req.accountId, req.bankAccountId, req.cents, req.currency],
  );
  return toWithdrawalRow(only(r.rows)).withdrawal;
}

/**
 * Changes a request's status (the caller has checked the transition). Paying it takes the amount off the account's
 * balance and equity, in the same statement batch (run it in a transaction).
 */
export async function updateWithdrawalStatus(
  sql: Sql,
  row: WithdrawalRow,
  status: WithdrawalStatus,
  byUserId: number,
): Promise<Withdrawal> {
  const r = await sql.query<Record<string, unknown>>(
    'UPDATE withdrawals SET status = $2, updated_at = now(), updated_by = $3 WHERE id = $1 RETURNING *',
    [row.withdrawal.Id, status, byUserId],
  );
  if (status === 'Paid') {
    await sql.query('UPDATE trading_accounts SET balance_cents = balance_cents - $2, equity_cents = equity_cents - $2 WHERE id = $1', [
      row.withdrawal.AccountId,
      row.amountCents,
    ]);
  }
  return toWithdrawalRow(only(r.rows)).withdrawal;
}

/** One trading account to create. */
export interface NewTradingAccount {
  type: AccountType;
  platform: string;
  currency: string;
  balanceCents: number;
  equityCents?: number;
  marginCents?: number;
  createdAt?: string;
}

/** Creates a trading account of `userId` (its Number comes from a sequence). */
export async function createTradingAccount(sql: Sql, userId: number, a: NewTradingAccount): Promise<TradingAccount> {
  const r = await sql.query<{ id: number }>(
    `INSERT INTO trading_accounts (user_id, type, platform, currency, balance_cents, equity_cents, margin_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now())) RETURNING id`,
    [userId, a.type, a.platform, a.currency, a.balanceCents, a.equityCents ?? a.balanceCents, a.marginCents ?? 0, a.createdAt ?? null],
  );
  const row = await findAccount(sql, Number(only(r.rows).id));
  if (!row) throw new Error('accounts: the new account is missing');
  return row.account;
}

/**
 * Opens a demo trading account with virtual funds (10 000.00 USD on WebTrader, Type `Demo`) for `userId`.
 * Demo accounts never withdraw. Pass the database (`store.db.pg`) or an open transaction, so that the account is
 * created together with the user it belongs to:
 *
 * @example
 * await store.transaction(async (tx) => {
 *   const [user] = await store.createUsers([newUser], { tx });
 *   await createDemoAccount(user!.Id, tx);
 * });
 * // or, after the user is committed:
 * const account = await createDemoAccount(user.Id, store.db.pg);
 */
export function createDemoAccount(userId: number, sql: Sql): Promise<TradingAccount> {
  return createTradingAccount(sql, userId, {
    type: 'Demo',
    platform: DEMO_FUNDS.platform,
    currency: DEMO_FUNDS.currency,
    balanceCents: DEMO_FUNDS.cents,
  });
}

/** Whether `userId` has any trading account. */
async function hasAccounts(sql: Sql, userId: number): Promise<boolean> {
  const r = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM trading_accounts WHERE user_id = $1', [userId]);
  return (r.rows[0]?.n ?? 0) > 0;
}

/** Inserts a bank account (seed only; the API has no route to add one). */
async function createBank(
  sql: Sql,
  userId: number,
  b: { name: string; iban: string; currency: string; enabled: boolean },
): Promise<number> {
  const r = await sql.query<{ id: number }>(
    'INSERT INTO bank_accounts (user_id, bank_name, iban, currency, enabled) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, b.name, b.iban, b.currency, b.enabled],
  );
  return Number(only(r.rows).id);
}

/** Inserts a past withdrawal request (seed only). */
async function createPastWithdrawal(
  sql: Sql,
  w: { userId: number; accountId: number; bankId: number; cents: number; currency: string; status: WithdrawalStatus; at: string },
): Promise<void> {
  await sql.query(
    `INSERT INTO withdrawals (user_id, account_id, bank_account_id, amount_cents, currency, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [w.userId, w.accountId, w.bankId, w.cents, w.currency, w.status, w.at],
  );
}

/** Seeds the demo client: 4 trading accounts (USD, EUR, a zero balance, a Demo), 2 banks (1 disabled), 3 past requests. */
async function seedDemoClient(sql: Sql, userId: number): Promise<void> {
  const usd = await createTradingAccount(sql, userId, {
    type: 'Live',
    platform: 'MT5',
    currency: 'USD',
    balanceCents: 1_250_000,
    equityCents: 1_273_055,
    marginCents: 125_000,
    createdAt: '2024-03-04T09:15:00.000Z',
  });
  const eur = await createTradingAccount(sql, userId, {
    type: 'Live',
    platform: 'cTrader',
    currency: 'EUR',
    balanceCents: 320_050,
    equityCents: 318_025,
    createdAt: '2024-06-11T14:30:00.000Z',
  });
  await createTradingAccount(sql, userId, {
    type: 'Live',
    platform: 'WebTrader',
    currency: 'USD',
    balanceCents: 0,
    createdAt: '2025-01-20T08:00:00.000Z',
  });
  await createTradingAccount(sql, userId, {
    type: 'Demo',
    platform: 'WebTrader',
    currency: 'USD',
    balanceCents: DEMO_FUNDS.cents,
    createdAt: '2024-02-28T17:45:00.000Z',
  });
  const bank = await createBank(sql, userId, {
    name: 'Deutsche Bank',
    iban: 'DE89 3704 0044 0532 0130 00',
    currency: 'EUR',
    enabled: true,
  });
  await createBank(sql, userId, { name: 'Barclays', iban: 'GB29 NWBK 6016 1331 9268 19', currency: 'GBP', enabled: false });
  const past = { userId, bankId: bank };
  await createPastWithdrawal(sql, {
    ...past,
    accountId: usd.Id,
    cents: 100_000,
    currency: 'USD',
    status: 'Paid',
    at: '2025-09-02T10:00:00.000Z',
  });
  await createPastWithdrawal(sql, {
    ...past,
    accountId: eur.Id,
    cents: 50_000,
    currency: 'EUR',
    status: 'Rejected',
    at: '2025-10-15T12:30:00.000Z',
  });
  await createPastWithdrawal(sql, {
    ...past,
    accountId: usd.Id,
    cents: 50_000,
    currency: 'USD',
    status: 'Pending',
    at: '2025-11-20T16:45:00.000Z',
  });
}

/** Seeds the blocked demo client (a former client): one account and one bank, so that another user's data exists. */
async function seedBlockedClient(sql: Sql, userId: number): Promise<void> {
  await createTradingAccount(sql, userId, {
    type: 'Live',
    platform: 'MT5',
    currency: 'EUR',
    balanceCents: 75_000,
    createdAt: '2023-05-05T10:00:00.000Z',
  });
  await createBank(sql, userId, { name: 'UniCredit', iban: 'IT60 X054 2811 1010 0000 0123 456', currency: 'EUR', enabled: true });
}

/**
 * Seeds the trading accounts, bank accounts and past withdrawals of the demo client (`client@example.com`) and of the
 * blocked demo client (`blocked@example.com`), each only when it exists and has no trading account yet (idempotent).
 * Generated users get none. Returns whether anything was added.
 */
export async function seedDemoTradingAccounts(store: Pick<Store, 'findByEmail' | 'transaction'>): Promise<boolean> {
  const plan: Array<[string, (sql: Sql, userId: number) => Promise<void>]> = [
    ['client@example.com', seedDemoClient],
    ['blocked@example.com', seedBlockedClient],
  ];
  let added = false;
  for (const [email, seed] of plan) {
    const user = store.findByEmail(email);
    if (!user) continue;
    added =
      (await store.transaction(async (tx) => {
        if (await hasAccounts(tx, user.Id)) return false;
        await seed(tx, user.Id);
        return true;
      })) || added;
  }
  return added;
}
