import type { AuditRecord, HistoryPage } from '../entities/audit';
import type { Filter, GenericQuery, PageResult, SortColumn } from '../entities/query';
import type { AutoLoginResult, FullNameRecord, ImportResult, SendCredentialsResult } from '../entities/results';
import type { User } from '../entities/user';
import type { FileRequestOptions, HttpClient, RequestOptions } from '../http/http-client';
import type {
  AssignRequest,
  CommentRequest,
  CreateEmployeeRequest,
  CreateUserRequest,
  ImportAffiliateUsersRequest,
  PromoteRequest,
  SendCredentialsRequest,
  SetIsArchivedRequest,
  UpdateSalesStatusRequest,
  UpdateUserRequest,
  UserComment,
} from './requests';

/**
 * `Export` body (an extension of the reference backend): every user matching `Filters`, in `Sort` order,
 * as a CSV of the wire fields named in `Columns` (1–40, each once, in the file's order).
 */
export interface ExportUsersRequest {
  Filters: Filter[];
  Sort: SortColumn[];
  Columns: (keyof User)[];
}

/** The users area of the identity service (`{server}/{root}/api/{version}/users/…`). */
export interface UsersApi {
  getCurrentUser(options?: RequestOptions): Promise<User>;
  getUser(id: number, options?: RequestOptions): Promise<User>;
  /** Deletes a user; answers the deleted record. */
  deleteUser(id: number, options?: RequestOptions): Promise<User>;
  search(query: GenericQuery, options?: RequestOptions): Promise<PageResult<User>>;
  /**
   * Exports every user matching a query as a CSV file through {@link HttpClient.postFile}: the file opens in a new
   * window (with pop-ups blocked, `onPopupBlocked` or else the client's `notify` tells the user); resolves with the file.
   */
  exportUsers(request: ExportUsersRequest, options?: FileRequestOptions): Promise<Blob>;
  getFullNameOfUsers(userIds: readonly number[], options?: RequestOptions): Promise<FullNameRecord[]>;
  createIndividual(user: CreateUserRequest, options?: RequestOptions): Promise<User>;
  createEmployee(user: CreateEmployeeRequest, options?: RequestOptions): Promise<User>;
  registerAffiliateUser(user: CreateUserRequest, options?: RequestOptions): Promise<User>;
  update(user: UpdateUserRequest, options?: RequestOptions): Promise<User>;
  setIsArchived(request: SetIsArchivedRequest, options?: RequestOptions): Promise<User>;
  setIsBlocked(id: number, isBlocked: boolean, options?: RequestOptions): Promise<User>;
  promote(request: PromoteRequest, options?: RequestOptions): Promise<User[]>;
  assign(request: AssignRequest, options?: RequestOptions): Promise<User[]>;
  comment(request: CommentRequest, options?: RequestOptions): Promise<UserComment>;
  /** `GET {userId}/Comments` (an extension of the reference backend): the comments on a user, newest first. */
  getComments(userId: number, page?: HistoryPage, options?: RequestOptions): Promise<UserComment[]>;
  /** `GET {userId}/Audit` (an extension of the reference backend): what was done to or by a user, newest first. */
  getAudit(userId: number, page?: HistoryPage, options?: RequestOptions): Promise<AuditRecord[]>;
  /** `UpdateSalesStatus` (an extension of the reference backend): a client's sales status; answers the user. */
  updateSalesStatus(request: UpdateSalesStatusRequest, options?: RequestOptions): Promise<User>;
  importAffiliateUsers(request: ImportAffiliateUsersRequest, options?: RequestOptions): Promise<ImportResult>;
  sendCredentialsForClients(request: SendCredentialsRequest, options?: RequestOptions): Promise<SendCredentialsResult>;
  createAutoLogin(id: number, options?: RequestOptions): Promise<AutoLoginResult>;
  /** Uploads an avatar as multipart form data with a `File` field. */
  setAvatar(id: number, file: Blob, fileName?: string, options?: RequestOptions): Promise<User>;
}

const id = (n: number) => encodeURIComponent(String(n));

/** The query string of a history page (`?limit=&beforeId=`), empty without one. */
function pageQuery(page: HistoryPage | undefined): string {
  const params = new URLSearchParams();
  if (page?.limit !== undefined) params.set('limit', String(page.limit));
  if (page?.beforeId !== undefined) params.set('beforeId', String(page.beforeId));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The typed users calls of SPEC §7 over an {@link HttpClient}.
 *
 * @example
 * const users = createUsersApi(http);
 * const page = await users.search({ PageNumber: 1, PageSize: 20, Filters: [], Sort: [] });
 */
export function createUsersApi(http: HttpClient): UsersApi {
  return {
    getCurrentUser: (o) => http.get('users/GetCurrentUser', o),
    getUser: (userId, o) => http.get(`users/${id(userId)}`, o),
    deleteUser: (userId, o) => http.delete(`users/${id(userId)}`, o),
    search: (query, o) => http.post('users/Search', query, o),
    exportUsers: (request, o) => http.postFile('users/Export', request, o),
    getFullNameOfUsers: (userIds, o) => http.post('users/GetFullNameOfUsers', [...userIds], o),
    createIndividual: (user, o) => http.post('users/CreateIndividual', user, o),
    createEmployee: (user, o) => http.post('users/CreateEmployee', user, o),
    registerAffiliateUser: (user, o) => http.post('users/RegisterAffiliateUser', user, o),
    update: (user, o) => http.post('users/Update', user, o),
    setIsArchived: (request, o) => http.post('users/SetIsArchived', request, o),
    setIsBlocked: (userId, isBlocked, o) =>
      http.post(`users/${id(userId)}/SetIsBlocked?isBlocked=${isBlocked ? 'true' : 'false'}`, undefined, o),
    promote: (request, o) => http.post('users/Promote', request, o),
    assign: (request, o) => http.post('users/Assign', request, o),
    comment: (request, o) => http.post('users/Comment', request, o),
    getComments: (userId, page, o) => http.get(`users/${id(userId)}/Comments${pageQuery(page)}`, o),
    getAudit: (userId, page, o) => http.get(`users/${id(userId)}/Audit${pageQuery(page)}`, o),
    updateSalesStatus: (request, o) => http.post('users/UpdateSalesStatus', request, o),
    importAffiliateUsers: (request, o) => http.post('users/ImportAffiliateUsers', request, o),
    sendCredentialsForClients: (request, o) => http.post('users/SendCredentialsForClients', request, o),
    createAutoLogin: (userId, o) => http.post(`users/${id(userId)}/CreateAutoLogin`, undefined, o),
    setAvatar: (userId, file, fileName, o) => {
      const form = new FormData();
      form.append('File', file, fileName ?? (file as File).name ?? 'avatar');
      return http.post(`users/${id(userId)}/SetAvatar`, form, o);
    },
  };
}
