/**
 * `@brokerfront/realtime/testing` — fakes for testing code built on the realtime client without a server.
 */
export { deferred, type Deferred } from './deferred';
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
