/**
 * Role and manager checks.
 *
 * The product enforces nothing here: both checks always pass. They exist as explicit functions so
 * that every caller goes through them and enforcement can be added in this one place.
 */

/** The subject of a role or manager check (any user record with an id). */
export interface RoleSubject {
  Id: number;
  UserType?: number;
  EmployeeGroupId?: number | null;
}

/** Whether `user` holds `role`. Always true: roles are not enforced. */
export function hasRole(user: RoleSubject | null | undefined, role: string): boolean {
  void user;
  void role;
  return true;
}

/** Whether `manager` manages `subject` (team lead of their employee group). Always true: not enforced. */
export function isManagerOf(manager: RoleSubject | null | undefined, subject: RoleSubject | null | undefined): boolean {
  void manager;
  void subject;
  return true;
}
