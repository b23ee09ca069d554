import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gender, SalesStatus } from '@brokerfront/identity-api';
import { PermissionId } from '@brokerfront/permissions';
import { ALL, CLIENT, EMPLOYEE, grants, openUserPage as openUser, setUpDetailsSpecs, updateBodies } from './profile-testing';

setUpDetailsSpecs();

const details = () => screen.getByRole('region', { name: 'Details' });
const form = () => screen.getByRole('form', { name: /^Edit the details of/ });
const field = (label: RegExp) => within(form()).getByLabelText(label);
const updates = updateBodies;
const valueOf = (term: string) => {
  const row = within(details())
    .getAllByRole('term')
    .find((dt) => dt.textContent === term);
  return row?.nextElementSibling?.textContent;
};

async function openForm(id = 2, permissions: number[] = ALL) {
  const site = await openUser(id, permissions);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
  await waitFor(() => expect(field(/^First name/)).toHaveFocus());
  return site;
}

async function retype(label: RegExp, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}

describe('the header', () => {
  it('names the user and shows the avatar, type, states in words and the tier with its colour', async () => {
    await openUser(2);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).closest('header') as HTMLElement;
    expect(header.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/uploads\/chris\.png$/));
    expect(within(header).getByText('Client')).toBeInTheDocument();
    const states = within(header).getByRole('list', { name: 'Account state' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Active', 'E-mail not confirmed', 'Not fully registered']);
    expect(within(header).getByText('Gold')).toBeInTheDocument();
    expect(header.querySelector('.bf-profile-tier__swatch')).toHaveStyle({ backgroundColor: '#FFD700' });
    expect(within(header).getByRole('link', { name: 'All users' })).toBeInTheDocument();
  });

  it('shows the initials without an avatar, and a pushed change at once', async () => {
    const site = await openUser(1);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Erin Employee' });
    const header = heading.closest('header') as HTMLElement;
    expect(header.querySelector('img')).toBeNull();
    expect(header.querySelector('.bf-user-header__avatar')).toHaveTextContent('EE');
    expect(within(header).getByText('Employee')).toBeInTheDocument();
    expect(within(header).getByRole('list', { name: 'Account state' })).toHaveTextContent('E-mail confirmed');
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    act(() => site.hub().push('UserUpdatedEvent', { User: { ...EMPLOYEE, EmailConfirmed: false, ActiveTierName: 'Staff' } }));
    await waitFor(() => expect(within(header).getByRole('list', { name: 'Account state' })).toHaveTextContent('E-mail not confirmed'));
    expect(within(header).getByText('Staff')).toBeInTheDocument();
  });

  it('says blocked and archived in words', async () => {
    const site = await openUser(2);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Chris Client' })).closest('header') as HTMLElement;
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    act(() => site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, IsBlocked: true, IsArchived: true, EmailConfirmed: true } }));
    const states = within(header).getByRole('list', { name: 'Account state' });
    await waitFor(() =>
      expect(
        within(states)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Blocked', 'Archived', 'E-mail confirmed', 'Not fully registered']),
    );
  });
});

