/** @jest-environment node */
import fc from 'fast-check';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import { accessToken, api, USERS } from './support';

/*
 * Property-based fuzzing of every route and every hub method (seeded, bounded in time): random and malformed
 * bodies (JSON of random shapes, invalid JSON, wrong content types, huge strings), query strings, cookies,
 * headers and filter trees, signed in as the seeded admin and anonymously; random and malformed records over a
 * raw WebSocket. Properties: never a 5xx, the server never dies, and it keeps answering after every batch.
 * A failing run prints its seed and the shrunk counterexample.
 */

const SEED = Number(process.env['FUZZ_SEED'] ?? 20261126);
/** Time budget of the HTTP and of the hub fuzzing (ms); together about half a minute (FUZZ_SCALE=4: two minutes). */
const FUZZ_SCALE = Math.max(1, Number(process.env['FUZZ_SCALE'] ?? 1));
const HTTP_BUDGET_MS = 20_000 * FUZZ_SCALE;
const HUB_BUDGET_MS = 8_000 * FUZZ_SCALE;

let be: RunningBackend;
let admin: string;
let adminId: number;

beforeAll(async () => {
  be = await startBackend({
    env: {
      // Rate limits off the way (a 429 is a fine answer, but it would hide the routes behind it).
      LIMIT_TOKEN_PER_IP_PER_MINUTE: '100000',
      LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: '100000',
      LIMIT_CONTACT_PER_IP_PER_HOUR: '100000',
      LIMIT_WRITES_PER_USER_PER_MINUTE: '100000',
      HUB_INVOCATIONS_PER_SECOND: '100000',
      HUB_CONNECTIONS_PER_USER: '1000',
    },
  });
  admin = await accessToken(be.url, 'employee@example.com', 'Employee1');
  adminId = (await api<{ Id: number }>(be.url, admin, 'GET', `${USERS}/GetCurrentUser`)).body.Data.Id;
}, 180000);
afterAll(() => be?.stop());

/** Every route of the server, with `:id` for a path parameter. Kept in step with the routes' registration. */
const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['POST', '/identity/connect/token'],
  ['POST', '/identity/connect/revocation'],
  ['POST', `${USERS}/CreateIndividual`],
  ['POST', `${USERS}/CreateEmployee`],
  ['POST', `${USERS}/RegisterAffiliateUser`],
  ['POST', `${USERS}/Update`],
  ['POST', `${USERS}/SetIsArchived`],
  ['POST', `${USERS}/Promote`],
  ['POST', `${USERS}/Assign`],
  ['GET', `${USERS}/EmployeeGroups`],
  ['POST', `${USERS}/EmployeeGroups/Create`],
  ['POST', `${USERS}/EmployeeGroups/Update`],
  ['POST', `${USERS}/Comment`],
  ['POST', `${USERS}/ImportAffiliateUsers`],
  ['POST', `${USERS}/SendCredentialsForClients`],
  ['POST', `${USERS}/Search`],
  ['POST', `${USERS}/Export`],
  ['POST', `${USERS}/GetFullNameOfUsers`],
  ['GET', `${USERS}/GetCurrentUser`],
  ['GET', `${USERS}/Audit`],
  ['GET', `${USERS}/:id/Audit`],
  ['GET', `${USERS}/:id`],
  ['DELETE', `${USERS}/:id`],
  ['POST', `${USERS}/:id/SetIsBlocked`],
  ['POST', `${USERS}/:id/CreateAutoLogin`],
  ['POST', `${USERS}/:id/SetAvatar`],
  ['POST', `${USERS}/Register`],
  ['POST', `${USERS}/RegisterDemo`],
  ['POST', `${USERS}/ConfirmEmail`],
  ['POST', `${USERS}/ResendConfirmation`],
  ['GET', `${USERS}/PhoneConfirmation`],
  ['POST', `${USERS}/SendPhoneCode`],
  ['POST', `${USERS}/ConfirmPhoneNumber`],
  ['POST', `${USERS}/ForgotPassword`],
  ['POST', `${USERS}/ResetPassword`],
  ['GET', `${USERS}/:id/Documents`],
  ['GET', `${USERS}/:id/Documents/:id/File`],
  ['POST', `${USERS}/:id/UploadDocument`],
  ['DELETE', `${USERS}/DeleteDocument/:id`],
  ['POST', `${USERS}/VerifyDocument`],
  ['POST', `${USERS}/EditVerifyComment`],
  ['GET', '/identity/api/v1/accounts/Mine'],
  ['GET', '/identity/api/v1/accounts/Banks'],
  ['GET', '/identity/api/v1/accounts/Withdrawals'],
  ['POST', '/identity/api/v1/accounts/Withdrawals'],
  ['POST', '/identity/api/v1/accounts/Withdrawals/:id/SetStatus'],
  ['GET', '/permissions/UserPermissions/User/:id'],
  ['POST', '/permissions/UserPermissions/Modify'],
  ['GET', '/email/send-email.php'],
  ['POST', '/email/send-email.php'],
  ['GET', '/uploads/:id'],
  ['POST', '/ws/user/negotiate'],
  ['GET', '/no/such/route'],
];

