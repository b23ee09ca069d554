/**
 * @jest-environment node
 */
import { readDocumentCookie } from '@brokerfront/identity-api';
import { contactEndpoint, createContactService } from './contact-service';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeServer(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return handler(call);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+44 20 7946 0000',
  message: 'Please tell me about your accounts.',
};

describe('contactEndpoint', () => {
  it('is {origin}email/send-email.php', () => {
    expect(contactEndpoint('https://broker.example/')).toBe('https://broker.example/email/send-email.php');
    expect(contactEndpoint('https://broker.example')).toBe('https://broker.example/email/send-email.php');
  });
});

describe('createContactService', () => {
  it('POSTs the JSON message at once, with X-XSRF-TOKEN from the cookie', async () => {
    const { fetch, calls } = fakeServer(() => Response.json({ Status: 200, Data: { Id: 1 }, Errors: [] }));
    const logger = { error: jest.fn() };
    const service = createContactService({
      origin: 'https://broker.example/',
      fetch,
      readCookie: (name) => (name === 'XSRF-TOKEN' ? 'tok.sig' : undefined),
      logger,
    });

    await expect(service.send(message)).resolves.toBe(true);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([['POST', 'https://broker.example/email/send-email.php']]);
    const post = calls[0].init;
    expect(post.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'tok.sig',
    });
    expect(JSON.parse(String(post.body))).toEqual(message);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('sends the message without the header when there is no XSRF-TOKEN cookie (a plain endpoint sets none)', async () => {
    const { fetch, calls } = fakeServer(() => new Response(null, { status: 200 }));
    const logger = { error: jest.fn() };
    const service = createContactService({
      origin: 'https://b.example/',
      fetch,
      readCookie: (name) => readDocumentCookie(name, 'theme=dark'),
      logger,
    });
    await expect(service.send(message)).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual(message);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('sends the reCAPTCHA token along when there is one', async () => {
    const { fetch, calls } = fakeServer(() => new Response(null, { status: 200 }));
    const service = createContactService({
      origin: 'https://b.example/',
      fetch,
      readCookie: () => 't',
    });
    await expect(service.send({ ...message, recaptchaToken: 'captcha' })).resolves.toBe(true);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      ...message,
      recaptchaToken: 'captcha',
    });
  });

  it.each([
    ['a refused token', () => Response.json({ Status: 403, Data: null, Errors: [{ Code: 'forbidden' }] }, { status: 403 })],
    ['a validation error', () => Response.json({ Status: 400, Data: null, Errors: [{ Code: 'invalid_request' }] }, { status: 400 })],
    ['a server error', () => new Response('oops', { status: 500 })],
    ['an error envelope with HTTP 200', () => Response.json({ Status: 500, Data: null, Errors: [] })],
  ])('answers false on %s and logs it', async (_label, answer) => {
    const { fetch } = fakeServer(() => answer());
    const logger = { error: jest.fn() };
    const service = createContactService({
      origin: 'https://b.example/',
      fetch,
      readCookie: () => 't',
      logger,
    });
    await expect(service.send(message)).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('answers false when the network fails', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const logger = { error: jest.fn() };
    const service = createContactService({
      origin: 'https://b.example/',
      fetch,
      readCookie: () => 't',
      logger,
    });
    await expect(service.send(message)).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalled();
  });
});
