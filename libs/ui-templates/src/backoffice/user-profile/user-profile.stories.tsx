import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { SalesStatusField } from './sales-status-field';
import { UserDetails } from './user-details';
import {
  editValuesOf,
  SELF_EDIT_FIELDS,
  type ProfileUserRecord,
  type SalesStatusValue,
  type UserEditField,
  type UserEditValues,
} from './user-edit';
import { UserEditForm } from './user-edit-form';
import { UserProfilePanel } from './user-profile-panel';

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

const CLIENT: ProfileUserRecord = {
  Id: 2,
  FirstName: 'Chris',
  LastName: 'Client',
  MiddleName: null,
  FullName: 'Chris Client',
  Email: 'client@example.com',
  EmailConfirmed: true,
  Address: '1 Demo Street',
  City: 'London',
  State: null,
  Gender: 2,
  PhoneNumber: '+441000000002',
  UserType: 0,
  BirthDate: '1985-05-17T00:00:00.000Z',
  CountryCode: 'GB',
  PostalCode: 'EC1A 1BB',
  AvatarFileName: 'chris.png',
  ActiveTierName: 'Gold',
  ActiveTierColor: '#FFD700',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2026-01-03T10:00:00.000Z',
  UpdatedAt: '2026-01-10T16:30:00.000Z',
  TimeZone: 'Europe/London',
  IpWhitelist: null,
  EmployeeGroupId: null,
  SalesStatus: 'Contacted',
};

const EMPLOYEE: ProfileUserRecord = {
  ...CLIENT,
  Id: 1,
  FirstName: 'Erin',
  LastName: 'Employee',
  FullName: 'Erin Employee',
  Email: 'employee@example.com',
  Gender: 0,
  BirthDate: '0001-01-01T00:00:00Z',
  UserType: 1,
  AvatarFileName: null,
  ActiveTierName: null,
  ActiveTierColor: null,
  TimeZone: null,
  EmployeeGroupId: 7,
  SalesStatus: null,
};

/** A record with the changes of the form applied, as the service would store them. */
function applied(user: ProfileUserRecord, changes: Partial<UserEditValues>): ProfileUserRecord {
  const next: ProfileUserRecord = { ...user };
  for (const [field, value] of Object.entries(changes) as [UserEditField, string | boolean][]) {
    if (field === 'EmailConfirmed') next.EmailConfirmed = Boolean(value);
    else if (field === 'Gender') next.Gender = Number(value);
    else if (field === 'BirthDate') next.BirthDate = value ? `${String(value)}T00:00:00.000Z` : '0001-01-01T00:00:00Z';
    else if (field === 'InactivityLogoutMinutes') next.InactivityLogoutMinutes = Number(value);
    else (next as unknown as Record<string, unknown>)[field] = String(value).trim() || null;
  }
  next.FullName = [next.FirstName, next.MiddleName, next.LastName].filter(Boolean).join(' ');
  return next;
}

interface ProfileSectionProps {
  user?: ProfileUserRecord;
  /** The employee holds `users.update` on the user: "Edit details" and the sales status choice. */
  canEdit?: boolean;
  /** The employee's own record: the form offers only the self-service fields. */
  ownRecord?: boolean;
  /** The form is open from the start. */
  startEditing?: boolean;
  /** What another employee saves when "Another employee saves a change" is pressed (a pushed update). */
  theirChange?: Partial<ProfileUserRecord>;
  /** Codes of the `errors` namespace the fake service answers the first save with, per field. */
  refuse?: Partial<Record<UserEditField, string[]>>;
  /** A code of no field the fake service answers every save with. */
  refuseForm?: string;
  /** A code the fake service answers a sales status change with. */
  refuseSales?: string;
  /** A save is under way. */
  busy?: boolean;
}

/**
 * The user page's "Details" over a small fake service: saving applies the changes (or refuses them with
 * `refuse` / `refuseForm`), and a story's button saves `theirChange` as another employee would, pushed
 * into the open form.
 */
