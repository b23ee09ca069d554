/**
 * A minimal `Response` for environments that have none (jsdom): `ok` (2xx), `status`, the content type,
 * and the body as text, JSON or a Blob. Enough for code that reads a configuration file, a token
 * endpoint or a service envelope through an injected `fetch`.
 */
export function fakeResponse(status: number, text: string, contentType: string | null = null): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    blob: async () => new Blob([text]),
    // A reader may look at the body twice (a file answer read as an error envelope, then as a blob).
    clone: () => fakeResponse(status, text, contentType),
  } as unknown as Response;
}

/** A {@link fakeResponse} with `body` as JSON (`application/json`). */
export function jsonResponse(status: number, body: unknown): Response {
  return fakeResponse(status, JSON.stringify(body), 'application/json');
}
