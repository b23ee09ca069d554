/** @jest-environment node */
import Papa from 'papaparse';
import { startBackend, type RunningBackend } from '../../../../tools/testing/backend';
import {
  accessToken,
  api,
  codes,
  createSignedInUser,
  grantKey,
  searchAudit,
  signInDemoEmployee,
  stopBackend,
  uniq,
  uniqCount,
  USERS,
} from './support';

let be: RunningBackend;
let staff: string;
let staffId: number;

beforeAll(async () => {
  be = await startBackend();
  ({ token: staff, id: staffId } = await signInDemoEmployee(be.url));
}, 180000);
afterAll(() => stopBackend(be));

interface U {
  Id: number;
  Email: string;
  FirstName: string;
  LastName: string;
  UserType: number;
  IsBlocked: boolean;
  CreatedAt: string;
  BirthDate: string;
  PhoneNumber: string | null;
  AccountManagerId: number | null;
}

/** A last name made of letters only, unique to this run. */
const marker = () => `Exp${uniq().replace(/[^a-z]/gi, '')}${'abcdefghij'[uniqCount() % 10]}`;

async function create(extra: Record<string, unknown> = {}): Promise<U> {
  const r = await api<U>(be.url, staff, 'POST', `${USERS}/CreateIndividual`, {
    FirstName: 'Ann',
    LastName: 'Example',
    Email: `x-${uniq()}@example.com`,
    Password: 'Secret1',
    ...extra,
  });
  expect(r.status).toBe(201);
  return r.body.Data;
}

