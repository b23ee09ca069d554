import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from '@brokerfront/i18n/react';
import { CreateUserForm } from './create-user-form';
import type { NewUserField, NewUserKind, NewUserValues } from './new-user';

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
  { code: 'SE', name: 'Sweden' },
  { code: 'ES', name: 'Spain' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'IT', name: 'Italy' },
];
const ZONES = ['Europe/Berlin', 'Europe/Ljubljana', 'Europe/London', 'Europe/Madrid', 'Europe/Rome', 'Europe/Stockholm', 'UTC'];
const TODAY = new Date('2026-01-15T12:00:00Z');
const FILLED: Partial<NewUserValues> = {
  FirstName: 'Nina',
  LastName: 'New',
  Email: 'taken@example.com',
  PhoneNumber: '+386 1 234 5678',
  CountryCode: 'SI',
  Password: 'Secret1',
};

interface CreateUserProps {
  kind?: NewUserKind;
  initialValues?: Partial<NewUserValues>;
  busy?: boolean;
  /** Codes of the `errors` namespace the fake service has answered with, per field. */
  refuse?: Partial<Record<NewUserField, string[]>>;
  /** A code of no field (not allowed, too many requests). */
  refuseForm?: string;
}

/**
 * The create page's form over a small fake service: 'taken@example.com' is taken ('Email already in
 * use.' beside E-mail, in the toolbar's language) and '+386 1 234 5678' is in use; anything else is
 * created ("Created" below the form, where the site opens the new user's page).
 */
function CreateUser({ kind: initialKind = 'client', initialValues, busy = false, refuse, refuseForm }: CreateUserProps) {
  const { t } = useTranslation('errors');
  const text = (codes: string[] = []) => codes.map((code) => t(code)).join(' ');
  const initialErrors = refuse ? Object.fromEntries(Object.entries(refuse).map(([field, codes]) => [field, text(codes)])) : undefined;
  const [kind, setKind] = useState(initialKind);
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<NewUserField, string>> | undefined>(initialErrors);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div style={{ padding: '1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
      <CreateUserForm
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setServiceErrors(undefined);
        }}
        countries={COUNTRIES}
        timeZones={ZONES}
        today={TODAY}
        busy={busy}
        initialValues={initialValues}
        serviceErrors={serviceErrors}
        formErrors={refuseForm ? [t(refuseForm)] : undefined}
        cancelHref="#users"
        onSubmit={(values) => {
          const errors: Partial<Record<NewUserField, string>> = {};
          if (values.Email.trim() === 'taken@example.com') errors.Email = text(['email_already_taken']);
          if (values.PhoneNumber.replace(/[\s-]/g, '') === '+38612345678') errors.PhoneNumber = text(['phone_already_in_use']);
          if (Object.keys(errors).length > 0) setServiceErrors(errors);
          else setCreated(`${values.FirstName} ${values.LastName}`);
        }}
      />
      {created ? <p>Created: {created}</p> : null}
    </div>
  );
}

/** "New client", "New employee" and "New affiliate user" (`/backoffice/users/new?type=…`): empty, checked, refused, sending. */
const meta: Meta<typeof CreateUser> = {
  title: 'Signed in/Back office/Create user',
  component: CreateUser,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const NewClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'New client' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'New client' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Address' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'E-mail address confirmed' })).toBeChecked();
    await expect(canvas.queryByRole('spinbutton', { name: /^Employee group/ })).toBeNull();
  },
};

export const NewEmployee: Story = {
  args: { kind: 'employee' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'New employee' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /^Employee group/ })).not.toBeRequired();
  },
};

export const NewAffiliateUser: Story = {
  args: { kind: 'affiliate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'New affiliate user' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Address' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeVisible();
  },
};

export const ChooseKindWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Nina');
    canvas.getByRole('radio', { name: 'New client' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('form', { name: 'New employee' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('form', { name: 'New affiliate user' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nina');
  },
};

export const ClientErrors: Story = {
  args: { initialValues: { PhoneNumber: '12', Password: 'secret', InactivityLogoutMinutes: '0', BirthDate: '2030-01-01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    const first = canvas.getByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription('Enter the first name.');
    const summary = canvas.getByRole('group', { name: 'Please correct the following:' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(7);
    await expect(canvas.getByLabelText(/^Birth date/)).toHaveValue('01/01/2030');
    await expect(canvas.getByLabelText(/^Birth date/)).toHaveAccessibleDescription(
      'Day/month/year, for example 31/12/1990. The birth date cannot be in the future.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('secret');
  },
};

export const EmployeeErrors: Story = {
  args: { kind: 'employee', initialValues: { FirstName: 'Erin', LastName: 'Employee', Email: 'erin@', EmployeeGroupId: '0' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create employee' }));
    await expect(canvas.getByRole('spinbutton', { name: /^Employee group/ })).toHaveAccessibleDescription(
      /Enter the group's number: a whole number above 0\.$/,
    );
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveFocus();
  },
};

export const AffiliateErrors: Story = {
  args: { kind: 'affiliate', initialValues: { FirstName: '4ff', LastName: 'Iliate', Email: 'aff@example.com', PhoneNumber: '12' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create affiliate user' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(/^Use letters, spaces/);
    await expect(canvas.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(/Enter 7 to 15 digits/);
  },
};

export const ServiceErrors: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email already in use.');
    await expect(canvas.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(/Phone number already in use\.$/);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Secret1');
    // Corrected, the user is created.
    await userEvent.clear(email);
    await userEvent.type(email, 'nina@example.com');
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Phone number/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create client' }));
    await expect(canvas.getByText('Created: Nina New')).toBeVisible();
  },
};

export const AffiliateServiceErrors: Story = {
  args: {
    kind: 'affiliate',
    initialValues: FILLED,
    refuse: { Email: ['email_already_taken'], PhoneNumber: ['phone_already_in_use'], CountryCode: ['invalid_country'] },
  },
};

export const NotAllowed: Story = {
  args: { initialValues: { ...FILLED, Email: 'nina@example.com' }, refuseForm: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  },
};

export const TierColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fireEvent.input(canvas.getByLabelText('Choose the tier colour'), { target: { value: '#ffd700' } });
    await expect(canvas.getByRole('textbox', { name: /^Tier colour/ })).toHaveValue('#FFD700');
  },
};

export const Submitting: Story = {
  args: { initialValues: { ...FILLED, Email: 'nina@example.com' }, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create client' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Creating the user…');
  },
};