/** Property names the routes read, so that random objects reach past the first check. */
const KEYS = [
  'Id',
  'UserId',
  'UserIds',
  'IsArchived',
  'IsBlocked',
  'Comment',
  'Text',
  'Users',
  'Grant',
  'Revoke',
  'PermissionId',
  'ResourceType',
  'ResourceId',
  'FirstName',
  'LastName',
  'MiddleName',
  'Email',
  'Password',
  'PhoneNumber',
  'CountryCode',
  'EmployeeGroupId',
  'AccountManagerId',
  'Name',
  'LeadId',
  'Columns',
  'PageNumber',
  'PageSize',
  'StartIndex',
  'Filters',
  'Sort',
  'name',
  'email',
  'phoneNumber',
  'message',
  'recaptchaToken',
  '__proto__',
  'constructor',
];

/** Never let the fuzzer touch the admin itself (blocking or deleting it would end the run, not find a bug). */
function spareAdmin(v: unknown): unknown {
  if (v === adminId || v === String(adminId)) return adminId + 100000;
  if (Array.isArray(v)) return v.map(spareAdmin);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, spareAdmin(x)]));
  return v;
}

const scalar = fc.oneof(
  fc.integer({ min: -3, max: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '0', '-1', '1e309', 'NaN', '%', '%E0%A4%A', '\r\n', '\u0000', 'employee', 'eq', 'in', 'Id', 'FullName'),
);

/** A filter tree: well-formed, slightly wrong, or nonsense. */
const filterNode: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record(
      {
        Op: fc.oneof(
          fc.constantFrom('eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'like', 'contains', 'beginsWith', 'between', 'in', 'notIn', 'isSet'),
          scalar,
        ),
        Field: fc.oneof(fc.constantFrom('Id', 'FirstName', 'Email', 'CreatedAt', 'IsBlocked', 'Password', 'ResourceType.Id'), scalar),
        Value: fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })),
        Extra: fc.jsonValue({ maxDepth: 3 }),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      { UseAnd: fc.oneof(fc.boolean(), scalar), Children: fc.oneof(fc.array(tie('node'), { maxLength: 4 }), scalar) },
      { requiredKeys: [] },
    ),
    scalar,
  ),
})).node;

/** A random object over the routes' property names. */
const shapedObject = fc.dictionary(
  fc.constantFrom(...KEYS),
  fc.oneof(scalar, fc.array(scalar, { maxLength: 5 }), fc.array(filterNode, { maxLength: 3 }), fc.jsonValue({ maxDepth: 3 })),
  { maxKeys: 6 },
);

/** A body: its bytes and content type (or none). */
interface Body {
  contentType?: string;
  text?: string;
}

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({}),
  shapedObject.map((o) => ({ contentType: 'application/json', text: JSON.stringify(spareAdmin(o)) })),
  fc.jsonValue({ maxDepth: 4 }).map((o) => ({ contentType: 'application/json', text: JSON.stringify(spareAdmin(o)) })),
  fc
    .record({
      PageNumber: scalar,
      PageSize: scalar,
      StartIndex: scalar,
      Filters: fc.array(filterNode, { maxLength: 5 }),
      Sort: fc.jsonValue({ maxDepth: 2 }),
    })
    .map((o) => ({ contentType: 'application/json', text: JSON.stringify(o) })),
  fc.string({ maxLength: 200 }).map((text) => ({ contentType: 'application/json', text })),
  fc
    .constantFrom('{', '[1,', '{"a":1}}', '\u0000', 'null', '""', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}')
    .map((text) => ({
      contentType: 'application/json',
      text,
    })),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', 'foo', ''),
      fc.string({ maxLength: 100 }),
    )
    .map(([contentType, text]) => ({ contentType, text })),
  fc
    .tuple(
      fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=x', 'multipart/form-data; boundary=--b'),
      fc.string({ maxLength: 200 }),
    )
    .map(([contentType, text]) => ({ contentType, text: text.includes('--') ? text : `--x\r\n${text}` })),
  fc
    .constantFrom(10_000, 300_000, 1_100_000)
    .map((n) => ({ contentType: 'application/json', text: JSON.stringify({ FirstName: 'x'.repeat(n) }) })),
);

