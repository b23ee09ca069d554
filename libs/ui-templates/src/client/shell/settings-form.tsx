import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { cx } from '../../components/class-names';
import { LanguageSwitcher, type LanguageOption } from '../../components/language-switcher';
import type { ThemePreference } from '../../theme/theme';
import './client-shell.css';

/** The user settings the form shows (SPEC §3 UserSettings, without the user id). */
export interface SettingsValues {
  /** Shell.Theme. */
  theme: ThemePreference;
  /** Shell.SidenavOpened. */
  sidenavOpen: boolean;
  /** AccountBalance.HideBalance. */
  hideBalances: boolean;
  /** Accounts.HideZeroBalances. */
  accountsHideZeroBalances: boolean;
  /** Dashboard.HideZeroBalances. */
  dashboardHideZeroBalances: boolean;
  /** Accounts.ListView: the accounts page as a list (else a grid). */
  accountsListView: boolean;
}

/** One change made in the form. */
export type SettingChange = { [K in keyof SettingsValues]: { key: K; value: SettingsValues[K] } }[keyof SettingsValues];

/** Props of {@link SettingsForm}. */
export interface SettingsFormProps {
  values: SettingsValues;
  /** Called at once for every change (there is no save button). */
  onChange: (change: SettingChange) => void;
  /** The site's languages: with two or more, the language switcher is offered here too (its choice is stored apart). */
  languages?: LanguageOption[];
  /**
   * Who the settings are for: a client (default) or an employee, who is not offered the settings of a
   * client's balances and accounts (they have none of their own).
   */
  audience?: 'client' | 'employee';
  className?: string;
}

/** The theme choices in the order offered. */
const THEME_CHOICES: readonly ThemePreference[] = ['SystemDefault', 'Light', 'Dark'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="bf-settings__section" aria-labelledby={id}>
      <h2 id={id} className="bf-settings__heading">
        {title}
      </h2>
      <div className="bf-settings__fields">{children}</div>
    </section>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="bf-settings__check">
      <input
        id={id}
        type="checkbox"
        className="bf-settings__input"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="bf-settings__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="bf-settings__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Choices<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    // A fieldset may take the radiogroup role: the group of radios is announced as such, named by its legend.
    <fieldset role="radiogroup" className="bf-settings__choices">
      <legend className="bf-settings__legend">{legend}</legend>
      <div className="bf-settings__options">
        {options.map((option) => (
          <label key={option.value} className="bf-settings__option">
            <input
              type="radio"
              className="bf-settings__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The settings of `/account/settings`: the theme (a radio group "Theme": System default, Light,
 * Dark), "Side menu open", "Hide balances", the zero balances of the accounts page and of the
 * dashboard, the accounts view (list or grid) and, on a multi-language site, the language switcher.
 * An employee (`audience`) gets the appearance and the language only. Every change applies at once; a
 * status line says so and names the last setting saved.
 */
export function SettingsForm({ values, onChange, languages = [], audience = 'client', className }: SettingsFormProps) {
  const { t } = useTranslation('client');
  const [saved, setSaved] = useState<{ setting: string; value: string } | null>(null);
  const onOff = (on: boolean) => (on ? t('settings.on') : t('settings.off'));

  const change = (next: SettingChange, setting: string, value: string) => {
    onChange(next);
    setSaved({ setting, value });
  };
  const check = (key: Exclude<keyof SettingsValues, 'theme'>, label: string) => (checked: boolean) =>
    change({ key, value: checked }, label, onOff(checked));

  return (
    <form className={cx('bf-settings', className)} onSubmit={(event) => event.preventDefault()}>
      <p role="status" className="bf-settings__status">
        {saved ? t('settings.status.saved', saved) : t('settings.status.idle')}
      </p>
      <Section title={t('settings.appearance')}>
        <Choices
          legend={t('settings.theme.legend')}
          options={THEME_CHOICES.map((choice) => ({ value: choice, label: t(`settings.theme.${choice}`) }))}
          value={values.theme}
          onChange={(theme) => change({ key: 'theme', value: theme }, t('settings.theme.legend'), t(`settings.theme.${theme}`))}
        />
        <Check
          label={t('settings.sidenavOpen')}
          hint={t('settings.sidenavHint')}
          checked={values.sidenavOpen}
          onChange={check('sidenavOpen', t('settings.sidenavOpen'))}
        />
      </Section>
      {audience === 'client' ? (
        <>
          <Section title={t('settings.balances')}>
            <Check
              label={t('settings.hideBalances')}
              hint={t('settings.hideBalancesHint')}
              checked={values.hideBalances}
              onChange={check('hideBalances', t('settings.hideBalances'))}
            />
            <Check
              label={t('settings.accountsHideZero')}
              checked={values.accountsHideZeroBalances}
              onChange={check('accountsHideZeroBalances', t('settings.accountsHideZero'))}
            />
            <Check
              label={t('settings.dashboardHideZero')}
              checked={values.dashboardHideZeroBalances}
              onChange={check('dashboardHideZeroBalances', t('settings.dashboardHideZero'))}
            />
          </Section>
          <Section title={t('settings.accounts')}>
            <Choices
              legend={t('settings.view.legend')}
              options={[
                { value: 'list', label: t('settings.view.list') },
                { value: 'grid', label: t('settings.view.grid') },
              ]}
              value={values.accountsListView ? 'list' : 'grid'}
              onChange={(view) =>
                change({ key: 'accountsListView', value: view === 'list' }, t('settings.view.legend'), t(`settings.view.${view}`))
              }
            />
          </Section>
        </>
      ) : null}
      {languages.length > 1 ? (
        <Section title={t('settings.language')}>
          <p className="bf-settings__hint">{t('settings.languageHint')}</p>
          <LanguageSwitcher languages={languages} variant="list" className="bf-settings__languages" />
        </Section>
      ) : null}
    </form>
  );
}
