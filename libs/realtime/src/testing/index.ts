/**
 * `@brokerfront/realtime/testing` — fakes for testing code built on the realtime client without a server.
 */
/** The deferred promise lives with the other generic test doubles in `@brokerfront/config/testing`. */
export { deferred, type Deferred } from '@brokerfront/config/testing';
export {
  FakeHubConnection,
  FakeHubConnectionBuilder,
  refused,
  subscribed,
  type FakeBuilderConfig,
  type FakeHubResponder,
  type FakeInvocation,
} from './fake-hub-connection';
export { RecordingLogger } from './recording-logger';
export { FakeLockManager, type FakeTabLocks } from './fake-locks';
export { FakeBroadcastBus, type FakeTabChannels } from './fake-broadcast';