describe('the details', () => {
  it("show every field of a client in words, the birth date in the interface language, 'None' for empty ones", async () => {
    await openUser(2);
    await screen.findByRole('heading', { level: 1, name: 'Chris Client' });
    expect(
      within(details())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Identity', 'Contact', 'Address', 'Account', 'Sales']);
    expect(valueOf('Gender')).toBe('Female');
    expect(valueOf('Birth date')).toBe('17/05/1985');
    expect(valueOf('User type')).toBe('Client');
    expect(valueOf('Country')).toBe('United Kingdom');
    expect(valueOf('E-mail confirmed')).toBe('No');
    expect(valueOf('Blocked')).toBe('No');
    expect(valueOf('Middle name')).toBe('None');
    expect(valueOf('State or region')).toBe('None');
    expect(valueOf('Tier')).toBe('Gold');
    expect(valueOf('Tier colour')).toBe('#FFD700');
    expect(valueOf('Avatar file')).toBe('chris.png');
    expect(valueOf('Idle sign-out (minutes)')).toBe('10');
    expect(valueOf('Created')).toMatch(/^03\/01\/2024 \d\d:\d\d$/);
    // A client has no employee group.
    expect(within(details()).queryByText('Employee group')).toBeNull();
    // Read-only as the service sends it, the sales status in words (this employee may change it).
    expect(within(details()).getByRole('combobox', { name: 'Sales status' })).toHaveDisplayValue('Contacted');
  });

  it("show an employee's group by name, an unset birth date as None, and no sales status", async () => {
    const site = await openUser(1);
    await screen.findByRole('heading', { level: 1, name: 'Erin Employee' });
    await waitFor(() => expect(valueOf('Employee group')).toBe('Support desk'));
    expect(site.calls.filter((c) => c.path === 'users/EmployeeGroups')).toHaveLength(1);
    expect(valueOf('Birth date')).toBe('None');
    expect(valueOf('User type')).toBe('Employee');
    expect(valueOf('Tier')).toBe('None');
    expect(within(details()).queryByRole('combobox', { name: 'Sales status' })).toBeNull();
    expect(within(details()).queryByText('Sales status')).toBeNull();
  });
});

describe('editing the details', () => {
  it('sends Update with only the changed fields, then shows and announces the saved record', async () => {
    const site = await openForm();
    expect(field(/^E-mail \*?$/)).toHaveValue('client@example.com');
    expect(field(/^Birth date/)).toHaveValue('17/05/1985');
    expect(within(form()).getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Female');
    await retype(/^City/, 'Leeds');
    await retype(/^Phone/, '+44 1000 000 099');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Gender' }), 'Other');
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'E-mail confirmed' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The details of Chris Client are saved.')).toHaveAttribute('role', 'status');
    expect(updates(site.calls)).toEqual([
      { Id: 2, City: 'Leeds', PhoneNumber: '+44 1000 000 099', Gender: Gender.Other, EmailConfirmed: true },
    ]);
    expect(screen.queryByRole('form', { name: /^Edit the details of/ })).toBeNull();
    expect(valueOf('City')).toBe('Leeds');
    expect(valueOf('Gender')).toBe('Other');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus());
  });

  it('clears an optional field with null and saves nothing when nothing changed', async () => {
    const site = await openForm();
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing was changed.')).toBeInTheDocument();
    expect(updates(site.calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await retype(/^Address/, '');
    await userEvent.clear(field(/^Birth date/));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The details of Chris Client are saved.');
    expect(updates(site.calls)).toEqual([{ Id: 2, Address: null, BirthDate: null }]);
    expect(valueOf('Address')).toBe('None');
  });

  it('checks the fields changed as the service does before sending anything', async () => {
    const site = await openForm();
    await retype(/^First name/, '');
    await retype(/^E-mail \*?$/, 'chris@');
    await retype(/^Idle sign-out/, '0');
    await retype(/^Tier colour/, 'gold');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(field(/^First name/)).toHaveFocus());
    expect(field(/^First name/)).toHaveAccessibleDescription('Enter the first name.');
    expect(field(/^E-mail \*?$/)).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(field(/^Idle sign-out/)).toHaveAccessibleDescription(/Enter a whole number of minutes from 1 to 10\.$/);
    expect(field(/^Tier colour/)).toHaveAccessibleDescription(/Enter a colour as # and six hexadecimal digits/);
    const summary = within(form()).getByRole('group', { name: 'Please correct the following:' });
    expect(within(summary).getAllByRole('link')).toHaveLength(4);
    expect(updates(site.calls)).toEqual([]);
  });

  it("shows each of the service's field errors beside its field and in the summary, keeping what was typed", async () => {
    const site = await openForm();
    await retype(/^First name/, 'Christa');
    await retype(/^Last name/, 'Klient');
    await retype(/^E-mail \*?$/, 'taken@example.com');
    await retype(/^Phone/, '+44 1000 000 001');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Country' }), 'Slovenia');
    await retype(/^Birth date/, '18/05/1985');
    site.service.refuse('users/Update', 400, [
      { Code: 'invalid_first_name', Data: 'FirstName' },
      { Code: 'invalid_last_name', Data: 'LastName' },
      { Code: 'email_already_taken', Data: 'Email' },
      { Code: 'phone_already_in_use', Data: 'PhoneNumber' },
      { Code: 'invalid_country', Data: 'CountryCode' },
      { Code: 'invalid_birth_date', Data: 'BirthDate' },
    ]);
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(field(/^First name/)).toHaveAccessibleDescription('Invalid First Name.'));
    await waitFor(() => expect(field(/^First name/)).toHaveFocus());
    expect(field(/^Last name/)).toHaveAccessibleDescription('Invalid Last Name.');
    expect(field(/^E-mail \*?$/)).toHaveAccessibleDescription('Email already in use.');
    expect(field(/^Phone/)).toHaveAccessibleDescription(/Phone number already in use\.$/);
    expect(within(form()).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Invalid country.');
    expect(field(/^Birth date/)).toHaveAccessibleDescription(/Invalid birth date\.$/);
    const summary = within(form()).getByRole('group', { name: 'Please correct the following:' });
    expect(within(summary).getByRole('link', { name: 'E-mail: Email already in use.' })).toBeInTheDocument();
    expect(within(summary).getAllByRole('link')).toHaveLength(6);
    // Nothing typed is lost.
    expect(field(/^First name/)).toHaveValue('Christa');
    expect(field(/^E-mail \*?$/)).toHaveValue('taken@example.com');
    expect(within(form()).getByRole('combobox', { name: 'Country' })).toHaveValue('SI');

    // The other two codes of the e-mail and the phone number.
    site.service.refuse('users/Update', 400, [
      { Code: 'email_invalid', Data: 'Email' },
      { Code: 'invalid_phone_number', Data: 'PhoneNumber' },
    ]);
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field(/^E-mail \*?$/)).toHaveAccessibleDescription('Invalid email address.'));
    expect(field(/^Phone/)).toHaveAccessibleDescription(/Invalid phone number\.$/);
    expect(updates(site.calls)).toHaveLength(2);
    expect(updates(site.calls)[0]).toEqual({
      Id: 2,
      FirstName: 'Christa',
      LastName: 'Klient',
      Email: 'taken@example.com',
      PhoneNumber: '+44 1000 000 001',
      CountryCode: 'SI',
      BirthDate: '1985-05-18T00:00:00.000Z',
    });
  });

  it('says so when the service refuses the whole form, and names a field the Data of invalid_request names', async () => {
    const site = await openForm();
    await retype(/^Idle sign-out/, '5');
    site.service.refuse('users/Update', 403, [{ Code: 'target_more_privileged', Data: '2: users.delete' }]);
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    const summary = await within(form()).findByRole('group', { name: 'Please correct the following:' });
    expect(summary).toHaveTextContent('This user holds permissions you do not have, so you cannot change them.');
    await waitFor(() => expect(summary).toHaveFocus());

    site.service.refuse('users/Update', 400, [{ Code: 'invalid_request', Data: 'InactivityLogoutMinutes: Too big' }]);
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field(/^Idle sign-out/)).toHaveAccessibleDescription(/The request was not valid\. Check the fields and try again\.$/),
    );
    expect(field(/^Idle sign-out/)).toHaveValue(5);
  });

  it('restores the record on Cancel', async () => {
    const site = await openForm();
    await retype(/^City/, 'Leeds');
    await userEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /^Edit the details of/ })).toBeNull();
    expect(valueOf('City')).toBe('London');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(field(/^City/)).toHaveValue('London');
    expect(updates(site.calls)).toEqual([]);
  });
});

