import '@testing-library/jest-dom';
import { StrictMode, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { expectNoSeriousAxeIssues } from '../testing/backoffice-testing';
import { createTestI18n } from '../../i18n/test-i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { CreateUserForm, type CreateUserFormProps } from './create-user-form';
import type { NewUserField, NewUserKind, NewUserValues } from './new-user';

const TEXTS = { en, de, esp, ita, svn, swe };
// Typing whole forms on a shared, loaded machine takes its time.
jest.setTimeout(20_000);

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'SI', name: 'Slovenia' },
];
const ZONES = ['Europe/Ljubljana', 'Europe/London', 'UTC'];
const TODAY = new Date('2026-01-15T12:00:00Z');

type HarnessProps = Partial<Omit<CreateUserFormProps, 'kind' | 'onKindChange'>> & {
  initialKind?: NewUserKind;
  onSubmit?: (values: NewUserValues) => void;
};

/** The form with its kind held as the page holds it (`?type=`), and service errors the test sets. */
function Harness({ initialKind = 'client', onSubmit = () => undefined, ...props }: HarnessProps) {
  const [kind, setKind] = useState<NewUserKind>(initialKind);
  return (
    <CreateUserForm
      kind={kind}
      onKindChange={setKind}
      onSubmit={onSubmit}
      countries={COUNTRIES}
      timeZones={ZONES}
      today={TODAY}
      cancelHref="/backoffice/users"
      {...props}
    />
  );
}

function renderForm(props: HarnessProps = {}, language = 'en') {
  const i18n = createTestI18n(language, Object.fromEntries(Object.entries(TEXTS).map(([lang, backoffice]) => [lang, { backoffice }])));
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Harness {...props} />
      </I18nextProvider>
    </StrictMode>,
  );
  return {
    ...view,
    rerenderWith: (next: HarnessProps) =>
      view.rerender(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <Harness {...props} {...next} />
          </I18nextProvider>
        </StrictMode>,
      ),
  };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const summary = () => screen.getByRole('group', { name: 'Please correct the following:' });

