import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '@brokerfront/config/testing';
import { Gender, UserType, type Filter, type SortColumn, type User, type UserPermission } from '@brokerfront/identity-api';
import { permissionCatalogue } from '@brokerfront/permissions';
import { renderLiveSite, type ApiCall } from '../../live/testing/live-site';
import type { UsersColumnId } from '../query/users-columns';
import { ExportUsersButton, exportFieldsOf } from './export-users-button';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const EMPLOYEE: User = {
  Id: 1,
  FirstName: 'Erin',
  LastName: 'Employee',
  Email: 'employee@example.com',
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Employee,
  BirthDate: '0001-01-01T00:00:00Z',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  CreatedAt: '2024-01-01T00:00:00.000Z',
  UpdatedAt: '2024-01-01T00:00:00.000Z',
  FullName: 'Erin Employee',
};
const grants: UserPermission[] = permissionCatalogue.map((p) => ({
  UserId: 1,
  PermissionId: p.id,
  ResourceType: { Id: 1, Domain: 'identity' },
  ResourceId: 0,
}));

const FILTERS: Filter[] = [{ Op: 'in', Field: 'CountryCode', Value: ['DE', 'SE'] }];
const SORT: SortColumn[] = [{ Column: 'CreatedAt', Asc: false }];
const CSV = 'FullName,Email\r\nAnna Berg,anna.berg@example.com\r\n';

/** A file answer (with `clone`, which the HTTP client uses on failures). */
const fileResponse = (status: number, text: string, type: string): Response => {
  const response = fakeResponse(status, text, type);
  return Object.assign(response, { clone: () => response });
};

/** A blob's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** The export's own live region (the shell has others). */
const exportStatus = () =>
  within(screen.getByRole('button', { name: /^(Export CSV|Exporting)/ }).closest('.bf-export') as HTMLElement).getByRole('status');

const cleanups: Array<() => void> = [];
let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open');
  URL.createObjectURL = jest.fn(() => 'blob:users.csv');
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  open.mockRestore();
});

/** The button on a page of its own, over a fake users service whose `Export` answers `answer`. */
async function openExport(
  answer: (call: ApiCall) => Response | Promise<Response>,
  props: { total?: number; columns?: UsersColumnId[] } = {},
) {
  const calls: ApiCall[] = [];
  const site = await renderLiveSite('/export', {
    users: { 'employee@example.com': EMPLOYEE },
    permissions: { 1: grants },
    api: (call) => {
      if (call.path !== 'users/Export') return undefined;
      calls.push(call);
      return answer(call);
    },
    signedInAs: { email: 'employee@example.com', password: 'Employee1' },
    pages: [
      {
        path: 'export',
        element: <ExportUsersButton filters={FILTERS} sort={SORT} columns={props.columns ?? ['name', 'email']} total={props.total ?? 2} />,
      },
    ],
  });
  cleanups.push(site.cleanup);
  return { site, calls };
}

describe('ExportUsersButton', () => {
  it('exports the whole query in the chosen columns and opens the file in a new window', async () => {
    open.mockReturnValue({} as Window);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { calls } = await openExport(async () => {
      await answered;
      return fileResponse(200, CSV, 'text/csv; charset=utf-8');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV (2 users)' }));
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second click while exporting starts nothing.
    await userEvent.click(busy);
    release();
    await waitFor(() => expect(exportStatus()).toHaveTextContent('The CSV file of 2 users opened in a new window.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { Filters: FILTERS, Sort: SORT, Columns: ['FullName', 'Email'] } });
    expect(open).toHaveBeenCalledWith('blob:users.csv', '_blank');
    const file = (URL.createObjectURL as jest.Mock).mock.calls[0]?.[0] as Blob;
    expect(await textOf(file)).toBe(CSV);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV (2 users)' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the pop-up message beside the button when the window is blocked, and works again after', async () => {
    open.mockReturnValue(null);
    const { calls } = await openExport(() => fileResponse(200, CSV, 'text/csv; charset=utf-8'));
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV (2 users)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please disable your Pop-up blocker and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    open.mockReturnValue({} as Window);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV (2 users)' }));
    await waitFor(() => expect(exportStatus()).toHaveTextContent('opened in a new window'));
    expect(calls).toHaveLength(2);
  });

  it('shows a refused export in words, opens nothing, and can try again', async () => {
    open.mockReturnValue({} as Window);
    let refuse = true;
    await openExport(() =>
      refuse
        ? fileResponse(
            403,
            JSON.stringify({ Status: 403, Data: null, Errors: [{ Code: 'forbidden', Data: 'users.read' }] }),
            'application/json',
          )
        : fileResponse(200, CSV, 'text/csv'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV (2 users)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: You are not allowed to do this.');
    expect(open).not.toHaveBeenCalled();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV (2 users)' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('says when the service cannot be reached', async () => {
    await openExport(() => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV (2 users)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service cannot be reached. Check your connection and try again.');
  });

  it('is disabled with nothing to export', async () => {
    const { calls } = await openExport(() => fileResponse(200, CSV, 'text/csv'), { total: 0 });
    const button = await screen.findByRole('button', { name: 'Export CSV (0 users)' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(calls).toHaveLength(0);
  });
});

describe('exportFieldsOf', () => {
  it('maps the columns to their wire fields, in order, each once', () => {
    expect(exportFieldsOf(['status', 'name', 'id'])).toEqual(['IsBlocked', 'IsArchived', 'FullName', 'Id']);
    expect(exportFieldsOf(['email', 'email'])).toEqual(['Email']);
    expect(exportFieldsOf([])).toEqual([]);
  });
});
