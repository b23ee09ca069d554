import type { ResourceType, UserPermission } from '@brokerfront/permissions';
import type { HttpClient, RequestOptions } from '../http/http-client';

/** One grant or revocation of a `Modify` call. */
export interface PermissionGrant {
  PermissionId: number;
  ResourceType: ResourceType;
  ResourceId: number;
}

/**
 * `Modify` body: what to grant, revoke, suspend and resume for one user (each list optional). `Suspend` and
 * `Resume` are an extension of the reference backend: a suspended grant is kept (with who suspended it and when)
 * but grants nothing until resumed.
 */
export interface ModifyPermissionsRequest {
  UserId: number;
  Grant?: PermissionGrant[];
  Revoke?: PermissionGrant[];
  Suspend?: PermissionGrant[];
  Resume?: PermissionGrant[];
}

/** The gateway permissions service (`{server}/permissions/UserPermissions/…`). */
export interface PermissionsApi {
  /** `GET permissions/UserPermissions/User/{userId}`. */
  getUserPermissions(userId: number, options?: RequestOptions): Promise<UserPermission[]>;
  /** `POST permissions/UserPermissions/Modify`; answers the user's list after the change. */
  modify(request: ModifyPermissionsRequest, options?: RequestOptions): Promise<UserPermission[]>;
}

/** Options of {@link createPermissionsApi}. */
export interface PermissionsApiOptions {
  /** Base URL of the gateway; defaults to the identity service's server. */
  gatewayUrl?: string;
}

/** The typed permissions calls over an {@link HttpClient}. */
export function createPermissionsApi(http: HttpClient, options: PermissionsApiOptions = {}): PermissionsApi {
  const base = `${(options.gatewayUrl ?? http.server).replace(/\/+$/, '')}/permissions/UserPermissions`;
  return {
    getUserPermissions: (userId, o = {}) =>
      http.request({ ...o, method: 'GET', url: `${base}/User/${encodeURIComponent(String(userId))}` }),
    modify: (request, o = {}) => http.request({ ...o, method: 'POST', url: `${base}/Modify`, body: request }),
  };
}
