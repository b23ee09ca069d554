/**
 * An employee group (team), an extension of the reference backend: a name, unique without regard to case,
 * and an optional team lead (an employee of the group). Members are employees whose `EmployeeGroupId` is the
 * group's id; they move through `Assign`.
 */
export interface EmployeeGroup {
  Id: number;
  Name: string;
  /** The team lead (an employee id), or null. */
  LeadId: number | null;
  /** How many employees the group holds. */
  MemberCount: number;
  CreatedAt: string;
}

/** `EmployeeGroups/Create` body. */
export interface CreateEmployeeGroupRequest {
  /** 1–100 characters, unique without regard to case (`employee_group_name_already_exists`). */
  Name: string;
  /** The team lead: an employee who leads no other group (`employee_already_group_lead`); joins the group. */
  LeadId?: number | null;
}

/** `EmployeeGroups/Update` body: the fields to change (absent fields keep their value; `LeadId: null` removes the lead). */
export interface UpdateEmployeeGroupRequest {
  Id: number;
  Name?: string;
  LeadId?: number | null;
}