function ProfileSection({
  user = CLIENT,
  canEdit = true,
  ownRecord = false,
  startEditing = false,
  theirChange,
  refuse,
  refuseForm,
  refuseSales,
  busy = false,
}: ProfileSectionProps) {
  const { t: errorText } = useTranslation('errors');
  const { t } = useTranslation('backoffice');
  const [record, setRecord] = useState(user);
  const [editing, setEditing] = useState(startEditing);
  const [refused, setRefused] = useState(false);
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<UserEditField, string>> | undefined>();
  const [formErrors, setFormErrors] = useState<string[] | undefined>();
  const [status, setStatus] = useState<string | null>(null);
  const [salesSaved, setSalesSaved] = useState<SalesStatusValue | null>(null);
  const [salesError, setSalesError] = useState<string | null>(null);

  const save = (changes: Partial<UserEditValues>) => {
    if (refuseForm) {
      setFormErrors([errorText(refuseForm)]);
      return;
    }
    if (refuse && !refused) {
      setRefused(true);
      setServiceErrors(
        Object.fromEntries(Object.entries(refuse).map(([field, codes]) => [field, (codes ?? []).map((code) => errorText(code)).join(' ')])),
      );
      return;
    }
    const next = applied(record, changes);
    setRecord(next);
    setEditing(false);
    setStatus(Object.keys(changes).length ? t('profile.saved', { name: next.FullName }) : t('profile.nothingChanged'));
  };

  return (
    <div style={{ padding: '1.5rem', maxWidth: '56rem', margin: '0 auto', display: 'grid', gap: '1rem' }}>
      <UserProfilePanel
        status={status}
        action={
          canEdit && !editing ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setStatus(null);
                setEditing(true);
              }}
            >
              {t('profile.edit')}
            </Button>
          ) : null
        }
        footer={
          record.UserType === 0 ? (
            <SalesStatusField
              status={record.SalesStatus}
              editable={canEdit}
              saved={salesSaved}
              error={salesError}
              onSave={(next) => {
                setSalesSaved(null);
                setSalesError(null);
                if (refuseSales) setSalesError(errorText(refuseSales));
                else {
                  setRecord((current) => ({ ...current, SalesStatus: next }));
                  setSalesSaved(next);
                }
              }}
            />
          ) : null
        }
      >
        {editing ? (
          <UserEditForm
            name={record.FullName ?? ''}
            record={editValuesOf(record)}
            fields={ownRecord ? SELF_EDIT_FIELDS : undefined}
            ownRecord={ownRecord}
            countries={COUNTRIES}
            timeZones={ZONES}
            today={TODAY}
            busy={busy}
            serviceErrors={serviceErrors}
            formErrors={formErrors}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <UserDetails user={record} countries={COUNTRIES} employeeGroupName="Support desk" timeZone="UTC" />
        )}
      </UserProfilePanel>
      {theirChange ? (
        <p>
          <Button variant="ghost" size="sm" onClick={() => setRecord((current) => ({ ...current, ...theirChange }))}>
            Another employee saves a change
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/** The "Details" section of the user page: a client, an employee, read-only, editing, refused, own record, a conflict, the sales status. */
const meta: Meta<typeof ProfileSection> = {
  title: 'Signed in/Back office/User page/Details',
  component: ProfileSection,
};
export default meta;
type Story = StoryObj<typeof meta>;

const term = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getAllByRole('term')
    .find((dt) => dt.textContent === name)?.nextElementSibling?.textContent;

export const ClientDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeVisible();
    await expect(term(canvasElement, 'Gender')).toBe('Female');
    await expect(term(canvasElement, 'Birth date')).toBe('17/05/1985');
    await expect(term(canvasElement, 'Country')).toBe('United Kingdom');
    await expect(term(canvasElement, 'State or region')).toBe('None');
    await expect(term(canvasElement, 'Updated')).toBe('10/01/2026 16:30');
    await expect(canvas.getByRole('combobox', { name: 'Sales status' })).toHaveDisplayValue('Contacted');
  },
};

export const EmployeeDetails: Story = {
  args: { user: EMPLOYEE },
  play: async ({ canvasElement }) => {
    await expect(term(canvasElement, 'Employee group')).toBe('Support desk');
    await expect(term(canvasElement, 'Birth date')).toBe('None');
    await expect(term(canvasElement, 'Gender')).toBe('Not given');
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Sales status' })).toBeNull();
  },
};

export const BlockedClient: Story = {
  args: { user: { ...CLIENT, IsBlocked: true, EmailConfirmed: false } },
  play: async ({ canvasElement }) => {
    await expect(term(canvasElement, 'Blocked')).toBe('Yes');
    await expect(term(canvasElement, 'E-mail confirmed')).toBe('No');
  },
};

