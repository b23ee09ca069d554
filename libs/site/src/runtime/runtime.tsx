import { createContext, useContext, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from '@brokerfront/ui-templates';
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

/** Where a page finds the signed-in runtime: null until loaded; `load()` starts loading it (once). */
export interface RuntimeHolder extends ExternalValue<SignedInRuntime | null> {
  load(): Promise<SignedInRuntime | null>;
}

/** A holder whose runtime `start` creates on the first `load()` (or is given at once). */
export function createRuntimeHolder(start: () => Promise<SignedInRuntime | null>): RuntimeHolder {
  let runtime: SignedInRuntime | null = null;
  let loading: Promise<SignedInRuntime | null> | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => runtime,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    load() {
      loading ??= start().then((loaded) => {
        runtime = loaded;
        for (const listener of [...listeners]) listener();
        return loaded;
      });
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

/**
 * A part of the page that needs the signed-in runtime: loads it if needed (a loading message meanwhile, or
 * `fallback`) and renders the children inside its providers.
 */
export function RuntimeIsland({ children, fallback = <PageLoading /> }: { children?: ReactNode; fallback?: ReactNode }) {
  const holder = useContext(RuntimeContext);
  const runtime = useSignedInRuntime();
  useEffect(() => {
    if (!runtime) void holder?.load();
  }, [holder, runtime]);
  if (!runtime) return <>{fallback}</>;
  return <runtime.Providers>{children}</runtime.Providers>;
}

/** The runtime's overlay (idle dialog), drawn once for the whole site when loaded. */
export function RuntimeOverlay() {
  const runtime = useSignedInRuntime();
  return runtime ? <runtime.Overlay /> : null;
}
