/**
 * @brokerfront/identity-api — client of the identity service (users) and the gateway permissions
 * service: entities, the envelope HTTP client, sign-up and confirmation, trading accounts and withdrawals,
 * identity documents, the error catalogue, the generic query and its filter
 * engine. Plain TypeScript: runs in Node and browsers, every effect injected.
 * Redux Toolkit Query bindings live in `@brokerfront/identity-api/redux`.
 */

// Entities
export { Gender, SalesStatus, SALES_STATUSES, UserType, UNSET_BIRTH_DATE, isBirthDateSet, fullNameOf } from './entities/user';
export type { AuditOutcome, AuditRecord, HistoryPage } from './entities/audit';
export type { CreateEmployeeGroupRequest, EmployeeGroup, UpdateEmployeeGroupRequest } from './entities/employee-groups';
export type { User } from './entities/user';
export { ALL_USER_EVENT_KINDS } from './entities/events';
export type { UserEvent, UserEventKind } from './entities/events';
export { ImportStatus, SendCredentialsStatus } from './entities/results';
export type { AutoLoginResult, FullNameRecord, ImportResult, ImportResultRow, SendCredentialsResult } from './entities/results';
export type {
  ConfirmEmailRequest,
  EmailResult,
  PhoneCodeSent,
  PhoneConfirmation,
  RegisterDemoRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from './entities/registration';
export { TradingAccountType, WithdrawalStatus } from './entities/accounts';
export type { BankAccount, TradingAccount, Withdrawal, WithdrawalRequest } from './entities/accounts';
export { DocumentStatus, DocumentType } from './entities/documents';
export type {
  DocumentEventKind,
  EditVerifyCommentRequest,
  UserDocument,
  UserDocumentChangedEvent,
  VerifyDocumentRequest,
} from './entities/documents';
export { FILTER_OPS } from './entities/query';
export type { Filter, FilterOp, FilterScalar, GenericQuery, PageResult, SortColumn } from './entities/query';
export { isSuccessStatus, SUCCESS_STATUSES } from './entities/envelope';
export type { Envelope, EnvelopeError } from './entities/envelope';
export type { ResourceType, UserPermission } from '@brokerfront/permissions';

// Errors
export { errorMessages, formatError, formatErrors } from './errors/error-catalogue';
export { HTTP_ERROR_CODE, isServiceError, NETWORK_ERROR_CODE, ServiceError } from './errors/service-error';
export { DEFAULT_RETRY_AFTER_SECONDS, retryAfterSeconds } from './errors/retry-after';

// Generic query and filter engine
export { compileFilters } from './filter/compile-filters';
export type { Predicate } from './filter/compile-filters';
export { interpretFilters, evaluateFilter } from './filter/interpret-filters';
export { applyQuery, pageItems, pageStart, sortItems } from './filter/apply-query';
export { validateFilters } from './filter/validate';
export type { FilterOptions } from './filter/validate';
export { FilterError } from './filter/filter-error';
export { compareForSort } from './filter/values';

// HTTP client and calls
export { apiUrl, isRelativeUrl, serverUrl } from './http/service-url';
export type { ServicePieces } from './http/service-url';
export { createHttpClient, OBJECT_URL_LIFETIME_MS, POPUP_BLOCKED_MESSAGE } from './http/http-client';
export { readDocumentCookie, XSRF_COOKIE, XSRF_HEADER } from './http/xsrf';
export type { AccessTokenFactory, FileRequestOptions, HttpClient, HttpClientOptions, RawRequest, RequestOptions } from './http/http-client';
export { createUsersApi } from './users/users-api';
export type { ExportUsersRequest, UsersApi } from './users/users-api';
export type {
  AssignRequest,
  CommentRequest,
  CreateEmployeeRequest,
  CreateUserRequest,
  ImportAffiliateUsersRequest,
  ImportUserRow,
  PromoteRequest,
  SendCredentialsRequest,
  SetIsArchivedRequest,
  UpdateSalesStatusRequest,
  UpdateUserRequest,
  UserComment,
} from './users/requests';
export { createEmployeeGroupsApi } from './users/employee-groups-api';
export type { EmployeeGroupsApi } from './users/employee-groups-api';
export { createPermissionsApi } from './users/permissions-api';
export type { ModifyPermissionsRequest, PermissionGrant, PermissionsApi, PermissionsApiOptions } from './users/permissions-api';
export { createRegistrationApi } from './users/registration-api';
export type { RegistrationApi } from './users/registration-api';
export { createAccountsApi } from './accounts/accounts-api';
export type { AccountsApi } from './accounts/accounts-api';
export { createDocumentsApi } from './users/documents-api';
export type { DocumentsApi } from './users/documents-api';
export { createFullNameBatcher, createFullNameLookup, UNKNOWN_FULL_NAME } from './users/full-name-lookup';
export type { FullNameBatcher, FullNameLookup, FullNameLookupOptions } from './users/full-name-lookup';
export { createIdentityServices } from './services';
export type { IdentityServices, IdentityServicesOptions } from './services';

// Countries
export { countries, findCountry, getCountries } from './countries/countries';
export type { Country, CountryListOptions } from './countries/countries';
