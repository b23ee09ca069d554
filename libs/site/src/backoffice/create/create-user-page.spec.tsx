import '@testing-library/jest-dom';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { Gender, UserType, type User, type UserPermission } from '@brokerfront/identity-api';
import { PermissionId, permissionCatalogue } from '@brokerfront/permissions';
import { EMPTY_NEW_USER } from '@brokerfront/ui-templates';
import { envelope, renderLiveSite, type ApiCall } from '../../live/testing/live-site';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { installNavigationRequest } from '../../testing/navigation-request';
import { createdUserState, newUserFieldOf, newUserRequestOf } from './create-user-request';
import { CreatedUserNotice } from './created-user-notice';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site, typing whole forms, on a shared machine.
jest.setTimeout(40_000);

const user = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User =>
  makeNamedTestUser(Id, FirstName, LastName, {
    Email: `${FirstName.toLowerCase()}@example.com`,
    CreatedAt: '2026-01-01T10:00:00.000Z',
    UpdatedAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  });

const EMPLOYEE = user(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const grants = (ids: number[]): UserPermission[] =>
  ids.map((PermissionId) => ({ UserId: 1, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 }));
const ALL = permissionCatalogue.map((p) => p.id);
const CREATE_CALLS = ['users/CreateIndividual', 'users/CreateEmployee', 'users/RegisterAffiliateUser'];

/** The create calls over an in-memory table: `refuse` answers the next create call instead. */
function usersService() {
  const table = new Map<number, User>([[1, EMPLOYEE]]);
  let refusal: { status: number; errors: unknown[] } | null = null;
  const handler = (call: ApiCall) => {
    if (CREATE_CALLS.includes(call.path)) {
      if (refusal) {
        const { status, errors } = refusal;
        refusal = null;
        return envelope(null, status, errors);
      }
      const body = call.body as Partial<User> & { FirstName: string; LastName: string; Email: string };
      const id = 29 + table.size;
      const created = user(id, body.FirstName, body.LastName, {
        ...body,
        UserType: call.path === 'users/CreateEmployee' ? UserType.Employee : UserType.Individual,
        IsFullyRegistered: call.path === 'users/CreateEmployee',
        FullName: [body.FirstName, body.MiddleName, body.LastName].filter(Boolean).join(' '),
      });
      table.set(id, created);
      return envelope(created, 201);
    }
    const one = /^users\/(\d+)$/.exec(call.path);
    if (one) {
      const found = table.get(Number(one[1]));
      return found ? envelope(found) : envelope(null, 404, [{ Code: 'user_not_found', Data: Number(one[1]) }]);
    }
    if (call.path === 'users/Search') return envelope({ Items: [...table.values()], TotalItems: table.size });
    return undefined;
  };
  return {
    handler,
    table,
    refuse: (status: number, errors: unknown[]) => {
      refusal = { status, errors };
    },
  };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
  installNavigationRequest();
});

async function openCreate(path = '/backoffice/users/new', permissions = ALL, pages: RouteObject[] = []) {
  const service = usersService();
  const site = await renderLiveSite(path, {
    users: { 'employee@example.com': EMPLOYEE },
    permissions: { 1: grants(permissions) },
    api: service.handler,
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages,
  });
  cleanups.push(site.cleanup);
  return { ...site, service };
}

const createCalls = (calls: ApiCall[]) => calls.filter((c) => CREATE_CALLS.includes(c.path));
// By label: role queries over the long country and time zone lists are slow in jsdom.
const box = (name: RegExp) => screen.getByLabelText(name);
const EMAIL = /^E-mail( \*)?$/;

async function fillRequired(first = 'Nina', last = 'New', email = 'nina@example.com') {
  await userEvent.type(box(/^First name/), first);
  await userEvent.type(box(/^Last name/), last);
  await userEvent.type(box(EMAIL), email);
}

