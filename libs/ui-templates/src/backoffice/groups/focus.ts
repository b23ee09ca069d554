import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The checked input of a group of choices (else the given one, its first), from one of its inputs. */
export function choiceInput(first: HTMLInputElement | null): HTMLInputElement | null {
  const set = first?.closest('fieldset');
  return set?.querySelector<HTMLInputElement>('input:checked') ?? first;
}

/**
 * A ref to the element of an id, set before any effect runs (a dialog's first focus, for parts such as
 * the text field and the button that take no ref).
 */
export function useRefById<T extends HTMLElement>(id: string): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    ref.current = document.getElementById(id) as T | null;
  }, [id]);
  return ref;
}
