import type { CreateEmployeeGroupRequest, EmployeeGroup, UpdateEmployeeGroupRequest } from '../entities/employee-groups';
import type { HttpClient, RequestOptions } from '../http/http-client';

/**
 * Employee groups (an extension of the reference backend, `{server}/{root}/api/{version}/users/EmployeeGroups…`).
 * Members move with `users.assign({UserIds, EmployeeGroupId})`.
 */
export interface EmployeeGroupsApi {
  /** `GET users/EmployeeGroups`: every group, by name. */
  getEmployeeGroups(options?: RequestOptions): Promise<EmployeeGroup[]>;
  /** `POST users/EmployeeGroups/Create`: answers the new group. */
  createEmployeeGroup(request: CreateEmployeeGroupRequest, options?: RequestOptions): Promise<EmployeeGroup>;
  /** `POST users/EmployeeGroups/Update`: renames a group or changes its lead; answers the group. */
  updateEmployeeGroup(request: UpdateEmployeeGroupRequest, options?: RequestOptions): Promise<EmployeeGroup>;
}

/** The typed employee-group calls over an {@link HttpClient}. */
export function createEmployeeGroupsApi(http: HttpClient): EmployeeGroupsApi {
  return {
    getEmployeeGroups: (o) => http.get('users/EmployeeGroups', o),
    createEmployeeGroup: (request, o) => http.post('users/EmployeeGroups/Create', request, o),
    updateEmployeeGroup: (request, o) => http.post('users/EmployeeGroups/Update', request, o),
  };
}