/** A query string: random parameters, including broken percent-encodings. */
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('isBlocked', 'negotiateVersion', 'access_token', 'limit', 'beforeId', 'action', 'id', 'x'),
      fc.string({ maxLength: 12 }),
      { maxKeys: 3 },
    )
    .map((d) => `?${new URLSearchParams(d)}`),
  fc.constantFrom('?%', '?a=%E0%A4%A', '?isBlocked=%zz&&&', '?negotiateVersion=1e999', `?limit=${'9'.repeat(400)}`),
);

/** A path parameter. */
const pathId = fc.oneof(
  fc.integer({ min: 0, max: 60 }),
  fc.constantFrom('-1', 'abc', '%', '%E0%A4%A', '9'.repeat(40), '..%2F..%2Fetc%2Fpasswd', '1.5', ''),
);

const cookie = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN=%', '=;;=', 'XSRF-TOKEN=a.b; XSRF-TOKEN=c.d', 'XSRF-TOKEN'),
);

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  id: pathId,
  query,
  body,
  cookie,
  signedIn: fc.boolean(),
  xsrf: fc.oneof(fc.constant(undefined), fc.constantFrom('a.b', '%E0%A4%A', '')),
  // The server's own origin lets a message past the contact endpoint's anti-forgery check to the rules behind it.
  origin: fc.constantFrom<'none' | 'self' | 'foreign' | 'null' | 'garbage'>('none', 'self', 'foreign', 'null', 'garbage'),
  authorization: fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic abc', `Bearer ${'x'.repeat(5000)}`, 'Bearer a.b.c'),
  ),
});

/** The server's largest body (its default `BODY_LIMIT_BYTES`). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Sends one fuzzed request; answers its status (or throws on a network failure). */
async function send(r: Req): Promise<number> {
  const [method, template] = r.route;
  const id = String(spareAdmin(r.id));
  const path = template.replaceAll(':id', id) + r.query;
  const headers: Record<string, string> = {};
  if (r.body.contentType !== undefined) headers['content-type'] = r.body.contentType;
  if (r.cookie !== undefined) headers['cookie'] = r.cookie;
  if (r.xsrf !== undefined) headers['x-xsrf-token'] = r.xsrf;
  if (r.origin !== 'none') {
    headers['origin'] = { self: be.url, foreign: 'https://evil.example', null: 'null', garbage: '%%:/\\x' }[r.origin];
  }
  if (r.authorization !== undefined) headers['authorization'] = r.authorization;
  else if (r.signedIn) headers['authorization'] = `Bearer ${admin}`;
  const hasBody = r.body.text !== undefined && method !== 'GET';
  const body = hasBody ? r.body.text : undefined;
  let res: Response;
  try {
    res = await fetch(`${be.url}${path}`, { method, headers, body });
  } catch (e) {
    // A body over the server's limit is refused (413) and the socket closed before the client has sent it all:
    // the client sees a broken pipe instead of the answer. Any other network failure is a finding.
    if (body !== undefined && Buffer.byteLength(body) > BODY_LIMIT_BYTES) return 413;
    throw e;
  }
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return res.status;
}

type Req = {
  route: readonly [string, string];
  id: string | number;
  query: string;
  body: Body;
  cookie: string | undefined;
  signedIn: boolean;
  xsrf: string | undefined;
  origin: 'none' | 'self' | 'foreign' | 'null' | 'garbage';
  authorization: string | undefined;
};

/** The server still answers: an unrelated GET, quickly. */
async function stillUp(): Promise<void> {
  const res = await fetch(`${be.url}/email/send-email.php`, { signal: AbortSignal.timeout(5000) });
  expect(res.status).toBe(204);
}