describe('a change pushed while the form is open', () => {
  async function editThenPush() {
    const site = await openForm();
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    await retype(/^First name/, 'Christa');
    await retype(/^City/, 'Leeds');
    const theirs = {
      ...CLIENT,
      FirstName: 'Chrissy',
      FullName: 'Chrissy Client',
      PostalCode: 'N1 9GU',
      UpdatedAt: '2024-02-02T10:00:00.000Z',
    };
    site.service.table.set(2, theirs);
    act(() => site.hub().push('UserUpdatedEvent', { User: theirs }));
    const alert = await within(form()).findByRole('group', { name: 'Another employee changed this user while you were editing.' });
    return { site, alert };
  }

  it('names the fields that changed with their new values, marks the ones both changed and does not save over them', async () => {
    const { site, alert } = await editThenPush();
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First name is now: Chrissy You changed it too, to: Christa', 'Postal code is now: N1 9GU']);
    expect(field(/^First name/)).toHaveAccessibleDescription('Another employee changed this to: Chrissy.');
    expect(field(/^First name/).closest('.bf-field')).toHaveClass('bf-user-edit__field--conflict');
    expect(field(/^Postal code/).closest('.bf-field')).not.toHaveClass('bf-user-edit__field--conflict');
    // What was typed stays until the employee chooses.
    expect(field(/^First name/)).toHaveValue('Christa');
    expect(field(/^Postal code/)).toHaveValue('EC1A 1BB');

    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(within(alert).getByText('Choose “Keep my changes” or “Take their changes” before you save.')).toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(updates(site.calls)).toEqual([]);
  });

  it('"Keep my changes" saves only the fields this employee changed, the others taking the new values', async () => {
    const { site, alert } = await editThenPush();
    await userEvent.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    expect(within(form()).queryByRole('group', { name: /^Another employee/ })).toBeNull();
    expect(within(form()).getByRole('status')).toHaveTextContent('Your changes are kept');
    expect(field(/^First name/)).toHaveValue('Christa');
    expect(field(/^Postal code/)).toHaveValue('N1 9GU');
    await waitFor(() => expect(field(/^First name/)).toHaveFocus());
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The details of Christa Client are saved.');
    expect(updates(site.calls)).toEqual([{ Id: 2, FirstName: 'Christa', City: 'Leeds' }]);
    expect(valueOf('Postal code')).toBe('N1 9GU');
  });

  it('"Take their changes" puts their values in, keeping the edits of other fields', async () => {
    const { site, alert } = await editThenPush();
    await userEvent.click(within(alert).getByRole('button', { name: 'Take their changes' }));
    expect(field(/^First name/)).toHaveValue('Chrissy');
    expect(field(/^City/)).toHaveValue('Leeds');
    expect(field(/^Postal code/)).toHaveValue('N1 9GU');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The details of Chrissy Client are saved.');
    expect(updates(site.calls)).toEqual([{ Id: 2, City: 'Leeds' }]);
  });

  it('is no conflict when another field than the form offers changes', async () => {
    const site = await openForm();
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
    await retype(/^City/, 'Leeds');
    act(() => site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, IsBlocked: true, SalesStatus: SalesStatus.Converted } }));
    await waitFor(() => expect(within(details()).getByRole('combobox', { name: 'Sales status' })).toHaveDisplayValue('Converted'));
    expect(within(form()).queryByRole('group', { name: /^Another employee/ })).toBeNull();
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The details of Chris Client are saved.');
    expect(updates(site.calls)).toEqual([{ Id: 2, City: 'Leeds' }]);
  });
});