export const ArchivedClient: Story = {
  args: { user: { ...CLIENT, IsArchived: true, SalesStatus: 'NotInterested' } },
  play: async ({ canvasElement }) => {
    await expect(term(canvasElement, 'Archived')).toBe('Yes');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sales status' })).toHaveDisplayValue('Not interested');
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit details' })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(term(canvasElement, 'Sales status')).toBe('Contacted');
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    const form = canvas.getByRole('form', { name: 'Edit the details of Chris Client' });
    await waitFor(() => expect(within(form).getByLabelText(/^First name/)).toHaveFocus());
    await userEvent.clear(within(form).getByLabelText(/^City/));
    await userEvent.type(within(form).getByLabelText(/^City/), 'Leeds');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByText('The details of Chris Client are saved.')).toHaveAttribute('role', 'status');
    await expect(term(canvasElement, 'City')).toBe('Leeds');
  },
};

export const EditingChecks: Story = {
  args: { startEditing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Last name/));
    await userEvent.clear(canvas.getByLabelText(/^Idle sign-out/));
    await userEvent.type(canvas.getByLabelText(/^Idle sign-out/), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Last name/)).toHaveFocus());
    await expect(canvas.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Enter the last name.');
    await expect(canvas.getByLabelText(/^Idle sign-out/)).toHaveAccessibleDescription(/from 1 to 10\.$/);
  },
};

export const ServiceErrors: Story = {
  args: {
    startEditing: true,
    refuse: { Email: ['email_already_taken'], PhoneNumber: ['invalid_phone_number'], BirthDate: ['invalid_birth_date'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^E-mail \*?$/);
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    // The focus goes to the first field named, in the order of the form.
    await waitFor(() => expect(canvas.getByLabelText(/^Birth date/)).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email already in use.');
    await expect(canvas.getByLabelText(/^Birth date/)).toHaveAccessibleDescription(/Invalid birth date\.$/);
    await expect(email).toHaveValue('taken@example.com');
    const summary = canvas.getByRole('group', { name: 'Please correct the following:' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
  },
};

export const NotAllowed: Story = {
  args: { startEditing: true, refuseForm: 'target_more_privileged' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByRole('group', { name: 'Please correct the following:' })).toHaveTextContent(
      'This user holds permissions you do not have',
    );
  },
};

export const Saving: Story = {
  args: { startEditing: true, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(canvas.getByText('Saving the details…')).toBeVisible();
  },
};

export const OwnRecord: Story = {
  args: { user: EMPLOYEE, ownRecord: true, startEditing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^This is your own record/)).toBeVisible();
    await expect(canvas.queryByLabelText(/^E-mail/)).toBeNull();
    await expect(canvas.queryByLabelText(/^Tier/)).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
  },
};

export const Conflict: Story = {
  args: { startEditing: true, theirChange: { FirstName: 'Chrissy', FullName: 'Chrissy Client', PostalCode: 'N1 9GU' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Christa');
    await userEvent.click(canvas.getByRole('button', { name: 'Another employee saves a change' }));
    const alert = canvas.getByRole('group', { name: 'Another employee changed this user while you were editing.' });
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First name is now: Chrissy You changed it too, to: Christa', 'Postal code is now: N1 9GU']);
    await expect(first).toHaveAccessibleDescription('Another employee changed this to: Chrissy.');
    // Saving waits for a choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(within(alert).getByText(/before you save\.$/)).toBeVisible();
    await expect(canvas.getByRole('form', { name: /^Edit the details of/ })).toBeVisible();
  },
};

export const ConflictKeepMine: Story = {
  args: Conflict.args,
  play: async (context) => {
    await Conflict.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my changes' }));
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveValue('N1 9GU');
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Christa');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByText('The details of Christa Client are saved.')).toBeVisible();
  },
};

export const ConflictTakeTheirs: Story = {
  args: Conflict.args,
  play: async (context) => {
    await Conflict.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take their changes' }));
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Chrissy');
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveValue('N1 9GU');
    await expect(canvas.getByText('Their changes are in the form and your other edits are kept.')).toHaveAttribute('role', 'status');
  },
};

export const SalesStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sales status' }), 'Interested');
    await userEvent.click(canvas.getByRole('button', { name: 'Save status' }));
    await expect(canvas.getByText('The sales status is now Interested.')).toBeVisible();
  },
};

export const SalesStatusRefused: Story = {
  args: { refuseSales: 'sales_status_clients_only' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sales status' }), 'Converted');
    await userEvent.click(canvas.getByRole('button', { name: 'Save status' }));
    await expect(canvas.getByText('The sales status was not saved: Only clients have a sales status.')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('combobox', { name: 'Sales status' })).toHaveDisplayValue('Converted');
  },
};