describe('fuzzing every route', () => {
  it(
    'never answers 5xx to random and malformed requests, and keeps answering',
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 8 }), async (batch) => {
          for (const r of batch) {
            const status = await send(r);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
          await stillUp();
        }),
        { seed: SEED, numRuns: 100_000, interruptAfterTimeLimit: HTTP_BUDGET_MS, markInterruptAsFailure: false, endOnFailure: true },
      );
      console.log(
        `HTTP fuzz (seed ${SEED}): ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests, by status ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      // The admin is still usable: nothing the fuzzer did locked the run out.
      expect((await api(be.url, admin, 'GET', `${USERS}/GetCurrentUser`)).status).toBe(200);
    },
    HTTP_BUDGET_MS + 60_000,
  );
});

const RS = '\x1e';
const HUB_METHODS = ['SubscribeToUserEvents', 'SubscribeToUserPermissionEvents', 'Unsubscribe'];
/** Completion errors the server gives by design; any other (a method's exception) is a bug. */
const EXPECTED_ERRORS = [/^Unknown hub method/, /^Too many invocations/, /^Streaming is not supported/];

/** One record (or raw bytes) a client may send after the handshake. */
const hubRecord = fc.oneof(
  fc
    .record({
      type: fc.constant(1),
      invocationId: fc.oneof(fc.string({ maxLength: 8 }), scalar),
      target: fc.oneof(fc.constantFrom(...HUB_METHODS), scalar),
      arguments: fc.oneof(
        fc.array(fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.jsonValue({ maxDepth: 3 })), { maxLength: 4 }),
        scalar,
      ),
    })
    .map((o) => JSON.stringify(o) + RS),
  fc
    .record({ type: fc.oneof(fc.integer({ min: -1, max: 9 }), scalar), invocationId: scalar }, { requiredKeys: [] })
    .map((o) => JSON.stringify(o) + RS),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) + RS),
  fc.string({ maxLength: 80 }).map((s) => s + RS),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(RS, RS + RS, '{"type":6}', '{"type":7}' + RS, '{"type":4,"invocationId":"s","target":"x"}' + RS),
);

const hubSession = fc.record({
  signedIn: fc.constant(true),
  handshake: fc.oneof(
    fc.constant(JSON.stringify({ protocol: 'json', version: 1 }) + RS),
    fc.constantFrom(
      '{"protocol":"messagepack","version":1}' + RS,
      '{"protocol":"json","version":2}' + RS,
      'null' + RS,
      '[]' + RS,
      '{' + RS,
      RS,
    ),
  ),
  records: fc.array(hubRecord, { minLength: 1, maxLength: 15 }),
  binary: fc.boolean(),
});

interface SessionResult {
  received: string[];
  closed: boolean;
}

/** Runs one hub session: handshake, the records, then a moment to collect the answers. */
function runSession(s: { handshake: string; records: string[]; binary: boolean }): Promise<SessionResult> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${be.url.replace(/^http/, 'ws')}/ws/user`, { headers: { authorization: `Bearer ${admin}` } });
    const received: string[] = [];
    let closed = false;
    ws.on('message', (d) => received.push(...d.toString().split(RS).filter(Boolean)));
    ws.on('close', () => (closed = true));
    ws.on('error', () => undefined);
    ws.on('unexpected-response', (_q, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('open', () => {
      ws.send(s.handshake);
      for (const r of s.records) if (ws.readyState === WebSocket.OPEN) ws.send(s.binary ? Buffer.from(r) : r);
      setTimeout(() => {
        ws.terminate();
        resolve({ received, closed });
      }, 60);
    });
  });
}

describe('fuzzing the hub', () => {
  it(
    'survives random and malformed records: no exception reaches a Completion, no 5xx answer, and the server keeps answering',
    async () => {
      let sessions = 0;
      let records = 0;
      await fc.assert(
        fc.asyncProperty(hubSession, async (s) => {
          const { received } = await runSession(s);
          sessions++;
          records += s.records.length;
          for (const text of received) {
            const msg = JSON.parse(text) as { type?: number; error?: string; result?: { Status?: number } };
            if (msg.type === 3 && msg.error !== undefined)
              expect(EXPECTED_ERRORS.some((re) => re.test(msg.error as string)) ? 'expected' : msg.error).toBe('expected');
            if (msg.type === 3 && msg.result && typeof msg.result.Status === 'number') expect(msg.result.Status).toBeLessThan(500);
          }
          await stillUp();
        }),
        { seed: SEED, numRuns: 100_000, interruptAfterTimeLimit: HUB_BUDGET_MS, markInterruptAsFailure: false, endOnFailure: true },
      );
      console.log(`hub fuzz (seed ${SEED}): ${sessions} sessions, ${records} records`);
      expect(sessions).toBeGreaterThan(10);
    },
    HUB_BUDGET_MS + 60_000,
  );
});
