import { useCallback } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';

/**
 * The key (namespace `backoffice`) of a catalogue permission's human label ("View users" for `users.read`):
 * one set of words for a permission wherever it is named (the permissions editor, the timeline).
 */
export const permissionLabelKey = (code: string): string => `permissions.labels.${code}`;

/**
 * The human label of a permission in the interface language ("Block users" for `users.block`), from the
 * `permissions.labels` texts; a permission the catalogue does not know is named by its id.
 */
export function usePermissionLabel(): (code: string | undefined, permissionId: number) => string {
  const { t } = useTranslation('backoffice');
  return useCallback(
    (code, permissionId) =>
      code ? t(permissionLabelKey(code), { defaultValue: code }) : t('permissions.unknownPermission', { id: permissionId }),
    [t],
  );
}

/** The code shown beside a label: the catalogue name, or `#id` for an unknown permission. */
export const permissionCode = (code: string | undefined, permissionId: number): string => code ?? `#${permissionId}`;
