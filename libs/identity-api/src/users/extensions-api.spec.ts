/**
 * @jest-environment node
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DocumentStatus, DocumentType } from '../entities/documents';
import { WithdrawalStatus } from '../entities/accounts';
import { ServiceError } from '../errors/service-error';
import { createIdentityServices } from '../services';
import type { IdentityServices } from '../services';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://127.0.0.1:5100/identity/api/v1';
let identity: IdentityServices;
beforeEach(() => {
  identity = createIdentityServices({
    service: { protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' },
    accessTokenFactory: () => 't',
  });
});

type Method = 'get' | 'post' | 'delete';

/** Records the request and answers `Data` in an envelope (or `status` with `errors`). */
function answer(method: Method, url: string, data: unknown, status = 200, errors: unknown[] = []) {
  const seen: { body?: unknown; search?: string; contentType?: string | null; auth?: string | null; calls: number } = { calls: 0 };
  server.use(
    mswHttp[method](url, async ({ request }) => {
      seen.calls++;
      seen.search = new URL(request.url).search;
      seen.contentType = request.headers.get('content-type');
      seen.auth = request.headers.get('authorization');
      if (method === 'post') {
        const text = await request.clone().text();
        seen.body = seen.contentType?.includes('json') ? JSON.parse(text) : text ? await request.formData() : undefined;
      }
      return HttpResponse.json({ Status: status, Data: data, Errors: errors }, { status });
    }),
  );
  return seen;
}

type Row = [string, (s: IdentityServices) => Promise<unknown>, Method, string, unknown, string?];

describe('sign-up, confirmation and password reset calls', () => {
  const register = { FirstName: 'A', LastName: 'B', Email: 'a@b.c', PhoneNumber: '+44 1000', CountryCode: 'GB', Password: 'Secret1' };
  const demo = { FirstName: 'A', LastName: 'B', Email: 'a@b.c', Password: 'Secret1' };
  it.each<Row>([
    ['register', (s) => s.registration.register(register), 'post', '/users/Register/', register],
    ['registerDemo', (s) => s.registration.registerDemo(demo), 'post', '/users/RegisterDemo/', demo],
    ['confirmEmail', (s) => s.registration.confirmEmail('tok'), 'post', '/users/ConfirmEmail/', { Token: 'tok' }],
    [
      "confirmEmail with the owner's password",
      (s) => s.registration.confirmEmail({ Token: 'tok', Password: 'Secret1' }),
      'post',
      '/users/ConfirmEmail/',
      { Token: 'tok', Password: 'Secret1' },
    ],
    [
      'confirmEmail without a password',
      (s) => s.registration.confirmEmail({ Token: 'tok' }),
      'post',
      '/users/ConfirmEmail/',
      { Token: 'tok' },
    ],
    ['resendConfirmation', (s) => s.registration.resendConfirmation('a@b.c'), 'post', '/users/ResendConfirmation/', { Email: 'a@b.c' }],
    ['sendPhoneCode', (s) => s.registration.sendPhoneCode(), 'post', '/users/SendPhoneCode/', {}],
    ['confirmPhoneNumber', (s) => s.registration.confirmPhoneNumber('123 456'), 'post', '/users/ConfirmPhoneNumber/', { Code: '123 456' }],
    ['getPhoneConfirmation', (s) => s.registration.getPhoneConfirmation(), 'get', '/users/PhoneConfirmation/', undefined],
    ['forgotPassword', (s) => s.registration.forgotPassword('a@b.c'), 'post', '/users/ForgotPassword/', { Email: 'a@b.c' }],
    [
      'resetPassword',
      (s) => s.registration.resetPassword({ Token: 'tok', Password: 'Secret2' }),
      'post',
      '/users/ResetPassword/',
      { Token: 'tok', Password: 'Secret2' },
    ],
  ])('%s sends the method, path and body of the contract', async (_, call, method, path, body) => {
    const seen = answer(method, `${base}${path}`, { ok: path });
    await expect(call(identity)).resolves.toEqual({ ok: path });
    expect(seen.calls).toBe(1);
    if (method === 'post') {
      expect(seen.contentType).toBe('application/json');
      expect(seen.body).toEqual(body);
    }
  });

  it('reports every broken registration rule with its catalogue message', async () => {
    answer('post', `${base}/users/Register/`, null, 400, [
      { Code: 'email_already_taken', Data: 'Email' },
      { Code: 'PasswordRequiresUpper', Data: 'Password' },
    ]);
    const error = (await identity.registration.register(register).catch((e: unknown) => e)) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(400);
    expect(error.codes).toEqual(['email_already_taken', 'PasswordRequiresUpper']);
    expect(error.message).toBe('Email already in use., Password requires upper case letter.');
  });

  it.each<[string, string, unknown, string]>([
    ['confirmEmail', 'InvalidToken', 'Token', 'Invalid verification code. Please try again.'],
    ['confirmEmail', 'password_required', 'Password', 'Code: password_required, Data = Password'],
    ['confirmEmail', 'password_invalid', 'Password', 'Password is not valid.'],
    ['resetPassword', 'password_short_token_valid', 'Password', 'Password is to short. Token valid.'],
    ['resetPassword', 'password_reset_error', 'Token', 'Reset password has failed. Please try again.'],
    ['sendPhoneCode', 'invalid_phone_number', 'PhoneNumber', 'Code: invalid_phone_number, Data = PhoneNumber'],
    ['confirmEmail', 'too_many_requests', { RetryAfter: 60 }, 'Code: too_many_requests, Data = {"RetryAfter":60}'],
  ])('%s maps %s to its text', async (name, code, data, message) => {
    const path = { confirmEmail: '/users/ConfirmEmail/', resetPassword: '/users/ResetPassword/', sendPhoneCode: '/users/SendPhoneCode/' }[
      name
    ];
    answer('post', `${base}${path}`, null, code === 'too_many_requests' ? 429 : 400, [{ Code: code, Data: data }]);
    const call = {
      confirmEmail: () => identity.registration.confirmEmail('x'),
      resetPassword: () => identity.registration.resetPassword({ Token: 'x', Password: 'y' }),
      sendPhoneCode: () => identity.registration.sendPhoneCode(),
    }[name as 'confirmEmail'];
    await expect(call()).rejects.toThrow(message);
  });
});

