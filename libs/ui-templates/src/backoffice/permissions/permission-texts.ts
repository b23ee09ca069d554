import { useCallback } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';

/**
 * The human label of a permission in the interface language ("Block users" for `users.block`), from the
 * `permissions.labels` texts; a permission the catalogue does not know is named by its id.
 */
export function usePermissionLabel(): (code: string | undefined, permissionId: number) => string {
  const { t } = useTranslation('backoffice');
  return useCallback(
    (code, permissionId) =>
      code ? t(`permissions.labels.${code}`, { defaultValue: code }) : t('permissions.unknownPermission', { id: permissionId }),
    [t],
  );
}

/** The code shown beside a label: the catalogue name, or `#id` for an unknown permission. */
export const permissionCode = (code: string | undefined, permissionId: number): string => code ?? `#${permissionId}`;
