import '@testing-library/jest-dom';
import * as mockReact from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { applyQuery, UserType, type GenericQuery, type User } from '@brokerfront/identity-api';
import { makeNamedTestUser } from '@brokerfront/identity-api/testing';
import { permissionCatalogue } from '@brokerfront/permissions';
import { envelope, renderLiveSite, type ApiCall } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';

// The export button stands for the page around the table: it counts its drawings.
const mockDrawings = { export: 0 };
jest.mock('./export/export-users-button', () => ({
  ExportUsersButton: () => {
    mockDrawings.export++;
    return mockReact.createElement('output', { 'data-testid': 'export' });
  },
}));
jest.mock('./bulk/bulk-actions', () => ({ BulkActions: () => null }));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const person = (Id: number, FirstName: string, LastName: string, extra: Partial<User> = {}): User => {
  const day = new Date(Date.UTC(2024, 0, 1, 10) + Id * 86_400_000).toISOString();
  return makeNamedTestUser(Id, FirstName, LastName, { CreatedAt: day, UpdatedAt: day, ...extra });
};
const EMPLOYEE = person(1, 'Erin', 'Employee', { Email: 'employee@example.com', UserType: UserType.Employee });
const OTHERS = [person(3, 'Anna', 'Berg'), person(4, 'Bruno', 'Rossi'), person(5, 'Clara', 'Weiss')];
const ALL = permissionCatalogue.map((p) => p.id);

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

const table = () => screen.getByRole('table', { name: 'Users' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('rowheader')[0]?.textContent);

describe('the users page, live', () => {
  it('draws only the table again for pushed updates of its users; a change of the users on the page draws the page', async () => {
    const users = new Map([EMPLOYEE, ...OTHERS].map((u) => [u.Id, u]));
    const site = await renderLiveSite('/backoffice/users?sort=createdAt.asc', {
      users: { 'employee@example.com': EMPLOYEE },
      permissions: {
        1: ALL.map((PermissionId) => ({ UserId: 1, PermissionId, ResourceType: { Id: 1, Domain: 'identity' }, ResourceId: 0 })),
      },
      api: (call: ApiCall) =>
        call.path === 'users/Search' ? envelope(applyQuery([...users.values()], call.body as GenericQuery)) : undefined,
      signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    });
    try {
      await waitFor(() => expect(names()).toEqual(['Erin Employee', 'Anna Berg', 'Bruno Rossi', 'Clara Weiss']));
      await waitFor(() => expect(site.hub().invocations.some((i) => i.method === 'SubscribeToUserEvents')).toBe(true));
      const before = mockDrawings.export;

      for (const [i, last] of ['Bergström', 'Berglund', 'Bergman'].entries()) {
        const changed = { ...OTHERS[0], LastName: last, FullName: `Anna ${last}`, UpdatedAt: `2025-01-0${i + 1}T00:00:00Z` } as User;
        users.set(changed.Id, changed);
        act(() => site.hub().push('UserUpdatedEvent', { User: changed }));
        await waitFor(() => expect(names()[1]).toBe(`Anna ${last}`));
      }
      expect(mockDrawings.export).toBe(before);

      // A deletion changes the page's users and total: the page around the table follows.
      act(() => site.hub().push('UserDeletedEvent', { User: OTHERS[2] }));
      await waitFor(() => expect(names()).not.toContain('Clara Weiss'));
      expect(mockDrawings.export).toBeGreaterThan(before);
      expect(screen.getByText('Matching users: 3')).toBeInTheDocument();
    } finally {
      site.cleanup();
    }
  });
});
