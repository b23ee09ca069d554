import { DEFAULT_CONFIG_URL } from '@brokerfront/config';
import type { PreviewState } from './protocol';

/** The address of a fetch request, absolute. */
function requestUrl(input: RequestInfo | URL, base: string): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, base);
}

/**
 * A fetch that answers the site's configuration file with the studio's edited text and passes every other
 * request (translations, the signed-in side's services) to the real fetch.
 */
export function previewFetch(state: PreviewState, realFetch: typeof fetch, base: string): typeof fetch {
  const configPath = new URL(DEFAULT_CONFIG_URL, base).pathname;
  return (input, init) => {
    const url = requestUrl(input, base);
    if (url.origin === new URL(base).origin && url.pathname === configPath) {
      return Promise.resolve(new Response(state.configuration, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    return realFetch(input, init);
  };
}
