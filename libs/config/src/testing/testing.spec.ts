/**
 * @jest-environment node
 */
import { deferred, fakeResponse, jsonResponse } from './index';

describe('deferred', () => {
  it('settles from outside and tells whether it has', async () => {
    const d = deferred<number>();
    expect(d.settled).toBe(false);
    d.resolve(3);
    expect(d.settled).toBe(true);
    await expect(d.promise).resolves.toBe(3);
    const failing = deferred();
    failing.reject(new Error('no'));
    await expect(failing.promise).rejects.toThrow('no');
  });
});

describe('fake responses', () => {
  it('answer with the status, the content type and the body as text, JSON or blob', async () => {
    const json = jsonResponse(201, { Status: 201 });
    expect([json.ok, json.status, json.headers.get('Content-Type')]).toEqual([true, 201, 'application/json']);
    await expect(json.json()).resolves.toEqual({ Status: 201 });
    await expect((await json.blob()).text()).resolves.toBe('{"Status":201}');
    const text = fakeResponse(404, 'Not found');
    expect([text.ok, text.status, text.headers.get('content-type')]).toEqual([false, 404, null]);
    await expect(text.text()).resolves.toBe('Not found');
  });
});