/** POSTs an export and answers the raw response (the body is read by the caller). */
function exportRaw(token: string | null, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  return fetch(`${be.url}${USERS}/Export`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** Every user a Search answers for `filters`/`sort`, page by page. */
async function searchAll(Filters: unknown[], Sort: unknown[] = []): Promise<U[]> {
  const out: U[] = [];
  for (let page = 1; ; page++) {
    const r = (
      await api<{ Items: U[]; TotalItems: number }>(be.url, staff, 'POST', `${USERS}/Search`, {
        PageNumber: page,
        PageSize: 200,
        Filters,
        Sort,
      })
    ).body.Data;
    out.push(...r.Items);
    if (out.length >= r.TotalItems || r.Items.length === 0) return out;
  }
}

describe('POST Export', () => {
  it('answers exactly the users of a filtered, sorted query as a CSV download', async () => {
    const last = marker();
    const a = await create({ FirstName: 'Ada', LastName: last, BirthDate: '1990-02-03T00:00:00Z' });
    const b = await create({ FirstName: 'Bea', LastName: last });
    const c = await create({ FirstName: 'Cid', LastName: last });
    await api(be.url, staff, 'POST', `${USERS}/${b.Id}/SetIsBlocked?isBlocked=true`);
    await create({ FirstName: 'Out', LastName: `${last}x` });
    const res = await exportRaw(staff, {
      Filters: [{ Op: 'eq', Field: 'LastName', Value: last }],
      Sort: [{ Column: 'FirstName', Asc: false }],
      Columns: ['Id', 'FirstName', 'UserType', 'IsBlocked', 'BirthDate', 'AccountManagerId', 'CreatedAt'],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="users-${today}.csv"`);
    expect(res.headers.get('content-length')).toBeNull();
    const created = async (id: number) => (await searchAll([{ Op: 'eq', Field: 'Id', Value: id }]))[0]?.CreatedAt;
    expect(await res.text()).toBe(
      'Id,FirstName,UserType,IsBlocked,BirthDate,AccountManagerId,CreatedAt\r\n' +
        `${c.Id},Cid,0,false,,,${await created(c.Id)}\r\n` +
        `${b.Id},Bea,0,true,,,${await created(b.Id)}\r\n` +
        `${a.Id},Ada,0,false,1990-02-03T00:00:00.000Z,,${a.CreatedAt}\r\n`,
    );
  });

  it('holds the same users, in the same order, as Search over every page', async () => {
    const Filters = [
      {
        UseAnd: false,
        Children: [
          { Op: 'in', Field: 'CountryCode', Value: ['DE', 'SE', 'GB'] },
          { Op: 'eq', Field: 'UserType', Value: 1 },
        ],
      },
    ];
    const Sort = [
      { Column: 'CountryCode', Asc: true },
      { Column: 'CreatedAt', Asc: false },
    ];
    const expected = await searchAll(Filters, Sort);
    expect(expected.length).toBeGreaterThan(5);
    const res = await exportRaw(staff, { Filters, Sort, Columns: ['Id', 'Email'] });
    const rows = Papa.parse<{ Id: string; Email: string }>(await res.text(), { header: true, skipEmptyLines: true }).data;
    expect(rows).toEqual(expected.map((u) => ({ Id: String(u.Id), Email: u.Email })));
  });

  it('quotes cells RFC 4180 style and defuses formulas', async () => {
    const last = marker();
    const u = await create({
      LastName: last,
      Address: '=1+2',
      City: 'Oslo, "North"\nside',
      State: '@SUM(A1)',
      PostalCode: '-5',
      PhoneNumber: '+47 555 1234567',
    });
    const res = await exportRaw(staff, {
      Filters: [{ Op: 'eq', Field: 'Id', Value: u.Id }],
      Columns: ['Address', 'City', 'State', 'PostalCode', 'PhoneNumber', 'LastName'],
    });
    const text = await res.text();
    expect(text).toBe(
      `Address,City,State,PostalCode,PhoneNumber,LastName\r\n'=1+2,"Oslo, ""North""\nside",'@SUM(A1),'-5,'+475551234567,${last}\r\n`,
    );
    const [row] = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(row).toEqual({
      Address: "'=1+2",
      City: 'Oslo, "North"\nside',
      State: "'@SUM(A1)",
      PostalCode: "'-5",
      PhoneNumber: "'+475551234567",
      LastName: last,
    });
  });

  it('defuses a formula after a semicolon, so a ;-locale spreadsheet sees no cell starting a formula', async () => {
    const last = marker();
    const address = "Main St 1;=cmd|' /C calc'!A0;";
    const u = await create({ LastName: last, Address: address, City: 'Bonn\t-1+1' });
    const res = await exportRaw(staff, { Filters: [{ Op: 'eq', Field: 'Id', Value: u.Id }], Columns: ['Id', 'Address', 'City'] });
    const text = await res.text();
    expect(text).toBe(`Id,Address,City\r\n${u.Id},"Main St 1;'=cmd|' /C calc'!A0;","Bonn\t'-1+1"\r\n`);
    // Split the way Excel with ; (or tab) as the list separator splits it, quotes ignored: no piece is a formula.
    const pieces = text.split(/[;\t\r\n,]/).map((p) => p.replace(/^[ "]+/, ''));
    expect(pieces.filter((p) => /^[=+\-@]/.test(p))).toEqual([]);
    const [row] = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(row).toEqual({ Id: String(u.Id), Address: "Main St 1;'=cmd|' /C calc'!A0;", City: "Bonn\t'-1+1" });
  });

  it('answers only the header when nothing matches, and takes absent filters and sort as none', async () => {
    const none = await exportRaw(staff, { Filters: [{ Op: 'eq', Field: 'Email', Value: 'nobody@nowhere.test' }], Columns: ['Email'] });
    expect(await none.text()).toBe('Email\r\n');
    const everyone = await exportRaw(staff, { Columns: ['Id'] });
    const ids = (await everyone.text()).trim().split('\r\n').slice(1).map(Number);
    expect(ids).toEqual((await searchAll([])).map((u) => u.Id));
  });

  it('answers 400 invalid_request in the envelope, naming the problem, for a bad body', async () => {
    const many = Array.from({ length: 101 }, () => ({ Op: 'eq', Field: 'Id', Value: 1 }));
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^Columns: /],
      [{ Columns: [] }, /^Columns: /],
      [{ Columns: Array.from({ length: 41 }, () => 'Id') }, /^Columns: /],
      [{ Columns: ['Id', 'Password'] }, /^Columns\.1: unknown field: Password$/],
      [{ Columns: ['Email', 'Email'] }, /^Columns\.1: duplicate field: Email$/],
      [{ Columns: 'Id' }, /^Columns: /],
      [{ Columns: ['Id'], Filters: [{ Op: 'eq', Field: 'Secret', Value: 1 }] }, /unknown field: Secret/],
      [{ Columns: ['Id'], Filters: [{ Op: 'regex', Field: 'Email', Value: '.*' }] }, /unknown operator: regex/],
      [{ Columns: ['Id'], Filters: [{ Op: 'between', Field: 'Id', Value: 3 }] }, /between/],
      [{ Columns: ['Id'], Filters: many }, /more than 100 filter nodes/],
      [{ Columns: ['Id'], Filters: { Op: 'eq' } }, /^Filters: /],
      [{ Columns: ['Id'], Sort: [{ Column: 'Secret', Asc: true }] }, /unknown field: Secret/],
      [{ Columns: ['Id'], Sort: [{ Column: 'Id', Asc: 'yes' }] }, /^Sort\.0\.Asc: /],
      ['{"Columns": ', /malformed JSON/],
    ];
    for (const [body, problem] of cases) {
      const res = await exportRaw(staff, body);
      const answer = (await res.json()) as { Status: number; Errors: Array<{ Code: string; Data: unknown }> };
      expect([body, res.status, answer.Status, answer.Errors[0]?.Code]).toEqual([body, 400, 400, 'invalid_request']);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect([body, answer.Errors.map((e) => String(e.Data)).find((d) => problem.test(d))]).toEqual([body, expect.any(String)]);
    }
  });

  it('needs users.read on every user: 401 without a token, 403 for a client or a partly allowed employee', async () => {
    const body = { Columns: ['Id'] };
    const anonymous = await exportRaw(null, body);
    expect(anonymous.status).toBe(401);
    const client = await accessToken(be.url, 'client@example.com', 'Client1');
    const refused = await exportRaw(client, body);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ Status: 403, Data: null, Errors: [{ Code: 'forbidden', Data: 'users.read' }] });
    const names = { FirstName: 'Lim', LastName: 'Ited', Email: `lim-${uniq()}@example.com`, Password: 'Secret1' };
    const { token: limited } = await createSignedInUser(be.url, staff, 'employee', names, [grantKey(1, staffId)]);
    const partly = await exportRaw(limited, body);
    expect(partly.status).toBe(403);
    expect(codes({ status: 403, body: (await partly.json()) as never })).toEqual(['forbidden']);
  });

  it('writes the export to the audit trail with its row count, columns and query', async () => {
    const last = marker();
    await create({ LastName: last });
    await create({ LastName: last });
    const Filters = [{ Op: 'eq', Field: 'LastName', Value: last }];
    const res = await exportRaw(staff, { Filters, Sort: [{ Column: 'Id', Asc: false }], Columns: ['Id', 'Email'] });
    await res.text();
    const trail = await searchAudit(be.url, staff, 'action=users.exported&limit=1');
    expect(trail[0]).toMatchObject({
      Action: 'users.exported',
      ActorId: staffId,
      TargetId: null,
      Details: { Rows: 2, Columns: ['Id', 'Email'], Filters, Sort: [{ Column: 'Id', Asc: false }] },
    });
  });
});
