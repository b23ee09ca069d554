import '@testing-library/jest-dom';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { UserType, type UserPermission } from '@brokerfront/identity-api';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { PermissionId } from '@brokerfront/permissions';
import { renderLiveSite } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';

configure({ asyncUtilTimeout: 10_000 });
// Whole pages of the site (lazy routes, the session, the realtime side) on a shared machine.
jest.setTimeout(60_000);

const EMPLOYEE = makeNamedTestUser(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const CLIENT = makeNamedTestUser(2, 'Chris', 'Client', { Email: 'client@example.com' });
const USERS = { 'employee@example.com': EMPLOYEE, 'client@example.com': CLIENT };
const READ_USERS: UserPermission = {
  UserId: 1,
  PermissionId: PermissionId.UsersRead,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId: 0,
};
const AS_CLIENT = { email: 'client@example.com', password: 'Client1' };
const AS_EMPLOYEE = { email: 'employee@example.com', password: 'Employee1' };

const cleanups: Array<() => void> = [];
async function open(path: string, signedInAs?: { email: string; password: string }) {
  const site = await renderLiveSite(path, { users: USERS, permissions: { 1: [READ_USERS], 2: [] }, signedInAs });
  cleanups.push(site.cleanup);
  return site;
}

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((tag) => tag.getAttribute('content'));
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

beforeEach(() => {
  document.head.innerHTML = '';
});

afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

describe('pages kept out of search engines', () => {
  it('the sign-in page: noindex, no canonical address', async () => {
    await open('/sign-in');
    await waitFor(() => expect(document.title).toBe('Sign in | Example Broker'));
    expect(robots()).toEqual(['noindex']);
    expect(canonical()).toBeUndefined();
  });

  it('the auto-login page: noindex', async () => {
    await open('/auto-login');
    await waitFor(() => expect(document.title).toBe('Signing in | Example Broker'));
    expect(robots()).toEqual(['noindex']);
  });

  it('the not-found page: noindex', async () => {
    await open('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page not found | Example Broker'));
    expect(robots()).toEqual(['noindex']);
    expect(canonical()).toBeUndefined();
  });

  it('the client area: one noindex around every signed-in page', async () => {
    const site = await open('/account', AS_CLIENT);
    await waitFor(() => expect(site.where()).toBe('/account'));
    await waitFor(() => expect(robots()).toEqual(['noindex']));
    await act(() => site.router.navigate('/account/settings'));
    await waitFor(() => expect(site.where()).toBe('/account/settings'));
    expect(robots()).toEqual(['noindex']);
  });

  it('the back office: a single noindex inside the client shell, gone on a public page', async () => {
    const site = await open('/backoffice/users', AS_EMPLOYEE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(robots()).toEqual(['noindex']);
    await act(() => site.router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Home | Example Broker'));
    expect(robots()).toEqual([]);
    expect(canonical()).toBe('https://broker.example/');
  });
});

describe('the home page in the browser', () => {
  it("indexable, with the brand's Organization as JSON-LD", async () => {
    await open('/');
    await waitFor(() => expect(document.title).toBe('Home | Example Broker'));
    expect(robots()).toEqual([]);
    expect(canonical()).toBe('https://broker.example/');
    await waitFor(() => expect(jsonLd()).toHaveLength(1));
    expect(jsonLd()[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Example Broker',
      url: 'https://broker.example/',
      email: 'support@broker.example',
      telephone: '+1 555 0100',
      address: '1 Main Street',
    });
  });
});
