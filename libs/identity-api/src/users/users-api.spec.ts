/**
 * @jest-environment node
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SalesStatus } from '../entities/user';
import { POPUP_BLOCKED_MESSAGE } from '../http/http-client';
import { createIdentityServices } from '../services';
import type { IdentityServices } from '../services';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const users = 'http://127.0.0.1:5100/identity/api/v1/users';
const gateway = 'http://127.0.0.1:5100/permissions/UserPermissions';
let identity: IdentityServices;
beforeEach(() => {
  identity = createIdentityServices({
    service: { protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' },
    accessTokenFactory: () => 't',
  });
});

/** Records the request and answers `Data`. */
function answer(method: 'get' | 'post' | 'delete', url: string, data: unknown) {
  const seen: { body?: unknown; search?: string; contentType?: string | null } = {};
  server.use(
    mswHttp[method](url, async ({ request }) => {
      seen.search = new URL(request.url).search;
      seen.contentType = request.headers.get('content-type');
      if (method === 'post') {
        const text = await request.clone().text();
        seen.body = seen.contentType?.includes('json') ? JSON.parse(text) : text ? await request.formData() : undefined;
      }
      return HttpResponse.json({ Status: 200, Data: data, Errors: [] });
    }),
  );
  return seen;
}

describe('users calls', () => {
  it.each<[string, (s: IdentityServices) => Promise<unknown>, 'get' | 'post' | 'delete', string, unknown]>([
    ['getCurrentUser', (s) => s.users.getCurrentUser(), 'get', '/GetCurrentUser/', undefined],
    ['getUser', (s) => s.users.getUser(5), 'get', '/5/', undefined],
    ['deleteUser', (s) => s.users.deleteUser(5), 'delete', '/5/', undefined],
    [
      'search',
      (s) => s.users.search({ PageNumber: 1, PageSize: 10, Filters: [], Sort: [] }),
      'post',
      '/Search/',
      { PageNumber: 1, PageSize: 10, Filters: [], Sort: [] },
    ],
    ['getFullNameOfUsers', (s) => s.users.getFullNameOfUsers([1, 2]), 'post', '/GetFullNameOfUsers/', [1, 2]],
    [
      'createIndividual',
      (s) => s.users.createIndividual({ FirstName: 'A', LastName: 'B', Email: 'a@b.c' }),
      'post',
      '/CreateIndividual/',
      { FirstName: 'A', LastName: 'B', Email: 'a@b.c' },
    ],
    [
      'createEmployee',
      (s) => s.users.createEmployee({ FirstName: 'A', LastName: 'B', Email: 'a@b.c', EmployeeGroupId: 2 }),
      'post',
      '/CreateEmployee/',
      { FirstName: 'A', LastName: 'B', Email: 'a@b.c', EmployeeGroupId: 2 },
    ],
    [
      'registerAffiliateUser',
      (s) => s.users.registerAffiliateUser({ FirstName: 'A', LastName: 'B', Email: 'a@b.c' }),
      'post',
      '/RegisterAffiliateUser/',
      { FirstName: 'A', LastName: 'B', Email: 'a@b.c' },
    ],
    ['update', (s) => s.users.update({ Id: 5, City: 'Oslo' }), 'post', '/Update/', { Id: 5, City: 'Oslo' }],
    [
      'setIsArchived',
      (s) => s.users.setIsArchived({ UserId: 5, IsArchived: true }),
      'post',
      '/SetIsArchived/',
      { UserId: 5, IsArchived: true },
    ],
    ['promote', (s) => s.users.promote({ UserIds: [5] }), 'post', '/Promote/', { UserIds: [5] }],
    ['assign', (s) => s.users.assign({ UserIds: [5], EmployeeGroupId: 1 }), 'post', '/Assign/', { UserIds: [5], EmployeeGroupId: 1 }],
    ['comment', (s) => s.users.comment({ UserId: 5, Text: 'hi' }), 'post', '/Comment/', { UserId: 5, Text: 'hi' }],
    ['importAffiliateUsers', (s) => s.users.importAffiliateUsers({ Users: [] }), 'post', '/ImportAffiliateUsers/', { Users: [] }],
    [
      'sendCredentialsForClients',
      (s) => s.users.sendCredentialsForClients({ UserIds: [5] }),
      'post',
      '/SendCredentialsForClients/',
      { UserIds: [5] },
    ],
    ['createAutoLogin', (s) => s.users.createAutoLogin(5), 'post', '/5/CreateAutoLogin/', undefined],
    ['getComments', (s) => s.users.getComments(5), 'get', '/5/Comments/', undefined],
    ['getAudit', (s) => s.users.getAudit(5), 'get', '/5/Audit/', undefined],
    [
      'updateSalesStatus',
      (s) => s.users.updateSalesStatus({ UserId: 5, SalesStatus: SalesStatus.Contacted }),
      'post',
      '/UpdateSalesStatus/',
      { UserId: 5, SalesStatus: 'Contacted' },
    ],
    ['getEmployeeGroups', (s) => s.employeeGroups.getEmployeeGroups(), 'get', '/EmployeeGroups/', undefined],
    [
      'createEmployeeGroup',
      (s) => s.employeeGroups.createEmployeeGroup({ Name: 'Desk', LeadId: 3 }),
      'post',
      '/EmployeeGroups/Create/',
      { Name: 'Desk', LeadId: 3 },
    ],
    [
      'updateEmployeeGroup',
      (s) => s.employeeGroups.updateEmployeeGroup({ Id: 2, LeadId: null }),
      'post',
      '/EmployeeGroups/Update/',
      { Id: 2, LeadId: null },
    ],
  ])('%s', async (_, call, method, path, body) => {
    const seen = answer(method, `${users}${path}`, { ok: path });
    await expect(call(identity)).resolves.toEqual({ ok: path });
    if (method === 'post') expect(seen.body).toEqual(body);
  });

  it('pages comments and the audit trail backwards with limit and beforeId', async () => {
    const comments = answer('get', `${users}/5/Comments/`, []);
    await identity.users.getComments(5, { limit: 20, beforeId: 99 });
    expect(comments.search).toBe('?limit=20&beforeId=99');
    const audit = answer('get', `${users}/5/Audit/`, []);
    await identity.users.getAudit(5, { limit: 500 });
    expect(audit.search).toBe('?limit=500');
  });

  it('assign also takes an account manager', async () => {
    const seen = answer('post', `${users}/Assign/`, []);
    await identity.users.assign({ UserIds: [5, 6], AccountManagerId: 1 });
    expect(seen.body).toEqual({ UserIds: [5, 6], AccountManagerId: 1 });
  });

  describe('exportUsers', () => {
    const body = {
      Filters: [{ Op: 'eq' as const, Field: 'CountryCode', Value: 'DE' }],
      Sort: [],
      Columns: ['Id' as const, 'Email' as const],
    };
    const csv = 'Id,Email\r\n1,a@example.com\r\n';
    /** Services whose window opener answers `opened`, recording what it was asked to open and what the user was told. */
    function exporting(opened: unknown) {
      const seen = { urls: [] as string[], notices: [] as string[] };
      const services = createIdentityServices({
        service: { protocol: 'http', host: '127.0.0.1', port: 5100, root: 'identity' },
        accessTokenFactory: () => 't',
        openWindow: (url) => {
          seen.urls.push(url);
          return opened;
        },
        createObjectUrl: () => 'blob:users.csv',
        notify: (message) => seen.notices.push(message),
      });
      return { services, seen };
    }

    it('posts the query and opens the CSV it answers in a new window', async () => {
      let request: { body: unknown; accept: string | null; auth: string | null } | undefined;
      server.use(
        mswHttp.post(`${users}/Export/`, async ({ request: r }) => {
          request = { body: await r.json(), accept: r.headers.get('accept'), auth: r.headers.get('authorization') };
          return new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
        }),
      );
      const { services, seen } = exporting({});
      const file = await services.users.exportUsers(body);
      expect(request).toEqual({ body, accept: '*/*', auth: 'Bearer t' });
      expect(await file.text()).toBe(csv);
      expect(seen).toEqual({ urls: ['blob:users.csv'], notices: [] });
    });

    it('tells the user to allow pop-ups when the window is blocked, and still resolves with the file', async () => {
      server.use(mswHttp.post(`${users}/Export/`, () => new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } })));
      const { services, seen } = exporting(null);
      await expect(services.users.exportUsers(body).then((b) => b.text())).resolves.toBe(csv);
      expect(seen.notices).toEqual([POPUP_BLOCKED_MESSAGE]);
    });

    it('rejects with the service error of an error envelope, opening nothing', async () => {
      server.use(
        mswHttp.post(`${users}/Export/`, () =>
          HttpResponse.json(
            { Status: 400, Data: null, Errors: [{ Code: 'invalid_request', Data: 'Columns.0: unknown field: X' }] },
            { status: 400 },
          ),
        ),
      );
      const { services, seen } = exporting({});
      await expect(services.users.exportUsers(body)).rejects.toMatchObject({
        status: 400,
        errors: [{ Code: 'invalid_request', Data: 'Columns.0: unknown field: X' }],
      });
      expect(seen.urls).toEqual([]);
    });
  });

  it('setIsBlocked sends the flag in the query string with an empty body', async () => {
    const seen = answer('post', `${users}/5/SetIsBlocked/`, { Id: 5, IsBlocked: true });
    await identity.users.setIsBlocked(5, true);
    expect(seen.search).toBe('?isBlocked=true');
    expect(seen.body).toBeUndefined();
  });

  it('setAvatar uploads multipart with a File field', async () => {
    const seen = answer('post', `${users}/5/SetAvatar/`, { Id: 5, AvatarFileName: 'me.png' });
    await identity.users.setAvatar(5, new Blob(['png'], { type: 'image/png' }), 'me.png');
    expect(seen.contentType).toMatch(/^multipart\/form-data/);
    const file = (seen.body as FormData).get('File') as File;
    expect(file.name).toBe('me.png');
    expect(await file.text()).toBe('png');
  });
});

describe('permissions calls', () => {
  const grant = { UserId: 5, PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 };

  it("lists a user's permissions from the gateway", async () => {
    answer('get', `${gateway}/User/5`, [grant]);
    await expect(identity.permissions.getUserPermissions(5)).resolves.toEqual([grant]);
  });

  it('modifies permissions', async () => {
    const seen = answer('post', `${gateway}/Modify`, [grant]);
    const body = { UserId: 5, Grant: [{ PermissionId: 1, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }], Revoke: [] };
    await expect(identity.permissions.modify(body)).resolves.toEqual([grant]);
    expect(seen.body).toEqual(body);
  });
});
