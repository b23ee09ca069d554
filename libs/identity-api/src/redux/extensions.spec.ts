/**
 * RTK Query endpoints of the sign-up, accounts and documents extensions, through a real store over a fake backend.
 * @jest-environment node
 */
import { configureStore } from '@reduxjs/toolkit';
import {
  DocumentStatus,
  DocumentType,
  TradingAccountType,
  WithdrawalStatus,
  type IdentityServices,
  type TradingAccount,
  type UserDocument,
  type Withdrawal,
} from '../index';
import { createIdentityServices } from '../services';
import { identityApi } from './identity-api';

const account = (id: number, freeMargin: number): TradingAccount => ({
  Id: id,
  Number: String(5100000 + id),
  Type: TradingAccountType.Live,
  Platform: 'MT5',
  Currency: 'USD',
  Balance: 1000,
  Equity: 1000,
  FreeMargin: freeMargin,
  CreatedAt: '2026-01-01T00:00:00.000Z',
});

const doc = (id: number, userId: number): UserDocument => ({
  Id: id,
  UserId: userId,
  DocumentType: DocumentType.Identity,
  FileName: `d${id}.pdf`,
  ContentType: 'application/pdf',
  Size: 10,
  Status: DocumentStatus.Pending,
  Comment: null,
  UploadedAt: `2026-01-0${id}T00:00:00.000Z`,
  VerifiedAt: null,
  VerifiedBy: null,
});

/** A fake service over in-memory lists, counting calls by method and URL path (with the query). */
function fakeBackend() {
  const state = {
    accounts: [account(1, 1000)],
    withdrawals: [] as Withdrawal[],
    documents: new Map<number, UserDocument[]>([
      [2, [doc(1, 2)]],
      [3, [doc(2, 3)]],
    ]),
    phoneConfirmed: false,
  };
  const calls: string[] = [];
  const envelope = (data: unknown, status = 200, errors: unknown[] = []) =>
    new Response(JSON.stringify({ Status: status, Data: data, Errors: errors }), { status });
  const fetch = (async (url: string, init: RequestInit) => {
    const u = new URL(url);
    const path = u.pathname.replace('/identity/api/v1/', '');
    calls.push(`${init.method} ${path}${u.search}`);
    if (path === 'accounts/Mine/') return envelope(state.accounts);
    if (path === 'accounts/Banks/') return envelope([{ Id: 3, BankName: 'B', Iban: '****3000', Currency: 'EUR', Enabled: true }]);
    if (path === 'accounts/Withdrawals/' && init.method === 'GET') return envelope(state.withdrawals);
    if (path === 'accounts/Withdrawals/') {
      const body = JSON.parse(String(init.body)) as { AccountId: number; BankAccountId: number; Amount: number };
      const acc = state.accounts[0] as TradingAccount;
      if (body.Amount > acc.FreeMargin) return envelope(null, 400, [{ Code: 'not_enough_free_margin', Data: acc.FreeMargin }]);
      const w = { Id: state.withdrawals.length + 1, ...body, Currency: 'USD', Status: WithdrawalStatus.Pending, CreatedAt: 'x' };
      state.withdrawals = [w, ...state.withdrawals];
      state.accounts = [{ ...acc, FreeMargin: acc.FreeMargin - body.Amount }];
      return envelope(w, 201);
    }
    const docs = /^users\/(\d+)\/(Documents|UploadDocument)\/$/.exec(path);
    if (docs) {
      const userId = Number(docs[1]);
      const list = state.documents.get(userId) ?? [];
      if (docs[2] === 'Documents') return envelope(list);
      const form = init.body as FormData;
      const created = { ...doc(9, userId), DocumentType: form.get('DocumentType') as DocumentType, UploadedAt: '2026-02-01T00:00:00.000Z' };
      state.documents.set(userId, [created, ...list]);
      return envelope(created, 201);
    }
    const del = /^users\/DeleteDocument\/(\d+)\/$/.exec(path);
    if (del) {
      for (const [userId, list] of state.documents) {
        const found = list.find((d) => d.Id === Number(del[1]));
        if (found) {
          state.documents.set(
            userId,
            list.filter((d) => d !== found),
          );
          return envelope(found);
        }
      }
      return envelope(null, 404, [{ Code: 'not_found', Data: Number(del[1]) }]);
    }
    if (path === 'users/PhoneConfirmation/') return envelope({ PhoneNumber: '+441000', Confirmed: state.phoneConfirmed });
    if (path === 'users/SendPhoneCode/') return envelope({ PhoneNumber: '+441000', ExpiresAt: 'x' });
    if (path === 'users/ConfirmPhoneNumber/') {
      state.phoneConfirmed = true;
      return envelope({ PhoneNumber: '+441000', Confirmed: true });
    }
    if (path === 'users/Register/')
      return envelope(null, 400, [
        { Code: 'email_already_taken', Data: 'Email' },
        { Code: 'password_short', Data: 'Password' },
      ]);
    if (path === 'users/ConfirmEmail/') {
      // An address an employee set needs its owner's password besides the link.
      const body = JSON.parse(String(init.body)) as { Token: string; Password?: string };
      if (body.Token === 'set-by-employee' && body.Password !== 'Owner1')
        return envelope(null, 400, [{ Code: body.Password ? 'password_invalid' : 'password_required', Data: 'Password' }]);
      return envelope({ Email: 'a@b.c' });
    }
    throw new Error(`unexpected ${path}`);
  }) as unknown as typeof globalThis.fetch;
  return { state, calls, fetch };
}

