import './components.css';
import { useCallback, useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { IconArrowRight } from '../icons/icons';
import { cx } from './class-names';

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex' | 'aria-label' | 'aria-labelledby'> {
  /** Names the region: the table's caption. One of `label` and `labelledBy` is required. */
  label?: string;
  /** The id of the element that names the region (a visible caption or heading), instead of `label`. */
  labelledBy?: string;
  /**
   * The last column stays in view while the others scroll under it (its cells carry
   * `bf-scroll-region__sticky-end`): the row's buttons are never out of reach.
   */
  stickyEnd?: boolean;
  /** Classes of the scrolling element (the region itself), e.g. a height limit. */
  viewportClassName?: string;
  /** The scrolling element (for a virtualised list that reads its scroll position). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** Which sides of a scroll region hide content. */
interface Overflow {
  start: boolean;
  end: boolean;
}

const NONE: Overflow = { start: false, end: false };

function overflowOf(element: HTMLElement): Overflow {
  // scrollLeft runs negative in a right-to-left page: its size is what was scrolled past.
  const scrolled = Math.abs(element.scrollLeft);
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= 1) return NONE;
  return { start: scrolled > 1, end: scrolled < hidden - 1 };
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A wide table's own scrolling area, so that the page never scrolls sideways: a region named after the table
 * (`role="region"` with `aria-label` or `aria-labelledby`), focusable so that the keyboard scrolls it. When its
 * content is wider than it, it says so: "Scroll sideways to see more" above it (also its description) and a
 * shaded edge on each side that hides columns. With `stickyEnd` the last column (the row's actions) stays in
 * view.
 */
export function ScrollRegion({
  label,
  labelledBy,
  stickyEnd = false,
  className,
  viewportClassName,
  ref,
  children,
  ...rest
}: ScrollRegionProps) {
  const { t } = useTranslation('marketing');
  const hintId = `${useId()}-scroll-hint`;
  const viewport = useRef<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);
  const overflowing = overflow.start || overflow.end;

  const measure = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const next = overflowOf(element);
    setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewport.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // Measured again when the region or its content changes size (a column appears, rows arrive, the window
  // narrows) and when the content is replaced.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const sizes = new ResizeObserver(measure);
    const observeAll = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of Array.from(element.children)) sizes.observe(child);
    };
    observeAll();
    const content = typeof MutationObserver === 'undefined' ? null : new MutationObserver(observeAll);
    content?.observe(element, { childList: true });
    return () => {
      sizes.disconnect();
      content?.disconnect();
    };
  }, [measure]);

  return (
    <div
      className={cx(
        'bf-scroll-region',
        overflow.start && 'bf-scroll-region--more-start',
        overflow.end && 'bf-scroll-region--more-end',
        stickyEnd && 'bf-scroll-region--sticky-end',
        className,
      )}
    >
      {overflowing ? (
        <p className="bf-scroll-region__hint" id={hintId}>
          {t('scrollRegion.hint')}
          <IconArrowRight size={16} aria-hidden="true" className="bf-scroll-region__hint-icon" />
        </p>
      ) : null}
      <div className="bf-scroll-region__frame">
        <div
          {...rest}
          ref={setViewport}
          className={cx('bf-scroll-region__viewport', viewportClassName)}
          role="region"
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          aria-describedby={overflowing ? hintId : undefined}
          tabIndex={0}
          onScroll={(event) => {
            measure();
            rest.onScroll?.(event);
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
