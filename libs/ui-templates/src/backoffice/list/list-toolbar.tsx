import './list.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { ButtonLink } from '../../components/button';
import { cx } from '../../components/class-names';
import { IconUserPlus } from '../../icons/icons';
import '../backoffice.css';

/** Where "New client", "New employee" and "New affiliate user" lead; a missing one is not offered. */
export interface CreateUserLinks {
  client?: string;
  employee?: string;
  affiliate?: string;
}

export interface UsersListToolbarProps {
  /** The quick search box's text (as typed: the page applies it when typing pauses). */
  search: string;
  onSearchChange: (text: string) => void;
  /** Enter in the search box: apply the text at once. */
  onSearchSubmit?: () => void;
  /** The create links (shown with `users.create`). */
  createLinks?: CreateUserLinks;
  /** "Import users" (shown with `users.import`). */
  importHref?: string;
  /** The list's tools after the search: saved views, columns, export. */
  children?: ReactNode;
  className?: string;
}

/**
 * The users list's toolbar: the quick search (name, e-mail or phone; a search landmark), the list's
 * tools, and the links that create or import users. It wraps onto more lines on a narrow screen.
 */
export function UsersListToolbar({
  search,
  onSearchChange,
  onSearchSubmit,
  createLinks,
  importHref,
  children,
  className,
}: UsersListToolbarProps) {
  const { t } = useTranslation('backoffice');
  const inputId = useId();
  const hintId = useId();
  const creates = [
    createLinks?.client ? { href: createLinks.client, label: t('list.page.newClient') } : null,
    createLinks?.employee ? { href: createLinks.employee, label: t('list.page.newEmployee') } : null,
    createLinks?.affiliate ? { href: createLinks.affiliate, label: t('list.page.newAffiliate') } : null,
  ].filter((link): link is { href: string; label: string } => link !== null);
  return (
    <div className={cx('bf-list-toolbar', className)}>
      {creates.length > 0 || importHref ? (
        <div className="bf-list-toolbar__row bf-list-toolbar__create" role="group" aria-label={t('list.page.create')}>
          {creates.map((link) => (
            <ButtonLink key={link.href} href={link.href} size="sm" icon={<IconUserPlus size={16} />}>
              {link.label}
            </ButtonLink>
          ))}
          {importHref ? (
            <ButtonLink href={importHref} size="sm" variant="secondary">
              {t('list.page.importUsers')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      <div className="bf-list-toolbar__row" role="group" aria-label={t('list.toolbar.label')}>
        <form
          role="search"
          className="bf-list-toolbar__search"
          onSubmit={(event) => {
            event.preventDefault();
            onSearchSubmit?.();
          }}
        >
          <label className="bf-list-toolbar__search-label" htmlFor={inputId}>
            {t('list.search.label')}
          </label>
          <input
            id={inputId}
            type="search"
            className="bf-input bf-list-toolbar__search-input"
            value={search}
            autoComplete="off"
            aria-describedby={hintId}
            onChange={(event) => onSearchChange(event.target.value)}
          />
          <span id={hintId} className="bf-list-toolbar__search-hint">
            {t('list.search.hint')}
          </span>
        </form>
        {children ? <div className="bf-list-toolbar__tools">{children}</div> : null}
      </div>
    </div>
  );
}
