import type { EmployeeChoice } from '../employee-search-picker';

/** An employee offered by a picker (a team lead, a member to add, an account manager). */
export type EmployeeOption = EmployeeChoice;

/** A group as the groups list shows it. */
export interface EmployeeGroupRow {
  id: number;
  name: string;
  /** The team lead's id, or null. */
  leadId: number | null;
  /** The team lead's full name (null: no team lead; `undefined`: still loading). */
  leadName: string | null | undefined;
  memberCount: number;
}

/** A group offered as a destination ("Move to…"). */
export interface GroupOption {
  id: number;
  name: string;
}

/** A member of a group, as the members panel lists them. */
export interface GroupMemberRow {
  id: number;
  name: string;
  email: string;
  /** The member's page in the back office. */
  href?: string;
  /** The group's team lead. */
  isLead: boolean;
}

/** Where a list is: loading its first answer, failed (the reason in words), or answered. */
export type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

/** The errors of a form, in words: one per field, and the rest for the whole form. */
export interface FormErrors<F extends string> {
  fields?: Partial<Record<F, string>>;
  form?: readonly string[];
}
