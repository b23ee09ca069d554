import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { IconClose } from '../icons/icons';
import { cx } from './class-names';

export interface DialogProps {
  open: boolean;
  /** Called when the visitor closes the dialog (close button, Escape, backdrop). */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, focus moves into it on open, Tab stays inside, Escape or the
 * close button closes it, and focus returns to where it was.
 */
export function Dialog({ open, onClose, title, actions, className, children }: DialogProps) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="bf-dialog__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('bf-dialog', className)}
        onKeyDown={onKeyDown}
      >
        <div className="bf-dialog__header">
          <h2 id={titleId} className="bf-dialog__title">
            {title}
          </h2>
          <button type="button" className="bf-icon-button" onClick={onClose} aria-label={t('actions.close')}>
            <IconClose size={20} />
          </button>
        </div>
        <div className="bf-dialog__body">{children}</div>
        {actions ? <div className="bf-dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
