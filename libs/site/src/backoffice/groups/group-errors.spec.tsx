import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { SIX_LANGUAGES } from '@brokerfront/config/testing';
import { createI18n } from '@brokerfront/i18n';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { GroupChoiceDialog, GroupFormDialog, type FormErrors } from '@brokerfront/ui-templates';
import { joinErrorTexts, useServiceErrorText } from '../../client/service-errors';
import { testResources } from '../../live/testing/live-site';
import { errorLines, groupFormErrors } from './group-errors';

/** A failed call as the identity client gives it. */
const failure = (...errors: { Code: string; Data?: unknown }[]) => ({ status: 400, message: 'refused', errors });
const text = (e: unknown) => JSON.stringify((e as { Code?: string }).Code ?? (e as { status?: number }).status);

describe('groupFormErrors', () => {
  it('puts a name taken beside the name, a refused team lead beside the lead, and the rest on the form', () => {
    expect(
      groupFormErrors(
        failure(
          { Code: 'employee_group_name_already_exists', Data: 'Name' },
          { Code: 'employee_already_group_lead', Data: 7 },
          { Code: 'forbidden', Data: 'users.update' },
        ),
        text,
      ),
    ).toEqual({
      fields: { name: '"employee_group_name_already_exists"', lead: '"employee_already_group_lead"' },
      form: ['"forbidden"'],
    });
    expect(
      groupFormErrors(
        failure(
          { Code: 'invalid_request', Data: 'Name: Too big: expected string to have <=100 characters' },
          { Code: 'invalid_group_lead', Data: 3 },
        ),
        text,
      ),
    ).toEqual({
      fields: { name: '"invalid_request"', lead: '"invalid_group_lead"' },
      form: [],
    });
    expect(groupFormErrors(failure({ Code: 'not_found', Data: 4 }), text)).toEqual({ fields: {}, form: ['"not_found"'] });
  });

  it('says every error of a field beside it, joined by commas', () => {
    expect(
      groupFormErrors(
        failure(
          { Code: 'employee_group_name_already_exists', Data: 'Name' },
          { Code: 'invalid_request', Data: 'Name: Too big: expected string to have <=100 characters' },
        ),
        text,
      ),
    ).toEqual({ fields: { name: '"employee_group_name_already_exists", "invalid_request"' }, form: [] });
  });

  it('gives a call that never reached the service to the form', () => {
    expect(groupFormErrors({ status: 0, message: 'offline' }, text)).toEqual({ form: ['0'] });
  });
});

describe('errorLines', () => {
  it('names the user an error is about when it knows them, once per line', () => {
    const names = new Map([[10, 'Lea Lead']]);
    expect(
      errorLines(
        failure(
          { Code: 'cant_remove_employee_group_lead', Data: 10 },
          { Code: 'not_an_employee', Data: 2 },
          { Code: 'not_an_employee', Data: 2 },
        ),
        text,
        (id) => names.get(id),
      ),
    ).toEqual(['Lea Lead: "cant_remove_employee_group_lead"', '"not_an_employee"']);
    expect(errorLines({ status: 0 }, text)).toEqual(['0']);
  });
});

async function inLanguage(language: string, ui: ReactNode) {
  const i18n = await createI18n({
    languages: SIX_LANGUAGES,
    defaultLanguage: SIX_LANGUAGES[0],
    language,
    resources: testResources(),
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** The create dialog wired as the page wires it, over a service that refuses with `refusal`. */
function CreateWithRefusal({ refusal }: { refusal: ReturnType<typeof failure> }) {
  const errorText = useServiceErrorText();
  const [errors, setErrors] = useState<FormErrors<'name' | 'lead'> | undefined>(undefined);
  return (
    <GroupFormDialog
      mode="create"
      leadPicker={{ search: '', onSearch: () => undefined, options: [{ id: 10, name: 'Lea Lead', email: 'lea.lead@example.com' }] }}
      errors={errors}
      onSubmit={() => setErrors(groupFormErrors(refusal, errorText))}
      onCancel={() => undefined}
    />
  );
}

function MoveWithRefusal({ refusal }: { refusal: ReturnType<typeof failure> }) {
  const errorText = useServiceErrorText();
  const [error, setError] = useState<string | null>(null);
  return (
    <GroupChoiceDialog
      userName="Sam Support"
      currentGroupId={1}
      groups={[
        { id: 1, name: 'Sales' },
        { id: 2, name: 'Support' },
      ]}
      error={error}
      onConfirm={() => setError(joinErrorTexts(errorLines(refusal, errorText)))}
      onCancel={() => undefined}
    />
  );
}

describe('in the interface language', () => {
  it('English: every refusal of a move is said beside the choice, joined by commas (SPEC §8)', async () => {
    await inLanguage(
      'en',
      <MoveWithRefusal
        refusal={failure(
          { Code: 'cant_remove_employee_group_lead', Data: 7 },
          { Code: 'not_an_employee', Data: 7 },
          { Code: 'odd', Data: 7 },
        )}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move Sam Support' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No group' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription(
        "Can't remove employee group lead., Only employees can belong to an employee group., Code: odd, Data = 7",
      ),
    );
  });

  it('German: a name taken beside the name, what was typed kept', async () => {
    await inLanguage('de', <CreateWithRefusal refusal={failure({ Code: 'employee_group_name_already_exists', Data: 'Name' })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeitergruppe anlegen' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Vertrieb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gruppe anlegen' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Eine Gruppe mit diesem Namen existiert bereits\./));
    expect(name).toHaveValue('Vertrieb');
    expect(name).toHaveFocus();
  });

  it('German: an employee who already leads a group beside the team lead', async () => {
    await inLanguage('de', <CreateWithRefusal refusal={failure({ Code: 'employee_already_group_lead', Data: 10 })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeitergruppe anlegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Vertrieb');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Lea Lead/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gruppe anlegen' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Teamleiter (optional)' })).toHaveAccessibleDescription(
        'Der Mitarbeiter ist bereits Teamleiter.',
      ),
    );
    expect(within(dialog).getByRole('radio', { name: /Lea Lead/ })).toBeChecked();
  });

  it.each([
    ['esp', 'Mover a Sam Support', 'Sin grupo', 'Mover', 'Grupo'],
    ['svn', 'Premik: Sam Support', 'Brez skupine', 'Premakni', 'Skupina'],
  ])('%s: moving the team lead out of the group is refused in words', async (language, title, none, move, legend) => {
    const words = (testResources()[language] as { errors: Record<string, string> }).errors['cant_remove_employee_group_lead'];
    expect(words).toBeTruthy();
    expect(words).not.toBe("Can't remove employee group lead.");
    await inLanguage(language, <MoveWithRefusal refusal={failure({ Code: 'cant_remove_employee_group_lead', Data: 7 })} />);
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.click(within(dialog).getByRole('radio', { name: none }));
    await userEvent.click(within(dialog).getByRole('button', { name: move }));
    await waitFor(() => expect(within(dialog).getByRole('group', { name: legend })).toHaveAccessibleDescription(words));
  });
});
