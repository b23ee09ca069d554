import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of a disclosure (menu button + panel): Escape closes it and returns focus to the
 * button; a click outside the container closes it.
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement, TContainer extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<TButton>(null);
  const containerRef = useRef<TContainer>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: MouseEvent) => {
      if (containerRef.current && event.target instanceof Node && !containerRef.current.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, close]);

  return { open, setOpen, toggle, close, buttonRef, containerRef };
}
