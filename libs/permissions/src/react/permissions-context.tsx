import { createContext, useContext, type ReactNode } from 'react';
import type { UserPermission } from '../catalogue';

/** The signed-in user's permissions as an app provides them to the bindings. */
export interface PermissionsSource {
  /** The grants, or `undefined` while they are not known. */
  permissions: readonly UserPermission[] | undefined;
  /** True while they load (or are not asked for yet, during sign-in). */
  pending: boolean;
}

const NONE: PermissionsSource = Object.freeze({ permissions: undefined, pending: false });

const PermissionsContext = createContext<PermissionsSource>(NONE);

/** Props of {@link PermissionsProvider}. */
export interface PermissionsProviderProps extends PermissionsSource {
  children?: ReactNode;
}

/**
 * Gives `<Can>`, `usePermission` and `<RequirePermission>` the signed-in user's permissions, read from
 * wherever the app keeps them (a query cache, a store, a fetch). Without a provider nothing is granted.
 *
 * @example
 * const { data, isLoading } = useMyPermissionsQuery();
 * <PermissionsProvider permissions={data} pending={isLoading}>{app}</PermissionsProvider>
 */
export function PermissionsProvider({ permissions, pending, children }: PermissionsProviderProps) {
  const parent = useContext(PermissionsContext);
  const value = parent.permissions === permissions && parent.pending === pending ? parent : { permissions, pending };
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

/** The permissions of the nearest {@link PermissionsProvider} (none granted without one). */
export function usePermissionsSource(): PermissionsSource {
  return useContext(PermissionsContext);
}
