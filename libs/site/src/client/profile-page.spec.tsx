import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gender, UserType, type PhoneConfirmation, type UpdateUserRequest, type User } from '@brokerfront/identity-api';
import { identityApi, selectCurrentUser } from '@brokerfront/identity-api/redux';
import { envelope, renderLiveSite, type ApiCall } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';
import { profileFieldOf, profileUpdateOf } from './profile-page';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine: room for their many steps.
jest.setTimeout(30_000);

/** The demo client as the reference backend seeds it (docs/api-contract.md §3). */
const CLIENT: User = {
  Id: 2,
  FirstName: 'Chris',
  LastName: 'Client',
  MiddleName: null,
  Email: 'client@example.com',
  EmailConfirmed: true,
  Address: '1 Demo Street',
  City: 'London',
  State: null,
  Gender: Gender.None,
  PhoneNumber: '+441000000002',
  UserType: UserType.Individual,
  BirthDate: '1985-05-17T00:00:00.000Z',
  CountryCode: 'GB',
  PostalCode: 'EC1A 1BB',
  AvatarFileName: null,
  ActiveTierName: 'Gold',
  ActiveTierColor: '#FFD700',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-03-05T10:00:00.000Z',
  UpdatedAt: '2024-03-05T10:00:00.000Z',
  TimeZone: 'Europe/London',
  IpWhitelist: null,
  EmployeeGroupId: null,
  FullName: 'Chris Client',
};

