/**
 * The accounts API (`/identity/api/v1/accounts/...`): trading accounts, bank accounts and withdrawal requests, a
 * documented extension of the contract (docs/api-contract.md, "Extension: trading accounts, bank accounts and
 * withdrawals"). The data and the rules' building blocks are in ../domain/accounts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestGuard, targetOf } from '../auth/authorize';
import { authenticate, type Principal } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { BackendConfig } from '../config';
import {
  amountToCents,
  centsToAmount,
  findAccount,
  findBank,
  findWithdrawal,
  insertWithdrawal,
  listAccounts,
  listBanks,
  listWithdrawals,
  STATUS_TRANSITIONS,
  updateWithdrawalStatus,
  WITHDRAWAL_STATUSES,
  type Withdrawal,
} from '../domain/accounts';
import { delegationOf, requestOrigin, type AuditLog, type AuditOutcome } from '../domain/audit';
import { Mutex } from '../domain/mutex';
import type { Store } from '../domain/store';
import { UserType } from '../domain/types';
import { ApiError, ok } from '../http/envelope';
import { parse, parseId } from '../http/validation';
import { writeRateLimit } from './users';

export { createDemoAccount, seedDemoTradingAccounts } from '../domain/accounts';

/** Base path of the accounts API. */
export const ACCOUNTS_BASE = '/identity/api/v1/accounts';

/** Error code of a withdrawal from a demo account (virtual funds cannot be paid out). */
export const DEMO_ACCOUNT_WITHDRAWAL = 'demo_account_withdrawal';

/** Error code of a status change a request's status does not allow (Rejected and Paid are final). */
export const INVALID_STATUS_TRANSITION = 'invalid_status_transition';

/** The message of `invalid_amount`'s Data. */
const AMOUNT_RULE = 'Amount: expected a number above 0 with at most 2 decimals';

const id = z.number().int().positive().max(2_147_483_647);
/** `Amount` is checked by {@link amountToCents} (anything else answers `invalid_amount`, not `invalid_request`). */
const withdrawalSchema = z.object({ AccountId: id, BankAccountId: id, Amount: z.unknown().optional() });
const statusSchema = z.object({ Status: z.enum(WITHDRAWAL_STATUSES) });

/** A withdrawal request to check and store. */
interface WithdrawalInput {
  userId: number;
  accountId: number;
  bankAccountId: number;
  cents: number;
}

