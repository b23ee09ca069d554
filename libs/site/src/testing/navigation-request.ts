/**
 * jsdom has no fetch `Request`, and React Router's data routers build one (URL, method, signal) for
 * every navigation. Tests of routed screens call this once before rendering.
 */
export function installNavigationRequest(): void {
  if (typeof globalThis.Request !== 'undefined') return;
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}