/** The users service of the signed-in client: Update, SetAvatar and the phone confirmation by code. */
function profileService() {
  const state = { user: { ...CLIENT }, phone: { PhoneNumber: CLIENT.PhoneNumber, Confirmed: false } as PhoneConfirmation };
  const updates: UpdateUserRequest[] = [];
  let refuseNextUpdate: unknown[] | null = null;
  const handler = (call: ApiCall) => {
    if (call.path === 'users/GetCurrentUser') return envelope(state.user);
    if (call.path === 'users/PhoneConfirmation') return envelope(state.phone);
    if (call.path === 'users/Update') {
      const body = call.body as UpdateUserRequest;
      updates.push(body);
      if (refuseNextUpdate) {
        const errors = refuseNextUpdate;
        refuseNextUpdate = null;
        return envelope(null, 400, errors);
      }
      state.user = { ...state.user, ...(body as Partial<User>) };
      state.user.FullName = `${state.user.FirstName} ${state.user.LastName}`;
      if (body.PhoneNumber !== undefined) state.phone = { PhoneNumber: body.PhoneNumber, Confirmed: false };
      return envelope(state.user);
    }
    if (call.path === 'users/2/SetAvatar') {
      state.user = { ...state.user, AvatarFileName: 'avatar-2-0123456789abcdef.png' };
      return envelope(state.user);
    }
    // As the service: a number confirmed meanwhile (another tab, another device) is phone_already_confirmed.
    if ((call.path === 'users/SendPhoneCode' || call.path === 'users/ConfirmPhoneNumber') && state.phone.Confirmed)
      return envelope(null, 400, [{ Code: 'phone_already_confirmed', Data: 'PhoneNumber' }]);
    if (call.path === 'users/SendPhoneCode')
      return envelope({ PhoneNumber: state.phone.PhoneNumber, ExpiresAt: '2030-01-01T10:10:00.000Z' });
    if (call.path === 'users/ConfirmPhoneNumber') {
      if ((call.body as { Code: string }).Code !== '123456') return envelope(null, 400, [{ Code: 'InvalidToken', Data: 'Code' }]);
      state.phone = { ...state.phone, Confirmed: true };
      return envelope(state.phone);
    }
    return undefined;
  };
  return {
    handler,
    state,
    updates,
    refuseNextUpdate: (errors: unknown[]) => {
      refuseNextUpdate = errors;
    },
  };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

async function openProfile() {
  const service = profileService();
  const site = await renderLiveSite('/account/profile', {
    users: { 'client@example.com': CLIENT },
    api: service.handler,
    signedInAs: { email: 'client@example.com', password: 'Client1' },
  });
  cleanups.push(site.cleanup);
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  await screen.findByRole('heading', { level: 2, name: 'Personal details' });
  return { ...site, service };
}

const details = () => screen.getByRole('heading', { level: 2, name: 'Personal details' }).closest('section') as HTMLElement;
const value = (term: string) => within(details()).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('profile page', () => {
  it("shows the seeded client's fields, with the page title", async () => {
    await openProfile();
    expect(value('First name')).toHaveTextContent('Chris');
    expect(value('Last name')).toHaveTextContent('Client');
    expect(value('Middle name')).toHaveTextContent('Not set');
    expect(value('Email')).toHaveTextContent('client@example.com');
    expect(within(value('Email')).getByText('Confirmed')).toBeInTheDocument();
    expect(value('Address')).toHaveTextContent('1 Demo Street');
    expect(value('City')).toHaveTextContent('London');
    expect(value('State or region')).toHaveTextContent('Not set');
    expect(value('Postal code')).toHaveTextContent('EC1A 1BB');
    expect(value('Country')).toHaveTextContent('United Kingdom');
    expect(value('Birth date')).toHaveTextContent('17/05/1985');
    expect(value('Gender')).toHaveTextContent('Not set');
    expect(value('Time zone')).toHaveTextContent('Europe/London');
    expect(value('Tier')).toHaveTextContent('Gold');
    expect(value('Member since')).toHaveTextContent('05/03/2024');
    await waitFor(() => expect(within(value('Phone number')).getByText('Not confirmed')).toBeInTheDocument());
    expect(value('Phone number')).toHaveTextContent('+441000000002');
    await waitFor(() => expect(document.title).toMatch(/^Profile \| /));
  });

  it('saves only the changed fields, shows them, and says so', async () => {
    const site = await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Manchester');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(site.service.updates).toEqual([{ Id: 2, City: 'Manchester', Gender: Gender.Female }]);
    expect(value('City')).toHaveTextContent('Manchester');
    expect(value('Gender')).toHaveTextContent('Female');
  });

  it('asks the confirmation state again once the phone number changed', async () => {
    const site = await openProfile();
    site.service.state.phone = { PhoneNumber: CLIENT.PhoneNumber ?? null, Confirmed: true };
    act(() => {
      site.store.dispatch(identityApi.util.invalidateTags(['PhoneConfirmation']));
    });
    await waitFor(() => expect(within(value('Phone number')).getByText('Confirmed')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+46701234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(value('Phone number')).toHaveTextContent('+46701234567'));
    await waitFor(() => expect(within(value('Phone number')).getByText('Not confirmed')).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Confirm phone number' })).toBeInTheDocument();
  });

  it('shows the service errors beside their fields in the interface language and keeps what was typed', async () => {
    const site = await openProfile();
    site.service.refuseNextUpdate([
      { Code: 'phone_already_in_use', Data: 'PhoneNumber' },
      { Code: 'invalid_request', Data: 'LastName: expected at most 200 characters' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+46 70 999 88 77');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'son');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Phone number already in use.'));
    // A code without a text of its own gets the client area's message for the field.
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('This value is not accepted.');
    expect(phone).toHaveValue('+46 70 999 88 77');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Clientson');
    expect(site.service.updates.at(-1)).toEqual({ Id: 2, LastName: 'Clientson', PhoneNumber: '+46 70 999 88 77' });
  });

  it('uploads an avatar and puts it in the current user, which the top bar shows', async () => {
    const site = await openProfile();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Change avatar'), png);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your avatar has been updated.')).toBeInTheDocument();
    expect(site.calls.some((c) => c.path === 'users/2/SetAvatar' && c.method === 'POST')).toBe(true);
    expect(selectCurrentUser(site.store.getState())?.AvatarFileName).toBe('avatar-2-0123456789abcdef.png');
    const main = screen.getByRole('img', { name: 'Avatar of Chris Client' });
    expect(main).toHaveAttribute('src', expect.stringMatching(/\/uploads\/avatar-2-0123456789abcdef\.png$/));
    // The top bar (outside the page's main region) shows it too.
    const page = screen.getByRole('main');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('img[src*="/uploads/avatar-2-0123456789abcdef.png"]')].filter((img) => !page.contains(img)),
      ).not.toHaveLength(0),
    );
  });

  it('confirms the phone number with the texted code; a wrong code says so beside the field', async () => {
    const site = await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm phone number' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Invalid verification code. Please try again.')));
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you: your phone number is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(within(value('Phone number')).getByText('Confirmed')).toBeInTheDocument());
    expect(site.calls.filter((c) => c.path === 'users/ConfirmPhoneNumber').map((c) => c.body)).toEqual([
      { Code: '000000' },
      { Code: '123456' },
    ]);
  });

  it("says a number confirmed meanwhile is confirmed (the page's words for phone_already_confirmed, not §8's 'in use')", async () => {
    const site = await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm phone number' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    // Confirmed on another device while the code was on its way.
    site.service.state.phone = { ...site.service.state.phone, Confirmed: true };
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your phone number is already confirmed.')).toBeInTheDocument();
    expect(screen.queryByText(/Phone number already in use/)).toBeNull();
    // The state is asked again and shows the confirmation.
    await waitFor(() => expect(within(value('Phone number')).getByText('Confirmed')).toBeInTheDocument());
  });

  it('shows a change pushed by the hub without a reload', async () => {
    const site = await openProfile();
    await waitFor(() => expect(site.hub().handlerCount('UserUpdatedEvent')).toBeGreaterThan(0));
    const gets = site.calls.filter((c) => c.path === 'users/GetCurrentUser').length;
    act(() => site.hub().push('UserUpdatedEvent', { User: { ...CLIENT, City: 'Bristol', ActiveTierName: 'Platinum' } }));
    await waitFor(() => expect(value('City')).toHaveTextContent('Bristol'));
    expect(value('Tier')).toHaveTextContent('Platinum');
    expect(site.calls.filter((c) => c.path === 'users/GetCurrentUser')).toHaveLength(gets);
  });
});

