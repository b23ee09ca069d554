import { forwardRef } from 'react';
import {
  EmployeeSearchPicker,
  type MultipleEmployeeSearchPickerProps,
  type SingleEmployeeSearchPickerProps,
} from '../employee-search-picker';

/** One employee, or the "none" choice (`noneLabel`, value null). */
export type SingleEmployeePickerProps = SingleEmployeeSearchPickerProps;

/** Several employees. */
export type MultipleEmployeePickerProps = MultipleEmployeeSearchPickerProps;

/** Props of {@link EmployeePicker}. */
export type EmployeePickerProps = SingleEmployeePickerProps | MultipleEmployeePickerProps;

/**
 * Picks employees for a group (its team lead, its new members): the back office's employee search with
 * the texts of the groups part. The ref is the first choice (to focus when a choice is missing).
 */
export const EmployeePicker = forwardRef<HTMLInputElement, EmployeePickerProps>(function EmployeePicker(props, firstChoiceRef) {
  return <EmployeeSearchPicker ref={firstChoiceRef} {...props} textKey="groups.picker" />;
});