const stores: Array<{ dispatch: (a: unknown) => unknown }> = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispatch(identityApi.util.resetApiState())));

function setup() {
  const backend = fakeBackend();
  const identity: IdentityServices = createIdentityServices({
    service: { protocol: 'http', host: 'be.test', root: 'identity' },
    fetch: backend.fetch,
  });
  const store = configureStore({
    reducer: { [identityApi.reducerPath]: identityApi.reducer },
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: { identity } }, serializableCheck: { warnAfter: 1000 }, immutableCheck: { warnAfter: 1000 } }).concat(
        identityApi.middleware,
      ),
  });
  stores.push(store as unknown as { dispatch: (a: unknown) => unknown });
  return { backend, store };
}

/** Lets the refetches started by an invalidation finish. */
const settle = () => new Promise((r) => setTimeout(r, 20));
const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

describe('accounts and withdrawals endpoints', () => {
  it("caches the signed-in user's lists and another user's apart (userId query)", async () => {
    const { store, backend } = setup();
    await store.dispatch(identityApi.endpoints.getMyAccounts.initiate());
    await store.dispatch(identityApi.endpoints.getMyAccounts.initiate());
    await store.dispatch(identityApi.endpoints.getMyAccounts.initiate(5));
    await store.dispatch(identityApi.endpoints.getBankAccounts.initiate());
    expect(backend.calls).toEqual(['GET accounts/Mine/', 'GET accounts/Mine/?userId=5', 'GET accounts/Banks/']);
    expect(identityApi.endpoints.getMyAccounts.select()(store.getState()).data?.[0]?.FreeMargin).toBe(1000);
    expect(identityApi.endpoints.getBankAccounts.select()(store.getState()).data?.[0]?.Iban).toBe('****3000');
  });

  it('a withdrawal request refetches the withdrawals and the accounts (free margin), not the banks', async () => {
    const { store, backend } = setup();
    const subs = [
      store.dispatch(identityApi.endpoints.getMyAccounts.initiate()),
      store.dispatch(identityApi.endpoints.getWithdrawals.initiate()),
      store.dispatch(identityApi.endpoints.getBankAccounts.initiate()),
    ];
    await Promise.all(subs);
    const result = await store.dispatch(identityApi.endpoints.requestWithdrawal.initiate({ AccountId: 1, BankAccountId: 3, Amount: 250 }));
    expect(result.data?.Status).toBe(WithdrawalStatus.Pending);
    await settle();
    const state = store.getState();
    expect(
      identityApi.endpoints.getWithdrawals
        .select()(state)
        .data?.map((w) => w.Amount),
    ).toEqual([250]);
    expect(identityApi.endpoints.getMyAccounts.select()(state).data?.[0]?.FreeMargin).toBe(750);
    expect(count(backend.calls, 'GET accounts/Mine/')).toBe(2);
    expect(count(backend.calls, 'GET accounts/Withdrawals/')).toBe(2);
    expect(count(backend.calls, 'GET accounts/Banks/')).toBe(1);
    subs.forEach((s) => s.unsubscribe());
  });

  it('a refused withdrawal gives the serialisable error with the §8 message', async () => {
    const { store } = setup();
    const result = await store.dispatch(identityApi.endpoints.requestWithdrawal.initiate({ AccountId: 1, BankAccountId: 3, Amount: 5000 }));
    expect(result.error).toEqual({
      status: 400,
      message: 'Insufficient margin available.',
      errors: [{ Code: 'not_enough_free_margin', Data: 1000 }],
    });
  });
});