/** Registers the accounts API. Withdrawals and status changes run one at a time (their own mutex), each in a transaction. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { store: Store; tokens: TokenService; config: BackendConfig; audit: AuditLog },
): void {
  const { store, tokens, config, audit } = deps;
  const sql = store.db.pg;
  const lock = new Mutex();
  const guard = requestGuard(audit);
  const writes = writeRateLimit(tokens, config);
  const auth = (req: FastifyRequest): Promise<Principal> => authenticate(req, tokens, store);

  /** The user whose data a read is about: the caller, or `?userId=` (needs `users.read` on that user, else 403). */
  const subjectOf = async (req: FastifyRequest, p: Principal): Promise<number> => {
    const raw = (req.query as Record<string, unknown>)['userId'];
    if (raw === undefined || raw === '') return p.user.Id;
    const userId = parseId(raw, 'userId');
    await guard(req, p, 'user.read', targetOf(store, userId));
    if (!store.get(userId)) throw ApiError.notFound('user_not_found', userId);
    return userId;
  };

  /**
   * Writes an audit record of a withdrawal action by `p` on the requests of `ownerId` (in a delegated session, by the
   * acting employee on behalf of `p`).
   */
  const record = (
    req: FastifyRequest,
    p: Principal,
    action: 'withdrawal.requested' | 'withdrawal.status_set',
    ownerId: number | null,
    outcome: AuditOutcome,
    details: Record<string, unknown>,
  ) =>
    audit.record({
      action,
      outcome,
      actorId: p.user.Id,
      targetId: ownerId,
      ...requestOrigin(req),
      delegation: delegationOf(p),
      details,
    });

  /**
   * Checks a request against the rules and stores it, alone and in one transaction, so that two requests can never
   * both pass the free-margin check: unknown account or another user's (404 `not_found`), demo account
   * (`demo_account_withdrawal`), unknown bank or another user's (`bank_not_found`), disabled bank (`bank_not_enabled`),
   * amount above the free margin (`not_enough_free_margin`, Data the free margin).
   */
  const withdraw = (input: WithdrawalInput): Promise<Withdrawal> =>
    lock.run(() =>
      store.db.transaction(async (tx) => {
        const account = await findAccount(tx, input.accountId);
        if (!account || account.userId !== input.userId) throw ApiError.notFound('not_found', input.accountId);
        if (account.account.Type === 'Demo') throw ApiError.badRequest(DEMO_ACCOUNT_WITHDRAWAL, input.accountId);
        const bank = await findBank(tx, input.bankAccountId);
        if (!bank || bank.userId !== input.userId) throw ApiError.badRequest('bank_not_found', input.bankAccountId);
        if (!bank.bank.Enabled) throw ApiError.badRequest('bank_not_enabled', input.bankAccountId);
        if (input.cents > account.freeMarginCents)
          throw ApiError.badRequest('not_enough_free_margin', centsToAmount(account.freeMarginCents));
        return insertWithdrawal(tx, { ...input, currency: account.account.Currency });
      }),
    );

  app.get(`${ACCOUNTS_BASE}/Mine`, async (req, reply) => {
    const p = await auth(req);
    return ok(reply, await listAccounts(sql, await subjectOf(req, p)));
  });

  app.get(`${ACCOUNTS_BASE}/Banks`, async (req, reply) => {
    const p = await auth(req);
    return ok(reply, await listBanks(sql, await subjectOf(req, p)));
  });

  app.get(`${ACCOUNTS_BASE}/Withdrawals`, async (req, reply) => {
    const p = await auth(req);
    return ok(reply, await listWithdrawals(sql, await subjectOf(req, p)));
  });

  app.post(`${ACCOUNTS_BASE}/Withdrawals`, writes, async (req, reply) => {
    const p = await auth(req);
    const body = parse(withdrawalSchema, req.body);
    const details = {
      AccountId: body.AccountId,
      BankAccountId: body.BankAccountId,
      Amount: typeof body.Amount === 'number' ? body.Amount : null,
    };
    try {
      const cents = amountToCents(body.Amount);
      if (cents === null) throw ApiError.badRequest('invalid_amount', AMOUNT_RULE);
      const created = await withdraw({ userId: p.user.Id, accountId: body.AccountId, bankAccountId: body.BankAccountId, cents });
      await record(req, p, 'withdrawal.requested', p.user.Id, 'success', {
        ...details,
        WithdrawalId: created.Id,
        Currency: created.Currency,
      });
      return ok(reply, created, 201);
    } catch (e) {
      if (e instanceof ApiError)
        await record(req, p, 'withdrawal.requested', p.user.Id, 'failure', { ...details, Code: e.errors[0]?.Code });
      throw e;
    }
  });

  app.post(`${ACCOUNTS_BASE}/Withdrawals/:id/SetStatus`, writes, async (req, reply) => {
    const p = await auth(req);
    const withdrawalId = parseId((req.params as { id: string }).id);
    const { Status } = parse(statusSchema, req.body);
    const found = await findWithdrawal(sql, withdrawalId);
    if (!found) {
      // Only employees learn whether an id exists.
      if (p.user.UserType !== UserType.Employee) throw ApiError.forbidden('users.update');
      throw ApiError.notFound('not_found', withdrawalId);
    }
    await guard(req, p, 'user.update', targetOf(store, found.userId), { fields: ['WithdrawalStatus'] });
    if (found.userId === p.user.Id) {
      // Nobody decides on their own withdrawal, whatever they hold.
      await record(req, p, 'withdrawal.status_set', p.user.Id, 'denied', {
        WithdrawalId: withdrawalId,
        Status,
        Code: 'cannot_act_on_self',
      });
      throw new ApiError(403, [{ Code: 'cannot_act_on_self', Data: p.user.Id }]);
    }
    const { withdrawal, from } = await lock.run(() =>
      store.db.transaction(async (tx) => {
        const row = await findWithdrawal(tx, withdrawalId);
        if (!row) throw ApiError.notFound('not_found', withdrawalId);
        const current = row.withdrawal.Status;
        if (current === Status) return { withdrawal: row.withdrawal, from: current };
        if (!STATUS_TRANSITIONS[current].includes(Status)) throw ApiError.badRequest(INVALID_STATUS_TRANSITION, `${current} -> ${Status}`);
        return { withdrawal: await updateWithdrawalStatus(tx, row, Status, p.user.Id), from: current };
      }),
    );
    if (from !== Status) {
      await record(req, p, 'withdrawal.status_set', found.userId, 'success', { WithdrawalId: withdrawalId, From: from, To: Status });
    }
    return ok(reply, withdrawal);
  });
}