describe('create users page', () => {
  it('creates a client with only the fields given, then opens the new user with a status message', async () => {
    const site = await openCreate('/backoffice/users/new?type=client');
    expect(await screen.findByRole('form', { name: 'New client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New user' })).toBeInTheDocument();
    await fillRequired(' Nina ', 'New');
    await userEvent.type(box(/^Phone number/), '+386 1 234 5678');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Slovenia');
    await userEvent.type(box(/^City/), 'Ljubljana');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));

    await waitFor(() => expect(site.where()).toBe('/backoffice/users/30'));
    expect(createCalls(site.calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'users/CreateIndividual',
        body: {
          FirstName: 'Nina',
          LastName: 'New',
          Email: 'nina@example.com',
          PhoneNumber: '+386 1 234 5678',
          City: 'Ljubljana',
          CountryCode: 'SI',
          EmailConfirmed: true,
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nina New' })).toBeInTheDocument();
    // The user page says so once, then takes the message off the history entry (a reload does not repeat it).
    expect(await screen.findByText('The client Nina New was created.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(site.router.state.location.state).toBeNull());
    expect(site.where()).toBe('/backoffice/users/30');
  });

  it('creates an employee with every field of CreateEmployee, numbers and dates as the service takes them', async () => {
    const site = await openCreate('/backoffice/users/new?type=employee');
    expect(await screen.findByRole('form', { name: 'New employee' })).toBeInTheDocument();
    await fillRequired('Dan', 'Staff', 'dan@example.com');
    await userEvent.type(box(/^Middle name/), 'J.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Male');
    await userEvent.type(screen.getByLabelText(/^Birth date/), '01/04/1990');
    await userEvent.type(box(/^Street address/), '1 Demo Street');
    await userEvent.type(box(/^State or region/), 'Greater London');
    await userEvent.type(box(/^Postal code/), 'EC1A 1BB');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail address confirmed' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Employee group/ }), '4');
    await userEvent.type(box(/^Tier$/), 'Gold');
    await userEvent.type(box(/^Tier colour/), '#ffd700');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Ljubljana');
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Idle sign-out/ }), '5');
    await userEvent.type(box(/^Allowed IP addresses/), '10.0.0.1, 10.0.0.2');
    await userEvent.click(screen.getByRole('button', { name: 'Create employee' }));

    await waitFor(() => expect(site.where()).toBe('/backoffice/users/30'));
    expect(createCalls(site.calls).map((c) => [c.path, c.body])).toEqual([
      [
        'users/CreateEmployee',
        {
          FirstName: 'Dan',
          MiddleName: 'J.',
          LastName: 'Staff',
          Gender: Gender.Male,
          BirthDate: '1990-04-01T00:00:00.000Z',
          Email: 'dan@example.com',
          Address: '1 Demo Street',
          State: 'Greater London',
          PostalCode: 'EC1A 1BB',
          Password: 'Secret1',
          EmailConfirmed: false,
          EmployeeGroupId: 4,
          ActiveTierName: 'Gold',
          ActiveTierColor: '#FFD700',
          TimeZone: 'Europe/Ljubljana',
          InactivityLogoutMinutes: 5,
          IpWhitelist: '10.0.0.1, 10.0.0.2',
        },
      ],
    ]);
    expect(site.router.state.location.state).toEqual({ createdUser: { id: 30, name: 'Dan J. Staff', kind: 'employee' } });
  });

  it("registers an affiliate user with the affiliate's fields only, even when other kinds' fields were typed", async () => {
    const site = await openCreate('/backoffice/users/new?type=client');
    await screen.findByRole('form', { name: 'New client' });
    await userEvent.type(box(/^City/), 'Ljubljana');
    await userEvent.type(box(/^Middle name/), 'Maria');
    await userEvent.click(screen.getByRole('radio', { name: 'New affiliate user' }));
    expect(await screen.findByRole('form', { name: 'New affiliate user' })).toBeInTheDocument();
    expect(site.router.state.location.search).toBe('?type=affiliate');
    await fillRequired('Ada', 'Affiliate', 'ada@example.com');
    await userEvent.type(box(/^Phone number/), '+44 20 7946 0958');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
    await userEvent.click(screen.getByRole('button', { name: 'Create affiliate user' }));

    await waitFor(() => expect(site.where()).toBe('/backoffice/users/30'));
    expect(createCalls(site.calls).map((c) => [c.path, c.body])).toEqual([
      [
        'users/RegisterAffiliateUser',
        { FirstName: 'Ada', LastName: 'Affiliate', Email: 'ada@example.com', PhoneNumber: '+44 20 7946 0958', CountryCode: 'GB' },
      ],
    ]);
  });

  it('follows ?type= with the choice of kind, replacing the history entry', async () => {
    const site = await openCreate('/backoffice/users/new?type=employee');
    const employee = await screen.findByRole('radio', { name: 'New employee' });
    expect(employee).toBeChecked();
    employee.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(site.router.state.location.search).toBe('?type=client'));
    expect(screen.getByRole('radio', { name: 'New client' })).toBeChecked();
    expect(site.router.state.historyAction).toBe('REPLACE');
    act(() => void site.router.navigate('/backoffice/users/new?type=nonsense'));
    expect(await screen.findByRole('form', { name: 'New client' })).toBeInTheDocument();
  });

  it('checks in the browser first: nothing is sent, the focus goes to the first field to correct', async () => {
    const site = await openCreate();
    await screen.findByRole('form', { name: 'New client' });
    await userEvent.type(box(/^Last name/), 'New');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(box(/^First name/)).toHaveFocus();
    expect(box(/^First name/)).toHaveAccessibleDescription('Enter the first name.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Use at least 6 characters\.$/);
    expect(createCalls(site.calls)).toEqual([]);
  });

  it("shows the service's errors beside their fields in the interface language, keeping everything typed", async () => {
    const site = await openCreate();
    await screen.findByRole('form', { name: 'New client' });
    await fillRequired('Nina', 'New', 'taken@example.com');
    await userEvent.type(box(/^Phone number/), '+386 1 234 5678');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret1');
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Idle sign-out/ }), '8');
    site.service.refuse(400, [
      { Code: 'email_already_taken', Data: 'Email' },
      { Code: 'phone_already_in_use', Data: 'PhoneNumber' },
      { Code: 'invalid_request', Data: 'InactivityLogoutMinutes: Too big' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));

    await waitFor(() => expect(box(EMAIL)).toHaveAccessibleDescription('Email already in use.'));
    // The focus moves once the errors are drawn (a render later).
    await waitFor(() => expect(box(EMAIL)).toHaveFocus());
    expect(box(/^Phone number/)).toHaveAccessibleDescription(/Phone number already in use\.$/);
    expect(screen.getByRole('spinbutton', { name: /^Idle sign-out/ })).toHaveAccessibleDescription(
      /The request was not valid\. Check the fields and try again\.$/,
    );
    expect(site.where()).toBe('/backoffice/users/new');
    expect(box(/^First name/)).toHaveValue('Nina');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret1');

    // Corrected, the same form creates the user.
    await userEvent.clear(box(EMAIL));
    await userEvent.type(box(EMAIL), 'nina@example.com');
    await userEvent.clear(box(/^Phone number/));
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(site.where()).toBe('/backoffice/users/30'));
    expect(createCalls(site.calls)).toHaveLength(2);
    expect(createCalls(site.calls)[1]?.body).toMatchObject({ Email: 'nina@example.com', Password: 'Secret1', InactivityLogoutMinutes: 8 });
  });

  it('says so when the service refuses the whole form (not allowed, too many requests)', async () => {
    const site = await openCreate('/backoffice/users/new?type=affiliate');
    await screen.findByRole('form', { name: 'New affiliate user' });
    await fillRequired();
    site.service.refuse(403, [{ Code: 'forbidden', Data: 'users.create' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Create affiliate user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Please correct the following:' })).toHaveFocus());

    site.service.refuse(429, [{ Code: 'too_many_requests', Data: null }]);
    await userEvent.click(screen.getByRole('button', { name: 'Create affiliate user' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.'));
    expect(box(/^First name/)).toHaveValue('Nina');
  });

  it('is not offered without users.create', async () => {
    const site = await openCreate('/backoffice/users/new', [PermissionId.UsersRead]);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('users.create');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(createCalls(site.calls)).toEqual([]);
  });
});

describe('the status message of a created user', () => {
  it('says who was created, once, in a live region', async () => {
    const site = await openCreate('/account', ALL, [{ path: 'created-notice', element: <CreatedUserNotice userId={30} /> }]);
    act(() => void site.router.navigate('/created-notice', { state: createdUserState('affiliate', user(30, 'Ada', 'Affiliate')) }));
    const notice = await screen.findByText('The affiliate user Ada Affiliate was created.');
    expect(notice).toHaveAttribute('role', 'status');
    // Taken off the history entry: a reload does not say it again.
    await waitFor(() => expect(site.router.state.location.state).toBeNull());
    expect(notice).toHaveTextContent('The affiliate user Ada Affiliate was created.');
  });

  it("says nothing for another user's page", async () => {
    const site = await openCreate('/account', ALL, [
      { path: 'created-notice', element: <CreatedUserNotice userId={31} className="test-notice" /> },
    ]);
    act(() => void site.router.navigate('/created-notice', { state: createdUserState('client', user(30, 'Nina', 'New')) }));
    await waitFor(() => expect(document.querySelector('.test-notice')).not.toBeNull());
    expect(document.querySelector('.test-notice')).toBeEmptyDOMElement();
    expect(site.router.state.location.state).not.toBeNull();
  });
});

describe('the service side of the form', () => {
  it('maps each error to its field by code or by the field Data names, else to the form', () => {
    const client = newUserFieldOf('client');
    const affiliate = newUserFieldOf('affiliate');
    expect(client({ Code: 'email_already_taken', Data: 'Email' })).toBe('Email');
    expect(client({ Code: 'PasswordRequiresUpper', Data: 'Password' })).toBe('Password');
    expect(client({ Code: 'invalid_birth_date', Data: 'BirthDate' })).toBe('BirthDate');
    expect(client({ Code: 'invalid_request', Data: 'TimeZone: Too long' })).toBe('TimeZone');
    expect(client({ Code: 'forbidden', Data: 'users.create' })).toBeUndefined();
    expect(client({ Code: 'too_many_requests', Data: null })).toBeUndefined();
    expect(affiliate({ Code: 'invalid_birth_date', Data: 'BirthDate' })).toBeUndefined();
    expect(affiliate({ Code: 'invalid_country', Data: 'CountryCode' })).toBe('CountryCode');
  });

  it('sends the smallest body for an empty form', () => {
    const values = { ...EMPTY_NEW_USER, FirstName: 'A', LastName: 'B', Email: 'a@b.co' };
    expect(newUserRequestOf('client', values)).toEqual({ FirstName: 'A', LastName: 'B', Email: 'a@b.co', EmailConfirmed: true });
    expect(newUserRequestOf('employee', values)).toEqual({ FirstName: 'A', LastName: 'B', Email: 'a@b.co', EmailConfirmed: true });
    expect(newUserRequestOf('affiliate', values)).toEqual({ FirstName: 'A', LastName: 'B', Email: 'a@b.co' });
  });
});