describe('accounts and withdrawals calls', () => {
  it.each<Row>([
    ['getMyAccounts (own)', (s) => s.accounts.getMyAccounts(), 'get', '/accounts/Mine/', undefined, ''],
    ['getMyAccounts (user 5)', (s) => s.accounts.getMyAccounts(5), 'get', '/accounts/Mine/', undefined, '?userId=5'],
    ['getBankAccounts (own)', (s) => s.accounts.getBankAccounts(), 'get', '/accounts/Banks/', undefined, ''],
    ['getBankAccounts (user 5)', (s) => s.accounts.getBankAccounts(5), 'get', '/accounts/Banks/', undefined, '?userId=5'],
    ['getWithdrawals (own)', (s) => s.accounts.getWithdrawals(), 'get', '/accounts/Withdrawals/', undefined, ''],
    ['getWithdrawals (user 5)', (s) => s.accounts.getWithdrawals(5), 'get', '/accounts/Withdrawals/', undefined, '?userId=5'],
    [
      'requestWithdrawal',
      (s) => s.accounts.requestWithdrawal({ AccountId: 12, BankAccountId: 3, Amount: 250.75 }),
      'post',
      '/accounts/Withdrawals/',
      { AccountId: 12, BankAccountId: 3, Amount: 250.75 },
      '',
    ],
    [
      'setWithdrawalStatus',
      (s) => s.accounts.setWithdrawalStatus(9, WithdrawalStatus.Approved),
      'post',
      '/accounts/Withdrawals/9/SetStatus/',
      { Status: 'Approved' },
      '',
    ],
  ])('%s sends the method, path and query of the contract', async (_, call, method, path, body, search) => {
    const seen = answer(method, `${base}${path}`, [{ ok: path }]);
    await expect(call(identity)).resolves.toEqual([{ ok: path }]);
    expect(seen.search).toBe(search);
    expect(seen.auth).toBe('Bearer t');
    if (method === 'post') expect(seen.body).toEqual(body);
  });

  it.each<[string, unknown, string]>([
    ['not_enough_free_margin', 10750, 'Insufficient margin available.'],
    ['invalid_amount', 'Amount: not above 0', 'Invalid amount.'],
    ['bank_not_enabled', 4, "Can't enable account, bank is disabled."],
    ['bank_not_found', 99, 'Bank not found.'],
    ['demo_account_withdrawal', 7, 'Code: demo_account_withdrawal, Data = 7'],
  ])('a refused withdrawal (%s) rejects with the catalogue text', async (code, data, message) => {
    answer('post', `${base}/accounts/Withdrawals/`, null, 400, [{ Code: code, Data: data }]);
    const error = (await identity.accounts
      .requestWithdrawal({ AccountId: 7, BankAccountId: 3, Amount: 1 })
      .catch((e: unknown) => e)) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ Code: code, Data: data }]);
    expect(error.message).toBe(message);
  });
});

