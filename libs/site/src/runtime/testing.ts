import type { AppStore } from '../app/store';
import type { SiteSession } from '../session/site-session';
import { readyRuntimeHolder, type RuntimeHolder } from './runtime';
import { runtimeFromParts } from './signed-in-runtime';

/** A signed-in side already loaded, from a store and (optionally) a session made by the test: `<SiteApp runtime={…}>`. */
export function runtimeOf(parts: { store: AppStore; session?: SiteSession }): RuntimeHolder {
  return readyRuntimeHolder(runtimeFromParts(parts));
}
