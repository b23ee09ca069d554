/**
 * `@brokerfront/config/testing` — valid configurations for tests, and the workspace's generic test
 * doubles (a deferred promise, a fake `Response`). Config is the lowest lib, so every lib and app may
 * use them.
 */
export { makeTestConfiguration, minimalConfiguration, SIX_LANGUAGES } from './fixtures';
export { deferred, type Deferred } from './deferred';
export { fakeResponse, jsonResponse } from './fake-response';
