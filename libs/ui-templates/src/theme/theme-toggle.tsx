import { useTranslation } from '@brokerfront/i18n/react';
import { IconMonitor, IconMoon, IconSun } from '../icons/icons';
import { cx } from '../components/class-names';
import { THEME_PREFERENCES, type ThemePreference } from './theme';

export interface ThemeToggleProps {
  value: ThemePreference;
  onChange: (preference: ThemePreference) => void;
  /** `icons`: compact icon buttons; `labels`: icons with visible text (mobile menus). */
  variant?: 'icons' | 'labels';
  className?: string;
}

const icons = { Light: IconSun, Dark: IconMoon, SystemDefault: IconMonitor } as const;

/** Three pressed-state buttons (light, dark, system) in a labelled group. */
export function ThemeToggle({ value, onChange, variant = 'icons', className }: ThemeToggleProps) {
  const { t } = useTranslation('marketing');
  return (
    <div role="group" aria-label={t('theme.label')} className={cx('bf-theme-toggle', `bf-theme-toggle--${variant}`, className)}>
      {THEME_PREFERENCES.map((preference) => {
        const Icon = icons[preference];
        return (
          <button
            key={preference}
            type="button"
            className="bf-theme-toggle__button"
            aria-pressed={value === preference}
            title={variant === 'icons' ? t(`theme.${preference}`) : undefined}
            onClick={() => onChange(preference)}
          >
            <Icon size={18} />
            <span className={variant === 'icons' ? 'bf-visually-hidden' : undefined}>{t(`theme.${preference}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
