/**
 * @jest-environment node
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ServiceError } from '../errors/service-error';
import { createHttpClient, OBJECT_URL_LIFETIME_MS, POPUP_BLOCKED_MESSAGE, type HttpClientOptions } from './http-client';
import { apiUrl, serverUrl } from './service-url';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const service = { protocol: 'https', host: 'api.test', port: 8443, root: 'identity' };
const base = 'https://api.test:8443/identity/api/v1';
const client = (o: Partial<HttpClientOptions> = {}) => createHttpClient({ service, accessTokenFactory: async () => 'tok-1', ...o });

describe('URLs', () => {
  it.each([
    [{ protocol: 'https', host: 'h', port: 443, root: 'identity' }, 'users/5', 'v1', 'https://h:443/identity/api/v1/users/5/'],
    [{ protocol: 'http:', host: 'h', port: null, root: '/identity/' }, '/users/Search/', 'v2', 'http://h/identity/api/v2/users/Search/'],
    [{ protocol: '', host: '', root: 'identity' }, 'users/GetCurrentUser', 'v1', '/identity/api/v1/users/GetCurrentUser/'],
    [
      { protocol: 'https', host: 'h', root: 'identity' },
      'users/5/SetIsBlocked?isBlocked=true',
      'v1',
      'https://h/identity/api/v1/users/5/SetIsBlocked/?isBlocked=true',
    ],
  ])('%p + %s (%s) → %s', (pieces, path, version, url) => {
    expect(apiUrl(pieces, path, version)).toBe(url);
  });

  it('defaults the protocol to https and treats a missing host as same origin', () => {
    expect(serverUrl({ host: 'h' })).toBe('https://h');
    expect(serverUrl({ host: '' })).toBe('');
  });
});

describe('envelope client', () => {
  it('GETs with the bearer token and returns Data', async () => {
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${base}/users/7/`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ Status: 200, Data: { Id: 7 }, Errors: [] });
      }),
    );
    await expect(client().get('users/7')).resolves.toEqual({ Id: 7 });
    expect(auth).toBe('Bearer tok-1');
  });

  it('asks the token factory on every call (fresh token) and sends none when it gives none', async () => {
    const seen: Array<string | null> = [];
    server.use(
      mswHttp.get(`${base}/users/GetCurrentUser/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ Status: 200, Data: null });
      }),
    );
    const tokens = ['a', 'b', null];
    const c = client({ accessTokenFactory: () => tokens.shift() });
    await c.get('users/GetCurrentUser');
    await c.get('users/GetCurrentUser');
    await c.get('users/GetCurrentUser');
    expect(seen).toEqual(['Bearer a', 'Bearer b', null]);
  });

  it.each([200, 201, 202])('treats envelope Status %i as success', async (status) => {
    server.use(mswHttp.post(`${base}/users/Update/`, () => HttpResponse.json({ Status: status, Data: 'ok' }, { status })));
    await expect(client().post('users/Update', { Id: 1 })).resolves.toBe('ok');
  });

  it('POSTs JSON and DELETEs', async () => {
    let body: unknown;
    server.use(
      mswHttp.post(`${base}/users/Search/`, async ({ request }) => {
        body = await request.json();
        expect(request.headers.get('content-type')).toBe('application/json');
        return HttpResponse.json({ Status: 200, Data: { Items: [], TotalItems: 0 } });
      }),
      mswHttp.delete(`${base}/users/3/`, () => HttpResponse.json({ Status: 200, Data: true })),
    );
    await client().post('users/Search', { PageNumber: 1 });
    expect(body).toEqual({ PageNumber: 1 });
    await expect(client().delete('users/3')).resolves.toBe(true);
  });

  it('turns error envelopes into ServiceError with catalogue messages joined by commas', async () => {
    server.use(
      mswHttp.post(`${base}/users/CreateIndividual/`, () =>
        HttpResponse.json(
          { Status: 400, Data: null, Errors: [{ Code: 'email_already_taken' }, { Code: 'odd', Data: 'x' }, { Code: 'already_exists' }] },
          { status: 400 },
        ),
      ),
    );
    const error = await client()
      .post('users/CreateIndividual', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(400);
    expect((error as ServiceError).message).toBe('Email already in use., Code: odd, Data = x, Code: already_exists, Data = undefined');
  });

  it('fails on an error envelope sent with HTTP 200', async () => {
    server.use(mswHttp.get(`${base}/users/1/`, () => HttpResponse.json({ Status: 404, Data: null, Errors: [{ Code: 'user_not_found' }] })));
    await expect(client().get('users/1')).rejects.toThrow('User not found.');
  });

  it('fails with http_error on answers that are not envelopes', async () => {
    server.use(mswHttp.get(`${base}/users/1/`, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    await expect(client().get('users/1')).rejects.toThrow('Code: http_error, Data = 502');
  });

  it('fails with network_error when the service is unreachable', async () => {
    server.use(mswHttp.get(`${base}/users/1/`, () => HttpResponse.error()));
    const error = (await client()
      .get('users/1')
      .catch((e: unknown) => e)) as ServiceError;
    expect(error.status).toBe(0);
    expect(error.codes).toEqual(['network_error']);
  });
});

describe('anti-forgery header', () => {
  const relative = { protocol: '', host: '', root: 'identity' };
  const fakeFetch = () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const f = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ Status: 200, Data: null }), { status: 200 });
    }) as unknown as typeof fetch;
    return { calls, f };
  };
  const header = (init: RequestInit) => (init.headers as Record<string, string>)['X-XSRF-TOKEN'];

  it('is sent on relative POST and DELETE, never on GET or absolute URLs', async () => {
    const { calls, f } = fakeFetch();
    const readCookie = (name: string) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : null);
    const rel = createHttpClient({ service: relative, fetch: f, readCookie });
    const abs = createHttpClient({ service, fetch: f, readCookie });
    await rel.post('users/Update', {});
    await rel.delete('users/1');
    await rel.get('users/1');
    await abs.post('users/Update', {});
    expect(calls.map((c) => [c.url, header(c.init)])).toEqual([
      ['/identity/api/v1/users/Update/', 'xsrf-1'],
      ['/identity/api/v1/users/1/', 'xsrf-1'],
      ['/identity/api/v1/users/1/', undefined],
      ['https://api.test:8443/identity/api/v1/users/Update/', undefined],
    ]);
  });

  it('is left out when there is no cookie', async () => {
    const { calls, f } = fakeFetch();
    await createHttpClient({ service: relative, fetch: f, readCookie: () => null }).post('users/Update', {});
    expect(header(calls[0].init)).toBeUndefined();
  });
});

describe('file download', () => {
  const pdf = () =>
    mswHttp.post(`${base}/users/Export/`, () => new HttpResponse(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } }));

  it('opens the file in a new window, and releases its URL a minute later', async () => {
    server.use(pdf());
    const opened: string[] = [];
    const notify = jest.fn();
    const revoked: string[] = [];
    const blob = await client({
      openWindow: (url) => {
        opened.push(url);
        return {};
      },
      createObjectUrl: () => 'blob:file-1',
      revokeObjectUrl: (url) => revoked.push(url),
      notify,
    }).postFile('users/Export', { Ids: [1] });
    expect(await blob.text()).toBe('%PDF');
    expect(opened).toEqual(['blob:file-1']);
    expect(notify).not.toHaveBeenCalled();
    expect(revoked).toEqual([]);
    jest.useFakeTimers();
    try {
      // A second file, answered without the network, so its timer runs on the fake clock.
      await client({
        fetch: async () => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
        openWindow: () => ({}),
        createObjectUrl: () => 'blob:file-2',
        revokeObjectUrl: (url) => revoked.push(url),
      }).postFile('users/Export');
      jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
      expect(revoked).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(revoked).toEqual(['blob:file-2']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells the user to disable the pop-up blocker when the window is blocked, and releases the URL', async () => {
    server.use(pdf());
    const notify = jest.fn();
    const revoke = jest.fn();
    await client({ openWindow: () => null, createObjectUrl: () => 'blob:x', revokeObjectUrl: revoke, notify }).postFile('users/Export');
    expect(notify).toHaveBeenCalledWith(POPUP_BLOCKED_MESSAGE);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    expect(POPUP_BLOCKED_MESSAGE).toBe('Please disable your Pop-up blocker and try again.');
  });

  it('tells the caller instead of notify when it asks to hear of a blocked window', async () => {
    server.use(pdf());
    const notify = jest.fn();
    const onPopupBlocked = jest.fn();
    const http = client({ openWindow: () => null, createObjectUrl: () => 'blob:y', revokeObjectUrl: () => undefined, notify });
    await http.postFile('users/Export', undefined, { onPopupBlocked });
    expect(onPopupBlocked).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads error envelopes instead of opening them', async () => {
    server.use(
      mswHttp.post(`${base}/users/Export/`, () =>
        HttpResponse.json({ Status: 403, Data: null, Errors: [{ Code: 'forbidden' }] }, { status: 403 }),
      ),
    );
    const openWindow = jest.fn();
    await expect(client({ openWindow }).postFile('users/Export')).rejects.toThrow('Code: forbidden, Data = undefined');
    expect(openWindow).not.toHaveBeenCalled();
  });
});