describe('profile mapping', () => {
  const values = {
    firstName: 'Chris',
    middleName: '',
    lastName: 'Client',
    phoneNumber: '+44 100 000 0002',
    address: '1 Demo Street',
    city: 'London',
    state: '',
    postalCode: 'EC1A 1BB',
    countryCode: 'GB',
    birthDate: '1985-05-17',
    gender: 'None' as const,
    timeZone: 'Europe/London',
  };

  it('sends nothing when nothing changed (a phone number typed differently is the same number)', () => {
    expect(profileUpdateOf(CLIENT, values)).toBeNull();
  });

  it('clears emptied fields with null and sends a birth date as an ISO date', () => {
    expect(profileUpdateOf(CLIENT, { ...values, address: ' ', birthDate: '1990-01-02', countryCode: 'se', middleName: ' Jo ' })).toEqual({
      Id: 2,
      Address: null,
      BirthDate: '1990-01-02T00:00:00.000Z',
      CountryCode: 'SE',
      MiddleName: 'Jo',
    });
    expect(profileUpdateOf(CLIENT, { ...values, birthDate: '' })).toEqual({ Id: 2, BirthDate: null });
  });

  it('ties service errors to their fields by code or by the field their data names', () => {
    expect(profileFieldOf({ Code: 'phone_already_in_use', Data: 'PhoneNumber' })).toBe('phoneNumber');
    expect(profileFieldOf({ Code: 'invalid_request', Data: 'TimeZone: expected at most 64 characters' })).toBe('timeZone');
    expect(profileFieldOf({ Code: 'forbidden', Data: 'users.update: EmailConfirmed' })).toBeUndefined();
  });
});
