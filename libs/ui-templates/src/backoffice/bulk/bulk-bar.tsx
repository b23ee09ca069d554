import './bulk.css';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { BULK_ACTION_IDS, type BulkActionId } from './bulk-types';

/** Props of {@link BulkBar}. */
export interface BulkBarProps {
  /** Users selected. */
  count: number;
  /** `query`: every user matching the filters is selected (not only the ticked rows). */
  scope?: 'rows' | 'query';
  /** The actions the signed-in employee may take (each needs its permission); shown in the usual order. */
  actions: readonly BulkActionId[];
  onAction: (action: BulkActionId) => void;
  onClear: () => void;
  /** While an action is under way the buttons are disabled. */
  busy?: boolean;
}

/** The bar over the users list while users are selected: how many, the actions allowed, "Clear selection". */
export function BulkBar({ count, scope = 'rows', actions, onAction, onClear, busy = false }: BulkBarProps) {
  const { t } = useTranslation('backoffice');
  const shown = BULK_ACTION_IDS.filter((id) => actions.includes(id));
  return (
    <section className="bf-bulk-bar" aria-label={t('bulk.bar.label')}>
      <p className="bf-bulk-bar__count" role="status">
        {scope === 'query' ? t('bulk.bar.selectedAll', { count }) : t('bulk.bar.selected', { count })}
      </p>
      {shown.length ? (
        <div className="bf-bulk-bar__actions">
          {shown.map((id) => (
            <Button key={id} size="sm" variant="secondary" disabled={busy} onClick={() => onAction(id)}>
              {t(`bulk.actions.${id}`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className="bf-bulk-bar__note">{t('bulk.bar.noActions')}</p>
      )}
      <Button size="sm" variant="ghost" className="bf-bulk-bar__clear" disabled={busy} onClick={onClear}>
        {t('bulk.bar.clear')}
      </Button>
    </section>
  );
}
