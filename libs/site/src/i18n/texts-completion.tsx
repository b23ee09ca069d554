import { createContext, use, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The completion of the texts a prerendered page carries only in part (`NAMESPACES_CARRIED_IN_PART`): started once,
 * by the first navigation away from the page.
 */
export interface TextsCompletion {
  /** Whether the texts are complete (or their loading failed: the page then keeps what it has). */
  readonly done: boolean;
  /** Loads the rest of the texts, once; the same promise on every call. */
  complete(): Promise<void>;
}

/** A {@link TextsCompletion} that runs `load` (e.g. `i18n.reloadResources(languages, namespaces)`) on first need. */
export function textsCompletion(load: () => Promise<unknown>): TextsCompletion {
  let loading: Promise<void> | undefined;
  let done = false;
  const settle = () => {
    done = true;
  };
  return {
    get done() {
      return done;
    },
    complete() {
      loading ??= load().then(settle, settle);
      return loading;
    },
  };
}

/** The completion of the current page's texts, or null (a page rendered in the browser has every text). */
export const TextsCompletionContext = createContext<TextsCompletion | null>(null);

/**
 * Holds a navigation away from a prerendered page until its texts are complete: the render suspends, and since the
 * router navigates in a transition, the page stays as it is meanwhile. The page itself renders at once.
 */
export function useCompleteTextsOnNavigation(): void {
  const completion = useContext(TextsCompletionContext);
  const { key } = useLocation();
  const [first] = useState(key);
  if (completion && !completion.done && key !== first) use(completion.complete());
}
