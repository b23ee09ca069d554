import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import type { UserPermission } from '../catalogue';
import { Can, RequirePermission } from './can';
import { PermissionsProvider } from './permissions-context';
import { usePermission } from './use-permission';

const grant = (permissionId: number, extra: Partial<UserPermission> = {}): UserPermission => ({
  UserId: 1,
  PermissionId: permissionId,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId: 0,
  ...extra,
});

const provided = (permissions: UserPermission[] | undefined, pending: boolean, ui: ReactNode) => (
  <StrictMode>
    <PermissionsProvider permissions={permissions} pending={pending}>
      {ui}
    </PermissionsProvider>
  </StrictMode>
);

describe('React bindings (StrictMode)', () => {
  function Probe({ resourceId }: { resourceId?: number }) {
    return <p>{usePermission('users.block', resourceId) ? 'may block' : 'may not block'}</p>;
  }

  it('grants nothing without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('may not block')).toBeInTheDocument();
  });

  it('usePermission follows what the provider gives, suspended grants never passing', () => {
    const view = render(provided([], false, <Probe resourceId={4} />));
    expect(screen.getByText('may not block')).toBeInTheDocument();
    view.rerender(provided([grant(5, { ResourceId: 4 })], false, <Probe resourceId={4} />));
    expect(screen.getByText('may block')).toBeInTheDocument();
    view.rerender(provided([grant(5, { ResourceId: 4, IsSuspended: true })], false, <Probe resourceId={4} />));
    expect(screen.getByText('may not block')).toBeInTheDocument();
    view.rerender(provided([grant(5)], false, <Probe resourceId={4} />));
    expect(screen.getByText('may block')).toBeInTheDocument();
  });

  it('<Can> shows its children only with the permission', () => {
    render(
      provided(
        [grant(4)],
        false,
        <>
          <Can permission="users.delete">
            <button>Delete</button>
          </Can>
          <Can permission="users.import" fallback={<span>Import not allowed</span>}>
            <button>Import</button>
          </Can>
          <Can permission={{ permissionId: 4, domain: 'identity', resourceTypeId: 1 }} resourceId={77}>
            <button>Delete 77</button>
          </Can>
        </>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete 77' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.getByText('Import not allowed')).toBeInTheDocument();
  });

  it('<RequirePermission> shows pending, then the content or the fallback', () => {
    const guard = (
      <RequirePermission permission="permissions.modify" pending={<p>Loading…</p>} fallback={<p>Not allowed</p>}>
        <h1>Permissions editor</h1>
      </RequirePermission>
    );
    const view = render(provided(undefined, true, guard));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    view.rerender(provided([grant(11)], false, guard));
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
    view.rerender(provided([grant(11), grant(12)], false, guard));
    expect(screen.getByRole('heading', { name: 'Permissions editor' })).toBeInTheDocument();
  });
});
