import './list.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button, buttonClassName } from '../../components/button';
import { cx } from '../../components/class-names';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { Link } from '../../components/link';
import { useDisclosure } from '../../components/use-disclosure';
import { IconChevronDown, IconClose } from '../../icons/icons';

/** A saved view as the menu lists it. */
export interface SavedViewItem {
  id: string;
  name: string;
  /** The list's address with the view's query (and `view=<id>`). */
  href: string;
}

export interface ViewsMenuProps {
  /** The employee's saved views, in display order. */
  views: readonly SavedViewItem[];
  /** The view the list was opened from (`view=` in the URL), when it still exists. */
  currentId: string | null;
  /** True when the list no longer shows what the current view holds: "Update view" is offered. */
  modified: boolean;
  /** Saves the current list under `name`; a view of the same name (any case) is replaced. */
  onSave: (name: string) => void;
  /** Stores the current list into the view `id`. */
  onUpdate: (id: string) => void;
  onDelete: (id: string) => void;
  className?: string;
}

/** Names compare trimmed and without case: "Blocked" and " blocked" are the same view. */
export function sameViewName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

type Dialogs = { kind: 'save' } | { kind: 'delete'; view: SavedViewItem } | null;

/** "Save view as…": the name is required; an existing name asks once more and then replaces that view. */
function SaveViewDialog({
  views,
  onSave,
  onClose,
}: {
  views: readonly SavedViewItem[];
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const formId = useId();
  const hintId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The name whose replacement the employee was asked about (a second submit confirms it).
  const [confirming, setConfirming] = useState<string | null>(null);
  // The name field takes the focus when the dialog opens (not the close button).
  const nameRef = useRef<HTMLElement | null>(null);
  const taken = views.find((v) => sameViewName(v.name, name));
  const replacing = taken !== undefined && confirming !== null && sameViewName(confirming, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('list.views.nameRequired'));
      return;
    }
    if (taken && !replacing) {
      setConfirming(trimmed);
      setError(t('list.views.nameTaken', { name: taken.name }));
      return;
    }
    onSave(trimmed);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('list.views.saveTitle')}
      describedBy={hintId}
      initialFocus={nameRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('list.views.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {replacing ? t('list.views.replace') : t('list.views.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="bf-views-form"
        noValidate
        onSubmit={submit}
        ref={(form) => {
          nameRef.current = form?.querySelector('input') ?? null;
        }}
      >
        <p id={hintId} className="bf-views-form__hint">
          {t('list.views.saveHint')}
        </p>
        <TextField
          label={t('list.views.name')}
          value={name}
          required
          maxLength={80}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            if (error && !sameViewName(event.target.value, confirming ?? '')) {
              setError(null);
              setConfirming(null);
            }
          }}
        />
      </form>
    </Dialog>
  );
}

/**
 * The saved views of the list: a disclosure button ("Views", or the open view's name, marked when the
 * list has changed since) with the views as links, each with a delete button, then "Save view as…" and,
 * when the list differs from the open view, "Update view". Saving asks for a name (required; an
 * existing name is replaced after a second confirmation); deleting asks for confirmation. Each outcome
 * is announced in a polite live region.
 */
export function ViewsMenu({ views, currentId, modified, onSave, onUpdate, onDelete, className }: ViewsMenuProps) {
  const { t } = useTranslation('backoffice');
  const panelId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [announcement, setAnnouncement] = useState('');
  const current = views.find((v) => v.id === currentId) ?? null;
  // After a dialog the focus returns to the menu's button (the panel it was opened from is closed).
  const refocus = useRef(false);
  useEffect(() => {
    if (dialog === null && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [dialog, buttonRef]);

  const openDialog = (next: NonNullable<Dialogs>) => {
    close(false);
    setDialog(next);
  };
  const closeDialog = () => {
    refocus.current = true;
    setDialog(null);
  };

  const buttonText = current
    ? modified
      ? t('list.views.changed', { name: current.name })
      : t('list.views.current', { name: current.name })
    : t('list.views.button');

  return (
    <div ref={containerRef} className={cx('bf-list-popover', 'bf-views-menu', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="bf-button bf-button--secondary bf-button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="bf-button__label bf-views-menu__button-label">{buttonText}</span>
        <IconChevronDown size={16} />
      </button>
      <div id={panelId} className="bf-list-popover__panel bf-views-menu__panel" hidden={!open}>
        <h2 className="bf-views-menu__title" id={`${panelId}-title`}>
          {t('list.views.title')}
        </h2>
        {views.length === 0 ? (
          <p className="bf-views-menu__empty">{t('list.views.empty')}</p>
        ) : (
          <ul className="bf-views-menu__list" aria-labelledby={`${panelId}-title`}>
            {views.map((view) => (
              <li key={view.id} className="bf-views-menu__item">
                <Link
                  href={view.href}
                  className={cx('bf-views-menu__link', view.id === currentId && 'bf-views-menu__link--current')}
                  aria-current={view.id === currentId ? 'true' : undefined}
                  onClick={() => close(true)}
                >
                  {view.name}
                </Link>
                <button
                  type="button"
                  className="bf-icon-button bf-views-menu__delete"
                  aria-label={t('list.views.delete', { name: view.name })}
                  onClick={() => openDialog({ kind: 'delete', view })}
                >
                  <IconClose size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="bf-views-menu__actions">
          {current && modified ? (
            <Button
              variant="primary"
              size="sm"
              onClick={() => {
                onUpdate(current.id);
                setAnnouncement(t('list.views.updated', { name: current.name }));
                close(true);
              }}
            >
              {t('list.views.update', { name: current.name })}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => openDialog({ kind: 'save' })}>
            {t('list.views.saveAs')}
          </Button>
        </div>
      </div>
      <p className="bf-visually-hidden" role="status">
        {announcement}
      </p>
      {dialog?.kind === 'save' ? (
        <SaveViewDialog
          views={views}
          onClose={closeDialog}
          onSave={(name) => {
            onSave(name);
            setAnnouncement(t('list.views.saved', { name }));
            closeDialog();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <Dialog
          open
          role="alertdialog"
          onClose={closeDialog}
          title={t('list.views.deleteTitle')}
          describedBy={`${panelId}-delete`}
          initialFocus={cancelRef}
          actions={
            <>
              <button ref={cancelRef} type="button" className={buttonClassName({ variant: 'secondary' })} onClick={closeDialog}>
                <span className="bf-button__label">{t('list.views.cancel')}</span>
              </button>
              <Button
                variant="primary"
                onClick={() => {
                  onDelete(dialog.view.id);
                  setAnnouncement(t('list.views.deleted', { name: dialog.view.name }));
                  closeDialog();
                }}
              >
                {t('list.views.deleteConfirm')}
              </Button>
            </>
          }
        >
          <p id={`${panelId}-delete`}>{t('list.views.deleteMessage', { name: dialog.view.name })}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
