import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { IconEye, IconEyeOff } from './shell-icons';
import './client-shell.css';

/** Props of {@link HideBalancesToggle}. */
export interface HideBalancesToggleProps {
  /** UserSettings AccountBalance.HideBalance. */
  hidden: boolean;
  onChange: (hidden: boolean) => void;
  className?: string;
}

/**
 * The "Hide balances" eye of the top bar: a toggle button (aria-pressed) whose name stays "Hide
 * balances"; pressed, every amount of the signed-in pages is masked.
 */
export function HideBalancesToggle({ hidden, onChange, className }: HideBalancesToggleProps) {
  const { t } = useTranslation('client');
  const label = t('shell.hideBalances');
  return (
    <button
      type="button"
      className={cx('bf-header-button', 'bf-balance-toggle', className)}
      aria-pressed={hidden}
      title={label}
      onClick={() => onChange(!hidden)}
    >
      {hidden ? <IconEyeOff size={20} /> : <IconEye size={20} />}
      <span className="bf-visually-hidden">{label}</span>
    </button>
  );
}
