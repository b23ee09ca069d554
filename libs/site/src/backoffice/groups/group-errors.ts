import type { EnvelopeError } from '@brokerfront/identity-api';
import type { FormErrors } from '@brokerfront/ui-templates';
import { envelopeErrorsOf, joinErrorTexts, splitErrors } from '../../client/service-errors';

/** The codes about a group's team lead (shown beside the lead's choice). */
const LEAD_CODES: ReadonlySet<string> = new Set(['employee_already_group_lead', 'invalid_group_lead', 'cant_remove_employee_group_lead']);

/** The body field an error's `Data` names (`"Name"`, or `"Name: …"` for a refused body), if any. */
const dataField = (e: EnvelopeError) => (typeof e.Data === 'string' ? e.Data.split(':')[0].trim() : undefined);

/**
 * A failed `EmployeeGroups/Create` or `Update` in words, by field: a name already taken (or a name the
 * service refused) beside the name, a refused team lead beside the lead (each field's errors joined by
 * commas), anything else for the form, one line each. A call that never reached the service has no
 * envelope: its words go to the form.
 */
export function groupFormErrors(error: unknown, text: (error: EnvelopeError | unknown) => string): FormErrors<'name' | 'lead'> {
  const envelopes = envelopeErrorsOf(error);
  if (envelopes.length === 0) return { form: [text(error)] };
  const { fields, rest } = splitErrors<'name' | 'lead'>(envelopes, (e) => {
    if (e.Code === 'employee_group_name_already_exists' || dataField(e) === 'Name') return 'name';
    if (LEAD_CODES.has(e.Code) || dataField(e) === 'LeadId') return 'lead';
    return undefined;
  });
  const named = Object.fromEntries(
    (Object.entries(fields) as Array<[string, EnvelopeError[]]>).map(([field, list]) => [field, joinErrorTexts(list.map((e) => text(e)))]),
  );
  return { fields: named, form: rest.map((e) => text(e)) };
}

/** Every error of a failed call in words, one line each (a call without an envelope gives one line). */
export function errorLines(
  error: unknown,
  text: (error: EnvelopeError | unknown) => string,
  nameOf?: (id: number) => string | undefined,
): string[] {
  const envelopes = envelopeErrorsOf(error);
  if (envelopes.length === 0) return [text(error)];
  const lines = envelopes.map((e) => {
    const name = typeof e.Data === 'number' ? nameOf?.(e.Data) : undefined;
    return name ? `${name}: ${text(e)}` : text(e);
  });
  return [...new Set(lines)];
}
