import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { PageLoading, PartLoadFailed } from '@brokerfront/ui-templates';
import type { Theme } from '../settings/settings-model';

/** A value kept outside React that components follow (`useSyncExternalStore`). */
export interface ExternalValue<T> {
  get(): T;
  subscribe(onChange: () => void): () => void;
}

/** Status of the sign-in session as the header shows it. */
export type SessionStatus = 'starting' | 'loggedIn' | 'loggedOut';

/**
 * The signed-in side of a site, loaded after the first render of a public page (its own chunk: the store, the
 * session, the identity calls, the live connection). Public components reach it through {@link useSignedInRuntime}
 * and draw its parts as islands; signed-in pages render inside {@link RuntimeIsland}.
 */
export interface SignedInRuntime {
  /** Wraps a part that uses the store, the session or the permissions (store, session and permission providers). */
  Providers: ComponentType<{ children?: ReactNode }>;
  /** What the runtime draws once over every page (the idle countdown dialog). */
  Overlay: ComponentType;
  /** The header's session part when signed in (name, live indicator, sign out). */
  SessionActions: ComponentType;
  /** The live feeds' problem banner while signed in. */
  LiveBanner: ComponentType;
  /** The session's status. */
  status: ExternalValue<SessionStatus>;
  /** The settings' theme (the signed-in user's, or the visitor's), and how to change it. */
  theme: ExternalValue<Theme> & { set(theme: Theme): void };
}

/**
 * Where a page finds the signed-in runtime: null until loaded; `load()` starts loading it (once, or again after a
 * failure); `failed()` tells that the last load failed (its code could not be fetched), until the next `load()`.
 */
export interface RuntimeHolder extends ExternalValue<SignedInRuntime | null> {
  load(): Promise<SignedInRuntime | null>;
  failed(): boolean;
}

/**
 * A holder whose runtime `start` creates on the first `load()` (or is given at once). A failed start is not kept:
 * the holder says it failed (listeners are told) and the next `load()` starts again.
 */
export function createRuntimeHolder(start: () => Promise<SignedInRuntime | null>): RuntimeHolder {
  let runtime: SignedInRuntime | null = null;
  let loading: Promise<SignedInRuntime | null> | null = null;
  let failed = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => runtime,
    failed: () => failed,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    load() {
      if (!loading) {
        if (failed) {
          failed = false;
          notify();
        }
        loading = start().then(
          (loaded) => {
            runtime = loaded;
            notify();
            return loaded;
          },
          (error: unknown) => {
            loading = null;
            failed = true;
            notify();
            throw error;
          },
        );
      }
      return loading;
    },
  };
}

/** A holder with the runtime already there (tests, stories). */
export function readyRuntimeHolder(runtime: SignedInRuntime): RuntimeHolder {
  const holder = createRuntimeHolder(async () => runtime);
  void holder.load();
  return { ...holder, get: () => runtime };
}

export const RuntimeContext = createContext<RuntimeHolder | null>(null);

const noSubscription = () => () => undefined;
const none = () => null;

/** The signed-in runtime once loaded, else null (always null while a prerendered page hydrates). */
export function useSignedInRuntime(): SignedInRuntime | null {
  const holder = useContext(RuntimeContext);
  return useSyncExternalStore(holder?.subscribe ?? noSubscription, holder?.get ?? none, none);
}

/** Follows a value of the runtime, `fallback` until it is loaded (and on the server). */
export function useRuntimeValue<T>(pick: (runtime: SignedInRuntime) => ExternalValue<T>, fallback: T): T {
  const runtime = useSignedInRuntime();
  const value = runtime ? pick(runtime) : null;
  return useSyncExternalStore(value?.subscribe ?? noSubscription, value ? value.get : () => fallback, () => fallback);
}

const notFailed = () => false;

/** Whether the last load of the runtime failed (false on the server and while hydrating). */
function useRuntimeFailed(): boolean {
  const holder = useContext(RuntimeContext);
  return useSyncExternalStore(holder?.subscribe ?? noSubscription, holder?.failed ?? notFailed, notFailed);
}

/**
 * A part of the page that needs the signed-in runtime: loads it if needed (a loading message meanwhile, or
 * `fallback`) and renders the children inside its providers. When its code cannot be loaded, says so with
 * "Try again" (the session, if any, is kept: nothing was started).
 */
export function RuntimeIsland({ children, fallback = <PageLoading /> }: { children?: ReactNode; fallback?: ReactNode }) {
  const holder = useContext(RuntimeContext);
  const runtime = useSignedInRuntime();
  const failed = useRuntimeFailed();
  const load = useCallback(() => holder?.load().catch(() => undefined), [holder]);
  useEffect(() => {
    if (!runtime && !holder?.failed()) void load();
  }, [holder, runtime, load]);
  if (failed) return <PartLoadFailed onRetry={() => void load()} />;
  if (!runtime) return <>{fallback}</>;
  return <runtime.Providers>{children}</runtime.Providers>;
}
