import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { IconClose } from '../icons/icons';
import { cx } from './class-names';

export interface DialogProps {
  open: boolean;
  /** Called when the visitor closes the dialog: Escape, and when `dismissible`, the close button and the backdrop. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  className?: string;
  /** Class of the backdrop, e.g. to stack the dialog above others. */
  backdropClassName?: string;
  /** `alertdialog` for an urgent message that needs an answer; `dialog` by default. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element (among the children) that describes the dialog. */
  describedBy?: string;
  /** The element focused on open; the first focusable element of the dialog by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Whether the dialog has a close button and closes on a click on the backdrop (default true). A dialog
   * that is not dismissible is answered through its actions; Escape still calls `onClose`.
   */
  dismissible?: boolean;
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The close button of a dismissible dialog ("Close", from the `marketing` namespace). */
function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <button type="button" className="bf-icon-button" onClick={onClose} aria-label={t('actions.close')}>
      <IconClose size={20} />
    </button>
  );
}

/**
 * A modal dialog: labelled by its title, focus moves into it on open, Tab stays inside, Escape or the
 * close button closes it, and focus returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  actions,
  className,
  backdropClassName,
  role = 'dialog',
  describedBy,
  initialFocus,
  dismissible = true,
  children,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={cx('bf-dialog__backdrop', backdropClassName)}
      onMouseDown={dismissible ? (event) => event.target === event.currentTarget && onClose() : undefined}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('bf-dialog', className)}
        onKeyDown={onKeyDown}
      >
        <div className="bf-dialog__header">
          <h2 id={titleId} className="bf-dialog__title">
            {title}
          </h2>
          {dismissible ? <CloseButton onClose={onClose} /> : null}
        </div>
        <div className="bf-dialog__body">{children}</div>
        {actions ? <div className="bf-dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
