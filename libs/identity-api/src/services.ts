import { createAccountsApi, type AccountsApi } from './accounts/accounts-api';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http/http-client';
import { createDocumentsApi, type DocumentsApi } from './users/documents-api';
import { createEmployeeGroupsApi, type EmployeeGroupsApi } from './users/employee-groups-api';
import { createFullNameBatcher, createFullNameLookup, type FullNameBatcher, type FullNameLookup } from './users/full-name-lookup';
import { createPermissionsApi, type PermissionsApi } from './users/permissions-api';
import { createRegistrationApi, type RegistrationApi } from './users/registration-api';
import { createUsersApi, type UsersApi } from './users/users-api';

/** Everything the identity client offers, over one HTTP client. */
export interface IdentityServices {
  http: HttpClient;
  users: UsersApi;
  permissions: PermissionsApi;
  /** Full names, batched and cached here: for callers without a cache of their own (forget them at sign-out). */
  fullNames: FullNameLookup;
  /** Full names, batched and never cached: what the Redux endpoint `getFullName` asks (its cache is RTK Query's). */
  fullNameBatches: FullNameBatcher;
  /** Sign-up, e-mail and phone confirmation, password reset. */
  registration: RegistrationApi;
  /** Trading accounts, bank accounts and withdrawals. */
  accounts: AccountsApi;
  /** Identity documents (KYC). */
  documents: DocumentsApi;
  /** Employee groups (teams). */
  employeeGroups: EmployeeGroupsApi;
}

/** Options of {@link createIdentityServices}. */
export interface IdentityServicesOptions extends HttpClientOptions {
  /** Base URL of the permissions gateway; defaults to the identity service's server. */
  gatewayUrl?: string;
  /** Scheduler of full-name batches (see {@link createFullNameBatcher}). */
  scheduleFullNames?: (flush: () => void) => void;
}

/**
 * Builds the HTTP client, the users, permissions, registration, accounts and documents calls and the
 * batched full-name lookup.
 *
 * @example
 * const identity = createIdentityServices({
 *   service: siteConfig.identityConfig.service,
 *   accessTokenFactory: () => session.getAccessToken(),
 *   notify: (message) => toast(message),
 * });
 * const me = await identity.users.getCurrentUser();
 */
export function createIdentityServices(options: IdentityServicesOptions): IdentityServices {
  const http = createHttpClient(options);
  const users = createUsersApi(http);
  return {
    http,
    users,
    permissions: createPermissionsApi(http, { gatewayUrl: options.gatewayUrl }),
    fullNames: createFullNameLookup({ load: (ids) => users.getFullNameOfUsers(ids), schedule: options.scheduleFullNames }),
    fullNameBatches: createFullNameBatcher({ load: (ids) => users.getFullNameOfUsers(ids), schedule: options.scheduleFullNames }),
    registration: createRegistrationApi(http),
    accounts: createAccountsApi(http),
    documents: createDocumentsApi(http),
    employeeGroups: createEmployeeGroupsApi(http),
  };
}
