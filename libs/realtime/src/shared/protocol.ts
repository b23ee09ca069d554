import { ALL_USER_EVENT_KINDS } from '@brokerfront/identity-api';
import { ConnectionState, HubMethod, SubscriptionState } from '../constants';
import type { ConnectionSnapshot } from '../hub-client';
import type { SubscriptionSnapshot } from '../subscriptions';

/** Version of the messages the tabs of a shared hub exchange; a message of another version is ignored. */
export const SHARED_HUB_PROTOCOL = 2;

/** The subscribe methods a tab can hold. */
export type SubscribeMethod = typeof HubMethod.SubscribeToUserEvents | typeof HubMethod.SubscribeToUserPermissionEvents;

/** A tab's hold on a subscription, as it asks the leading tab for it. */
export interface HoldRequest {
  /** Unique within the tab. */
  holdId: string;
  method: SubscribeMethod;
  /** Normalized arguments (see `subscriptionKey`). */
  args: unknown[];
}

/** An error as it travels between tabs. */
export interface WireError {
  name: string;
  message: string;
}

/** A connection snapshot as it travels between tabs. */
export interface WireConnectionSnapshot {
  state: ConnectionState;
  connectionId: string | null;
  error: WireError | null;
  retryCount: number;
}

/** What a tab asks of the leading tab. */
export type TabRequest =
  /** The tab's whole state: sent when it joins, when it starts, and when a new tab leads. */
  | { type: 'hello'; started: boolean; holds: HoldRequest[]; listens: string[] }
  | ({ type: 'hold' } & HoldRequest)
  | { type: 'release'; holdId: string }
  | { type: 'listen'; method: string }
  | { type: 'unlisten'; method: string }
  | { type: 'start'; id: string }
  | { type: 'reconnect'; id: string }
  | { type: 'stop'; id: string }
  | { type: 'invoke'; id: string; method: string; args: unknown[] }
  /** The tab goes away. */
  | { type: 'bye' };

/** A pushed event as the leading tab relays it: the hub method and its arguments. */
export interface RelayedEvent {
  method: string;
  args: unknown[];
}

/** What the leading tab tells the tabs; `to` addresses one tab. */
export type LeaderMessage =
  | { type: 'leader'; to?: string }
  /** The leading tab gives up the lead: another one takes over. */
  | { type: 'leaving' }
  | { type: 'connection'; snapshot: WireConnectionSnapshot; to?: string }
  | { type: 'subscription'; snapshot: SubscriptionSnapshot; to?: string }
  | ({ type: 'event'; to?: string } & RelayedEvent)
  /** Events pushed one after the other, relayed in one message (in order). */
  | { type: 'events'; events: RelayedEvent[] }
  | { type: 'answer'; id: string; to: string; ok: true; value: unknown }
  | { type: 'answer'; id: string; to: string; ok: false; error: WireError };

/** A message on the channel: its version, the sending tab, and the message. */
export type Envelope = { v: typeof SHARED_HUB_PROTOCOL; from: string } & (TabRequest | LeaderMessage);

/** A message read from the channel. */
export type Received = { from: string; toLeader: true; message: TabRequest } | { from: string; toLeader: false; message: LeaderMessage };

/** Wraps a message for the channel. */
export function envelope(from: string, message: TabRequest | LeaderMessage): Envelope {
  return { v: SHARED_HUB_PROTOCOL, from, ...message };
}

/** An error as it can travel between tabs. */
export function toWireError(error: unknown): WireError {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
}

/** The error a {@link WireError} stands for. */
export function fromWireError(error: WireError): Error {
  const e = new Error(error.message);
  e.name = error.name;
  return e;
}