describe('CreateUserForm', () => {
  it("shows a client's fields in four fieldsets, with the localised countries, gender, time zone and colour", () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'New client' })).toBeInTheDocument();
    const groups = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Type of user', 'Identity', 'Contact', 'Address', 'Account']);
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Middle name/ })).not.toBeRequired();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No country', 'United States', 'United Kingdom', 'Slovenia']);
    expect(within(screen.getByRole('combobox', { name: 'Gender' })).getAllByRole('option')).toHaveLength(4);
    expect(
      within(screen.getByRole('combobox', { name: 'Time zone' })).getByRole('option', { name: 'Europe/Ljubljana' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'E-mail address confirmed' })).toBeChecked();
    expect(screen.getByLabelText('Choose the tier colour')).toHaveAttribute('type', 'color');
    expect(screen.getByLabelText(/^Birth date/)).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByLabelText(/^Birth date/)).toHaveAccessibleDescription('Day/month/year, for example 31/12/1990.');
    expect(screen.queryByRole('spinbutton', { name: /Employee group/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/backoffice/users');
  });

  it('switches kinds with the arrow keys, showing each kind its fields and keeping what was typed', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Nina');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Ljubljana');
    const client = screen.getByRole('radio', { name: 'New client' });
    expect(client).toBeChecked();
    expect(client).toHaveAccessibleDescription('A client account with every profile field.');
    act(() => client.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'New employee' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New employee' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'New employee' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^Employee group/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('form', { name: 'New affiliate user' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^City/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Middle name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nina');
    await userEvent.click(screen.getByRole('radio', { name: 'New client' }));
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Ljubljana');
  });

  it('checks on submit: each problem beside its field, a summary linking to them, the focus on the first', async () => {
    const onSubmit = jest.fn();
    renderForm({ onSubmit });
    await userEvent.type(field(/^Phone number/), '12');
    await userEvent.type(field(/^Password/), 'secret');
    await userEvent.type(field(/^Idle sign-out/), '0');
    await userEvent.type(field(/^Tier colour/), 'gold');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^First name/)).toHaveFocus();
    expect(field(/^First name/)).toHaveAccessibleDescription('Enter the first name.');
    expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^E-mail( \*)?$/)).toHaveAccessibleDescription('Enter the e-mail address.');
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/Enter 7 to 15 digits/);
    expect(field(/^Password/)).toHaveAccessibleDescription(/Include an upper-case letter\.$/);
    expect(field(/^Idle sign-out/)).toHaveAccessibleDescription(/Enter a whole number of minutes from 1 to 10\.$/);
    expect(field(/^Tier colour/)).toHaveAccessibleDescription(/for example #FFD700\.$/);

    const links = within(summary()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'First name: Enter the first name.',
      'Last name: Enter the last name.',
      'E-mail: Enter the e-mail address.',
      'Phone number: Enter 7 to 15 digits, with an optional + in front; spaces and dashes are allowed.',
      'Password: Include an upper-case letter.',
      'Tier colour: Enter a colour as # and six hexadecimal digits, for example #FFD700.',
      'Idle sign-out (minutes): Enter a whole number of minutes from 1 to 10.',
    ]);
    await userEvent.click(within(summary()).getByRole('link', { name: /^Password/ }));
    expect(field(/^Password/)).toHaveFocus();
    // Everything typed is still there.
    expect(field(/^Password/)).toHaveValue('secret');
    expect(field(/^Phone number/)).toHaveValue('12');

    // Fixed as typed: the messages go as the fields become right.
    await userEvent.type(field(/^Password/), 'X');
    expect(field(/^Password/)).not.toHaveAccessibleDescription(/upper-case letter\.$/);
  });

  it('shows a format problem when a field is left, but not an empty required field', async () => {
    renderForm();
    await userEvent.click(field(/^First name/));
    await userEvent.tab();
    expect(field(/^First name/)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field(/^E-mail( \*)?$/), 'nina@');
    expect(field(/^E-mail( \*)?$/)).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(field(/^E-mail( \*)?$/)).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    await userEvent.type(field(/^Birth date/), '1/2/2026');
    // The calendar's button is part of the field: the field is left after it.
    await userEvent.tab();
    expect(field(/^Birth date/)).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(field(/^Birth date/)).toHaveValue('01/02/2026');
    expect(field(/^Birth date/)).toHaveAccessibleDescription(/The birth date cannot be in the future\.$/);
    // No summary before the form is sent.
    expect(screen.queryByRole('group', { name: 'Please correct the following:' })).not.toBeInTheDocument();
  });

  it('hands over every value once the checks pass; the colour picker and the password toggle work', async () => {
    const onSubmit = jest.fn();
    renderForm({ onSubmit });
    await userEvent.type(field(/^First name/), 'Nina');
    await userEvent.type(field(/^Last name/), 'New');
    await userEvent.type(field(/^E-mail( \*)?$/), 'nina@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Slovenia');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Ljubljana');
    await userEvent.type(field(/^Birth date/), '09.04.1988');
    fireEvent.input(screen.getByLabelText('Choose the tier colour'), { target: { value: '#ffd700' } });
    expect(field(/^Tier colour/)).toHaveValue('#FFD700');
    await userEvent.type(field(/^Password/), 'Secret1');
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(field(/^Password/)).toHaveAttribute('type', 'password');
    await userEvent.click(reveal);
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    expect(field(/^Password/)).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail address confirmed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      FirstName: 'Nina',
      LastName: 'New',
      Email: 'nina@example.com',
      CountryCode: 'SI',
      Gender: '2',
      TimeZone: 'Europe/Ljubljana',
      BirthDate: '1988-04-09',
      ActiveTierColor: '#FFD700',
      Password: 'Secret1',
      EmailConfirmed: false,
    });
  });

  it("shows the service's errors beside their fields, focuses the first, keeps the values and hides an error once its field is edited", async () => {
    const onSubmit = jest.fn();
    const view = renderForm({
      onSubmit,
      initialValues: {
        FirstName: 'Nina',
        LastName: 'New',
        Email: 'taken@example.com',
        PhoneNumber: '+386 1 234 5678',
        Password: 'Secret1',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const errors: Partial<Record<NewUserField, string>> = { Email: 'Email already in use.', PhoneNumber: 'Phone number already in use.' };
    view.rerenderWith({ onSubmit, serviceErrors: errors });
    expect(field(/^E-mail( \*)?$/)).toHaveFocus();
    expect(field(/^E-mail( \*)?$/)).toHaveAccessibleDescription('Email already in use.');
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/Phone number already in use\.$/);
    expect(
      within(summary())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['E-mail: Email already in use.', 'Phone number: Phone number already in use.']);
    expect(field(/^Password/)).toHaveValue('Secret1');
    expect(field(/^First name/)).toHaveValue('Nina');

    await userEvent.clear(field(/^E-mail( \*)?$/));
    await userEvent.type(field(/^E-mail( \*)?$/), 'nina@example.com');
    expect(field(/^E-mail( \*)?$/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    // The same failure again (a new answer) shows every error again.
    view.rerenderWith({ onSubmit, serviceErrors: { ...errors } });
    expect(field(/^E-mail( \*)?$/)).toHaveAccessibleDescription('Email already in use.');
  });

  it('shows an error of the whole form in the summary and moves the focus there', async () => {
    const view = renderForm({ initialValues: { FirstName: 'Nina', LastName: 'New', Email: 'nina@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    view.rerenderWith({ formErrors: ['You are not allowed to do this.'] });
    expect(summary()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(within(summary()).queryAllByRole('link')).toHaveLength(0);
  });

  it('says a creation is under way and refuses a second one', async () => {
    const onSubmit = jest.fn();
    renderForm({ onSubmit, busy: true, initialValues: { FirstName: 'Nina', LastName: 'New', Email: 'nina@example.com' } });
    expect(screen.getByRole('button', { name: 'Create client' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Creating the user…');
    expect(screen.getByRole('form', { name: 'New client' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(screen.getByRole('form', { name: 'New client' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks the interface language', async () => {
    renderForm({ initialKind: 'employee' }, 'de');
    expect(screen.getByRole('form', { name: 'Neuer Mitarbeiter' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^Mitarbeitergruppe/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mitarbeiter anlegen' }));
    expect(screen.getByLabelText(/^Vorname/)).toHaveAccessibleDescription('Geben Sie den Vornamen ein.');
  });

  it.each(['client', 'employee', 'affiliate'] as const)('has no serious or critical axe issue: %s, empty and refused', async (kind) => {
    const { container } = renderForm({ initialKind: kind, formErrors: ['Too many requests. Please wait a moment and try again.'] });
    await expectNoSeriousAxeIssues(container);
    await userEvent.click(screen.getByRole('button', { name: /^Create/ }));
    await expectNoSeriousAxeIssues(container);
  });
});