describe('own record and permissions', () => {
  it("offers only the fields a user may change on itself on the employee's own record", async () => {
    const site = await openForm(1);
    expect(within(form()).getByText(/^This is your own record/)).toBeInTheDocument();
    expect(within(form()).queryByLabelText(/^E-mail/)).toBeNull();
    expect(within(form()).queryByRole('checkbox')).toBeNull();
    expect(within(form()).queryByLabelText(/^Tier/)).toBeNull();
    expect(within(form()).queryByLabelText(/^Idle sign-out/)).toBeNull();
    expect(within(form()).queryByLabelText(/^Allowed IP addresses/)).toBeNull();
    expect(
      within(form())
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Identity', 'Contact', 'Address', 'Account']);
    await retype(/^Middle name/, 'Eve');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Time zone' }), 'Europe/Ljubljana');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The details of Erin Eve Employee are saved.');
    expect(updates(site.calls)).toEqual([{ Id: 1, MiddleName: 'Eve', TimeZone: 'Europe/Ljubljana' }]);
  });

  it('is read-only without users.update: no Edit, the sales status as text', async () => {
    await openUser(2, [PermissionId.UsersRead]);
    await screen.findByRole('heading', { level: 1, name: 'Chris Client' });
    expect(valueOf('City')).toBe('London');
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sales status' })).toBeNull();
    expect(valueOf('Sales status')).toBe('Contacted');
  });

  it('closes the form when users.update is taken away meanwhile', async () => {
    const site = await openForm();
    await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserPermissionEvents')).toBe(true));
    const [update] = grants(1, [PermissionId.UsersUpdate]);
    act(() => site.hub().push('UserPermissionDeletedIntegrationEvent', { UserPermission: update }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Edit the details of/ })).toBeNull());
    expect(valueOf('City')).toBe('London');
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });
});

describe('the sales status', () => {
  it('saves a new status through UpdateSalesStatus and announces it', async () => {
    const site = await openUser(2);
    const select = await within(await screen.findByRole('form', { name: 'Sales status' })).findByRole('combobox', { name: 'Sales status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Contacted', 'Interested', 'Not interested', 'Converted']);
    await userEvent.selectOptions(select, 'Not interested');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('The sales status is now Not interested.')).toHaveAttribute('role', 'status');
    expect(site.calls.filter((c) => c.path === 'users/UpdateSalesStatus').map((c) => c.body)).toEqual([
      { UserId: 2, SalesStatus: 'NotInterested' },
    ]);
    expect(select).toHaveDisplayValue('Not interested');
    expect(screen.getByRole('button', { name: 'Save status' })).toBeDisabled();
  });

  it('says in words why the service refused it, keeping the choice', async () => {
    const site = await openUser(2);
    const select = await screen.findByRole('combobox', { name: 'Sales status' });
    site.service.refuse('users/UpdateSalesStatus', 400, [{ Code: 'sales_status_clients_only', Data: 2 }]);
    await userEvent.selectOptions(select, 'Converted');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    const alert = await within(screen.getByRole('form', { name: 'Sales status' })).findByText(
      'The sales status was not saved: Only clients have a sales status.',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(select).toHaveDisplayValue('Converted');
    expect(select).toHaveAccessibleDescription('The sales status was not saved: Only clients have a sales status.');
  });
});
