/**
 * Test doubles for the session core: in-memory storage, in-memory tabs, a fake token endpoint and
 * unsigned JWTs. No test framework is imported: use them with any runner.
 */
export { MemoryStorage } from './memory-storage';
export { createMemoryTabNetwork, type MemoryTabNetwork } from './tab-network';
export { fakeJwt } from './fake-jwt';
export { createFakeTokenServer, type FakeAccount, type FakeTokenServer, type FakeTokenServerOptions } from './fake-token-server';
export { createInTabLocks as createSharedLocks } from '../locks';