describe('identity document calls', () => {
  const doc = { Id: 7, UserId: 5, DocumentType: 'Identity', Status: 'Pending' };

  it('getDocuments: GET users/{id}/Documents', async () => {
    const seen = answer('get', `${base}/users/5/Documents/`, [doc]);
    await expect(identity.documents.getDocuments(5)).resolves.toEqual([doc]);
    expect(seen.auth).toBe('Bearer t');
  });

  it('uploadDocument: multipart with a DocumentType text field and a File field', async () => {
    const seen = answer('post', `${base}/users/5/UploadDocument/`, doc, 201);
    await expect(
      identity.documents.uploadDocument(5, DocumentType.ProofOfAddress, new Blob(['%PDF-1'], { type: 'application/pdf' }), 'bill.pdf'),
    ).resolves.toEqual(doc);
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = seen.body as FormData;
    expect(form.get('DocumentType')).toBe('ProofOfAddress');
    const file = form.get('File') as File;
    expect(file.name).toBe('bill.pdf');
    expect(await file.text()).toBe('%PDF-1');
    expect([...form.keys()]).toEqual(['DocumentType', 'File']);
  });

  it('uploadDocument takes the name of a File when none is given', async () => {
    const seen = answer('post', `${base}/users/5/UploadDocument/`, doc, 201);
    await identity.documents.uploadDocument(5, DocumentType.Identity, new File(['x'], 'passport.png'));
    expect(((seen.body as FormData).get('File') as File).name).toBe('passport.png');
  });

  it('deleteDocument: DELETE users/DeleteDocument/{id}; document_not_pending has no §8 text', async () => {
    const seen = answer('delete', `${base}/users/DeleteDocument/7/`, doc);
    await expect(identity.documents.deleteDocument(7)).resolves.toEqual(doc);
    expect(seen.calls).toBe(1);
    answer('delete', `${base}/users/DeleteDocument/8/`, null, 400, [{ Code: 'document_not_pending', Data: 8 }]);
    await expect(identity.documents.deleteDocument(8)).rejects.toThrow('Code: document_not_pending, Data = 8');
  });

  it('verifyDocument and editVerifyComment post their bodies', async () => {
    const verify = answer('post', `${base}/users/VerifyDocument/`, doc);
    await identity.documents.verifyDocument({ DocumentId: 7, Status: DocumentStatus.Rejected, Comment: 'Blurred' });
    expect(verify.body).toEqual({ DocumentId: 7, Status: 'Rejected', Comment: 'Blurred' });
    const edit = answer('post', `${base}/users/EditVerifyComment/`, doc);
    await identity.documents.editVerifyComment({ DocumentId: 7, Comment: null });
    expect(edit.body).toEqual({ DocumentId: 7, Comment: null });
  });

  it('documentFileUrl names the file route', () => {
    expect(identity.documents.documentFileUrl(5, 7)).toBe(`${base}/users/5/Documents/7/File/`);
  });

  it('downloadDocument GETs the bytes with the bearer token', async () => {
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${base}/users/5/Documents/7/File/`, ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const blob = await identity.documents.downloadDocument(5, 7);
    expect(auth).toBe('Bearer t');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
  });

  it('downloadDocument rejects with the error envelope of a refusal', async () => {
    answer('get', `${base}/users/5/Documents/8/File/`, null, 404, [{ Code: 'not_found', Data: 8 }]);
    const error = (await identity.documents.downloadDocument(5, 8).catch((e: unknown) => e)) as ServiceError;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.status).toBe(404);
    expect(error.codes).toEqual(['not_found']);
  });
});