/** A connection snapshot as it can travel between tabs. */
export function toWireSnapshot(snapshot: ConnectionSnapshot): WireConnectionSnapshot {
  return {
    state: snapshot.state,
    connectionId: snapshot.connectionId,
    error: snapshot.error ? toWireError(snapshot.error) : null,
    retryCount: snapshot.retryCount,
  };
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isKindArray = (value: unknown): value is string[] =>
  isStringArray(value) && value.every((kind) => (ALL_USER_EVENT_KINDS as readonly string[]).includes(kind));
const isIdArray = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));
const isOneOf = (values: Record<string, string>, value: unknown) => isString(value) && Object.values(values).includes(value);

const isRelayedEvent = (value: unknown): value is RelayedEvent =>
  isRecord(value) && isString(value['method']) && Array.isArray(value['args']);

const isWireError = (value: unknown): value is WireError => isRecord(value) && isString(value['name']) && isString(value['message']);

/** Whether `args` are what `method` takes: (kinds, user ids) or (user ids). */
export function isHoldRequest(value: Fields): value is Fields & HoldRequest {
  const { holdId, method, args } = value;
  if (!isString(holdId) || !Array.isArray(args)) return false;
  if (method === HubMethod.SubscribeToUserEvents) return args.length === 2 && isKindArray(args[0]) && isIdArray(args[1]);
  if (method === HubMethod.SubscribeToUserPermissionEvents) return args.length === 1 && isIdArray(args[0]);
  return false;
}

function isWireSnapshot(value: unknown): value is WireConnectionSnapshot {
  return (
    isRecord(value) &&
    isOneOf(ConnectionState, value['state']) &&
    isNullableString(value['connectionId']) &&
    (value['error'] === null || isWireError(value['error'])) &&
    Number.isSafeInteger(value['retryCount'])
  );
}

function isSubscriptionSnapshot(value: unknown): value is SubscriptionSnapshot {
  return (
    isRecord(value) &&
    isString(value['key']) &&
    isOneOf(HubMethod, value['method']) &&
    Array.isArray(value['args']) &&
    isOneOf(SubscriptionState, value['state']) &&
    isNullableString(value['error']) &&
    isNullableString(value['subscriptionId']) &&
    Array.isArray(value['errors'])
  );
}

function isTabRequest(m: Fields): boolean {
  switch (m['type']) {
    case 'hello':
      return (
        typeof m['started'] === 'boolean' &&
        Array.isArray(m['holds']) &&
        m['holds'].every((h) => isRecord(h) && isHoldRequest(h)) &&
        isStringArray(m['listens'])
      );
    case 'hold':
      return isHoldRequest(m);
    case 'release':
      return isString(m['holdId']);
    case 'listen':
    case 'unlisten':
      return isString(m['method']);
    case 'start':
    case 'reconnect':
    case 'stop':
      return isString(m['id']);
    case 'invoke':
      return isString(m['id']) && isString(m['method']) && Array.isArray(m['args']);
    case 'bye':
      return true;
    default:
      return false;
  }
}

function isLeaderMessage(m: Fields): boolean {
  if (m['to'] !== undefined && !isString(m['to'])) return false;
  switch (m['type']) {
    case 'leader':
    case 'leaving':
      return true;
    case 'connection':
      return isWireSnapshot(m['snapshot']);
    case 'subscription':
      return isSubscriptionSnapshot(m['snapshot']);
    case 'event':
      return isRelayedEvent(m);
    case 'events':
      return Array.isArray(m['events']) && m['events'].every(isRelayedEvent);
    case 'answer':
      return isString(m['id']) && isString(m['to']) && (m['ok'] === true || (m['ok'] === false && isWireError(m['error'])));
    default:
      return false;
  }
}

/** Reads a message from the channel; null for anything that is not a valid message of this version. */
export function parseEnvelope(data: unknown): Received | null {
  if (!isRecord(data) || data['v'] !== SHARED_HUB_PROTOCOL || !isString(data['from'])) return null;
  const { from } = data;
  const message: Fields = { ...data };
  delete message['v'];
  delete message['from'];
  if (isTabRequest(message)) return { from, toLeader: true, message: message as TabRequest };
  if (isLeaderMessage(message)) return { from, toLeader: false, message: message as LeaderMessage };
  return null;
}