describe('identity document endpoints', () => {
  it("an upload refetches that user's documents only, and keeps the file out of the serialisability checks", async () => {
    const { store, backend } = setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const subs = [2, 3].map((id) => store.dispatch(identityApi.endpoints.getDocuments.initiate(id)));
    await Promise.all(subs);
    const upload = await store.dispatch(
      identityApi.endpoints.uploadDocument.initiate({
        userId: 2,
        type: DocumentType.ProofOfAddress,
        file: new Blob(['%PDF-']),
        fileName: 'a.pdf',
      }),
    );
    expect(upload.data?.DocumentType).toBe(DocumentType.ProofOfAddress);
    await settle();
    expect(
      identityApi.endpoints.getDocuments
        .select(2)(store.getState())
        .data?.map((d) => d.Id),
    ).toEqual([9, 1]);
    expect(count(backend.calls, 'GET users/2/Documents/')).toBe(2);
    expect(count(backend.calls, 'GET users/3/Documents/')).toBe(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    subs.forEach((s) => s.unsubscribe());
  });

  it("a deletion refetches the owner's documents (named by the answer)", async () => {
    const { store, backend } = setup();
    const subs = [2, 3].map((id) => store.dispatch(identityApi.endpoints.getDocuments.initiate(id)));
    await Promise.all(subs);
    await store.dispatch(identityApi.endpoints.deleteDocument.initiate(2));
    await settle();
    expect(identityApi.endpoints.getDocuments.select(3)(store.getState()).data).toEqual([]);
    expect(count(backend.calls, 'GET users/3/Documents/')).toBe(2);
    expect(count(backend.calls, 'GET users/2/Documents/')).toBe(1);
    // A refused deletion invalidates nothing.
    const refused = await store.dispatch(identityApi.endpoints.deleteDocument.initiate(42));
    expect(refused.error).toMatchObject({ status: 404, errors: [{ Code: 'not_found', Data: 42 }] });
    await settle();
    expect(count(backend.calls, 'GET users/3/Documents/')).toBe(2);
    subs.forEach((s) => s.unsubscribe());
  });
});

describe('sign-up and phone confirmation endpoints', () => {
  it('confirming the phone number refetches the phone confirmation; so does sending a code', async () => {
    const { store, backend } = setup();
    const sub = store.dispatch(identityApi.endpoints.getPhoneConfirmation.initiate());
    await sub;
    expect(identityApi.endpoints.getPhoneConfirmation.select()(store.getState()).data?.Confirmed).toBe(false);
    await store.dispatch(identityApi.endpoints.sendPhoneCode.initiate());
    await settle();
    await store.dispatch(identityApi.endpoints.confirmPhoneNumber.initiate('123456'));
    await settle();
    expect(identityApi.endpoints.getPhoneConfirmation.select()(store.getState()).data?.Confirmed).toBe(true);
    expect(count(backend.calls, 'GET users/PhoneConfirmation/')).toBe(3);
    sub.unsubscribe();
  });

  it('reports every broken registration rule and confirms an e-mail', async () => {
    const { store } = setup();
    const refused = await store.dispatch(
      identityApi.endpoints.register.initiate({
        FirstName: 'A',
        LastName: 'B',
        Email: 'a@b.c',
        PhoneNumber: '+441000',
        CountryCode: 'GB',
        Password: 'x',
      }),
    );
    expect(refused.error?.message).toBe('Email already in use., Password should have at least 6 characters.');
    const confirmed = await store.dispatch(identityApi.endpoints.confirmEmail.initiate('tok'));
    expect(confirmed.data).toEqual({ Email: 'a@b.c' });
  });

  it("confirmEmail sends the owner's password with the token when one is given", async () => {
    const { store } = setup();
    const without = await store.dispatch(identityApi.endpoints.confirmEmail.initiate('set-by-employee'));
    expect(without.error).toMatchObject({ status: 400, errors: [{ Code: 'password_required', Data: 'Password' }] });
    const wrong = await store.dispatch(identityApi.endpoints.confirmEmail.initiate({ Token: 'set-by-employee', Password: 'Guess1' }));
    expect(wrong.error).toMatchObject({ status: 400, errors: [{ Code: 'password_invalid', Data: 'Password' }] });
    const right = await store.dispatch(identityApi.endpoints.confirmEmail.initiate({ Token: 'set-by-employee', Password: 'Owner1' }));
    expect(right.data).toEqual({ Email: 'a@b.c' });
  });
});
