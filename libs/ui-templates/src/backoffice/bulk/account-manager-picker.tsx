import './bulk.css';
import { forwardRef, type Ref } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { EmployeeSearchPicker } from '../employee-search-picker';
import type { AccountManagerOption } from './bulk-types';

/** Props of {@link AccountManagerPicker}. */
export interface AccountManagerPickerProps {
  /** The search text (employees whose name contains it). */
  search: string;
  onSearch: (text: string) => void;
  /** The employees found; undefined before the first answer. */
  options: readonly AccountManagerOption[] | undefined;
  loading?: boolean;
  /** Why the employees could not be loaded, in words. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The choice: an employee, null for "No account manager", undefined for none yet. */
  value: AccountManagerOption | null | undefined;
  onChange: (value: AccountManagerOption | null) => void;
  /** A message beside the choice (nothing chosen). */
  error?: string | null;
  /** The search box (a dialog's first focus). */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * Picks an account manager: a search box over the employees and the matches as radio buttons,
 * "No account manager" first. The chosen employee stays listed while the search changes.
 */
export const AccountManagerPicker = forwardRef<HTMLInputElement, AccountManagerPickerProps>(
  function AccountManagerPicker(props, firstChoiceRef) {
    const { t } = useTranslation('backoffice');
    return (
      <EmployeeSearchPicker
        ref={firstChoiceRef}
        {...props}
        textKey="bulk.picker"
        className="bf-bulk-picker"
        legend={t('bulk.picker.legend')}
        noneLabel={t('bulk.picker.none')}
      />
    );
  },
);
