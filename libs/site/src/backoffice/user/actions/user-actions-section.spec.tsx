import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SIX_LANGUAGES } from '@brokerfront/config/testing';
import { createI18n } from '@brokerfront/i18n';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { SendCredentialsStatus } from '@brokerfront/identity-api';
import { testResources } from '../../../live/testing/live-site';
import { ALL, CLIENT, COLLEAGUE, EMPLOYEE, grants, openActions, P, refusal } from './actions-harness';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

async function open(id: number, options: Parameters<typeof openActions>[1] = {}) {
  const opened = await openActions(id, options);
  cleanups.push(opened.site.cleanup);
  return opened;
}

const actionsBox = () => screen.getByRole('region', { name: 'Actions' });
const buttonNames = () =>
  within(actionsBox())
    .queryAllByRole('button')
    .map((b) => b.textContent);
const status = () => within(actionsBox()).getByRole('status');

/** Opens an action's dialog from its button (once offered: after an action, the user's new state loads first). */
async function start(button: string, dialog: string) {
  await userEvent.click(await within(actionsBox()).findByRole('button', { name: button }));
  return screen.getByRole('alertdialog', { name: dialog });
}

describe('which actions are offered', () => {
  it('offers every action that applies to a client not fully registered, with every permission', async () => {
    await open(CLIENT.Id);
    expect(buttonNames()).toEqual([
      'Promote to active client',
      'Send credentials',
      'Change avatar',
      'Sign in as client',
      'Block',
      'Archive',
      'Delete user',
    ]);
    // Destructive actions have the danger look.
    for (const name of ['Block', 'Archive', 'Delete user']) {
      expect(within(actionsBox()).getByRole('button', { name })).toHaveClass('bf-user-actions__button--danger');
    }
    expect(within(actionsBox()).getByRole('button', { name: 'Send credentials' })).not.toHaveClass('bf-user-actions__button--danger');
  });

  it('offers an employee neither Promote, Send credentials nor "Sign in as client"; Unblock and Unarchive follow the state', async () => {
    await open(COLLEAGUE.Id, { users: [EMPLOYEE, { ...COLLEAGUE, IsBlocked: true, IsArchived: true }] });
    expect(buttonNames()).toEqual(['Change avatar', 'Unblock', 'Unarchive', 'Delete user']);
  });

  it('shows each action only with its permission on this user (a grant on another user does not count)', async () => {
    await open(CLIENT.Id, {
      permissions: [
        ...grants(1, [P.UsersRead]),
        ...grants(1, [P.UsersBlock, P.UsersAutoLogin], CLIENT.Id),
        ...grants(1, [P.UsersDelete, P.UsersArchive], 99),
      ],
    });
    expect(buttonNames()).toEqual(['Sign in as client', 'Block']);
  });

  it('without any action on this user says so, and nothing else', async () => {
    const { service } = await open(CLIENT.Id, { permissions: [...grants(1, [P.UsersRead]), ...grants(1, [P.UsersBlock], 99)] });
    expect(within(actionsBox()).getByText('You have no actions on this user.')).toBeVisible();
    expect(buttonNames()).toEqual([]);
    expect(service.writes).toEqual([]);
  });

  it("on the employee's own record shows only a note, whatever the permissions", async () => {
    const { service } = await open(EMPLOYEE.Id);
    expect(within(actionsBox()).getByText('You cannot take these actions on your own account.')).toBeVisible();
    expect(buttonNames()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(service.writes).toEqual([]);
  });
});

describe('Block and Unblock', () => {
  it('asks first (naming the user and the consequence), blocks, announces it and returns focus to the button', async () => {
    const { service } = await open(CLIENT.Id);
    const dialog = await start('Block', 'Block Chris Client');
    expect(dialog).toHaveAccessibleDescription('Block Chris Client (chris.client@example.com)?');
    expect(dialog).toHaveTextContent('Chris Client is signed out at once on every device and cannot sign in until unblocked.');
    // The safe answer is focused first; the confirm button has the danger look.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Block' })).toHaveClass('bf-user-actions__danger');
    expect(service.writes).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(status()).toHaveTextContent('Chris Client is blocked.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(service.writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'users/2/SetIsBlocked?isBlocked=true', body: undefined },
    ]);
    // The user is read again: the same button now unblocks, and keeps the focus.
    const unblock = await within(actionsBox()).findByRole('button', { name: 'Unblock' });
    expect(unblock).toHaveFocus();

    const again = await start('Unblock', 'Unblock Chris Client');
    expect(again).toHaveTextContent('Chris Client may sign in again.');
    await userEvent.click(within(again).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(status()).toHaveTextContent('Chris Client is unblocked.'));
    expect(service.writes.at(-1)?.path).toBe('users/2/SetIsBlocked?isBlocked=false');
  });

  it('Cancel and Escape act on nobody and return focus to the button', async () => {
    const { service } = await open(CLIENT.Id);
    const block = within(actionsBox()).getByRole('button', { name: 'Block' });
    let dialog = await start('Block', 'Block Chris Client');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(block).toHaveFocus();
    dialog = await start('Block', 'Block Chris Client');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(block).toHaveFocus();
    expect(service.writes).toEqual([]);
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows each refusal in words and keeps the dialog open; a retry after it succeeds', async () => {
    const { service } = await open(CLIENT.Id);
    const dialog = await start('Block', 'Block Chris Client');
    const confirm = within(dialog).getByRole('button', { name: 'Block' });
    const refusals: Array<[Response, string]> = [
      [refusal(403, 'cannot_act_on_self', 2), 'You cannot do this to your own account.'],
      [
        refusal(403, 'target_more_privileged', '2: users.delete'),
        'This user holds permissions you do not have, so you cannot change them.',
      ],
      [refusal(403, 'forbidden', 'users.block'), 'You are not allowed to do this.'],
      [refusal(404, 'user_not_found', 2), 'User not found.'],
      [refusal(429, 'too_many_requests', { RetryAfter: 5 }), 'Too many requests. Please wait a moment and try again.'],
    ];
    for (const [answer, words] of refusals) {
      service.refuse = () => answer;
      await userEvent.click(confirm);
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(words));
      expect(dialog).toBeInTheDocument();
      expect(status()).toHaveTextContent('');
    }
    service.refuse = () => undefined;
    await userEvent.click(confirm);
    await waitFor(() => expect(status()).toHaveTextContent('Chris Client is blocked.'));
    expect(service.writes).toHaveLength(refusals.length + 1);
  });

  it('disables the buttons while the call runs', async () => {
    const { service } = await open(CLIENT.Id);
    service.hold = true;
    const dialog = await start('Block', 'Block Chris Client');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    const working = await within(dialog).findByRole('button', { name: 'Working…' });
    expect(working).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    // A second press and Escape do nothing meanwhile.
    await userEvent.click(working);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    for (const name of ['Send credentials', 'Archive', 'Delete user'])
      expect(within(actionsBox()).getByRole('button', { name })).toBeDisabled();
    await waitFor(() => expect(service.held).toHaveLength(1));
    service.release();
    await waitFor(() => expect(status()).toHaveTextContent('Chris Client is blocked.'));
    expect(service.writes).toHaveLength(1);
    expect(within(actionsBox()).getByRole('button', { name: 'Archive' })).toBeEnabled();
  });
});

describe('Archive and Unarchive', () => {
  it('archives with SetIsArchived, says already_archived in words, and unarchives', async () => {
    const { service } = await open(CLIENT.Id);
    const dialog = await start('Archive', 'Archive Chris Client');
    expect(dialog).toHaveAccessibleDescription('Archive Chris Client (chris.client@example.com)?');
    expect(dialog).toHaveTextContent('Chris Client is signed out at once and can no longer sign in.');
    expect(within(dialog).getByRole('button', { name: 'Archive' })).toHaveClass('bf-user-actions__danger');

    for (const [answer, words] of [
      [refusal(400, 'already_archived'), 'User is already archived.'],
      [refusal(403, 'cannot_act_on_self', 2), 'You cannot do this to your own account.'],
      [refusal(403, 'target_more_privileged', '2: users.read'), 'This user holds permissions you do not have, so you cannot change them.'],
      [refusal(403, 'forbidden', 'users.archive'), 'You are not allowed to do this.'],
    ] as const) {
      service.refuse = () => answer;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(words));
    }
    service.refuse = () => undefined;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(status()).toHaveTextContent('Chris Client is archived.'));
    expect(service.writes.at(-1)).toMatchObject({ method: 'POST', path: 'users/SetIsArchived', body: { UserId: 2, IsArchived: true } });

    const back = await start('Unarchive', 'Unarchive Chris Client');
    expect(back).toHaveTextContent('Chris Client may sign in again.');
    await userEvent.click(within(back).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(status()).toHaveTextContent('Chris Client is no longer archived.'));
    expect(service.writes.at(-1)).toMatchObject({ method: 'POST', path: 'users/SetIsArchived', body: { UserId: 2, IsArchived: false } });
  });
});

describe('Promote', () => {
  it('promotes the client, then the button goes and focus moves to the heading', async () => {
    const { service } = await open(CLIENT.Id);
    const dialog = await start('Promote to active client', 'Promote Chris Client');
    expect(dialog).toHaveAccessibleDescription('Make Chris Client (chris.client@example.com) an active client?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(status()).toHaveTextContent('Chris Client is now an active client.'));
    expect(service.writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'users/Promote', body: { UserIds: [2] } },
    ]);
    await waitFor(() => expect(within(actionsBox()).queryByRole('button', { name: 'Promote to active client' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Actions' })).toHaveFocus();
  });

  it("says already_promoted ('Clients are already active.') and the other refusals in words", async () => {
    const { service } = await open(CLIENT.Id);
    const dialog = await start('Promote to active client', 'Promote Chris Client');
    for (const [answer, words] of [
      [refusal(400, 'already_promoted'), 'Clients are already active.'],
      [refusal(403, 'target_more_privileged', '2: users.read'), 'This user holds permissions you do not have, so you cannot change them.'],
      [refusal(403, 'forbidden', 'users.update'), 'You are not allowed to do this.'],
    ] as const) {
      service.refuse = () => answer;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(words));
    }
    expect(screen.getByRole('alertdialog', { name: 'Promote Chris Client' })).toBe(dialog);
  });
});

describe('Send credentials', () => {
  it('sends to the client and says each Status in words; only Success closes the dialog', async () => {
    const { service } = await open(CLIENT.Id);
    const dialog = await start('Send credentials', 'Send credentials to Chris Client');
    expect(dialog).toHaveAccessibleDescription('Send new credentials to Chris Client (chris.client@example.com)?');
    expect(dialog).toHaveTextContent('The old password stops working and open sessions end.');
    const send = within(dialog).getByRole('button', { name: 'Send credentials' });
    for (const [answer, words] of [
      [SendCredentialsStatus.Forbidden, 'You may not send credentials to this user.'],
      [SendCredentialsStatus.ValidationError, 'This user cannot get credentials: only clients who are neither blocked nor archived can.'],
      [SendCredentialsStatus.Other, 'The e-mail with the credentials could not be sent.'],
    ] as const) {
      service.credentialsStatus = answer;
      await userEvent.click(send);
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(words));
    }
    service.refuse = () => refusal(403, 'forbidden', 'users.send-credentials');
    await userEvent.click(send);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('You are not allowed to do this.'));

    service.refuse = () => undefined;
    service.credentialsStatus = SendCredentialsStatus.Success;
    await userEvent.click(send);
    await waitFor(() => expect(status()).toHaveTextContent('New credentials were sent to Chris Client.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(service.writes).toHaveLength(5);
    for (const call of service.writes) {
      expect(call).toMatchObject({ method: 'POST', path: 'users/SendCredentialsForClients', body: { UserIds: [2] } });
    }
  });
});

describe('in another language', () => {
  it('names the action, the consequence and the refusal in German', async () => {
    const german = SIX_LANGUAGES[1];
    const i18n = await createI18n({
      languages: SIX_LANGUAGES,
      defaultLanguage: SIX_LANGUAGES[0],
      language: german.prefix,
      resources: testResources(),
      logger: { warn: () => undefined },
    });
    const wrap = (page: ReactNode) => <I18nextProvider i18n={i18n}>{page}</I18nextProvider>;
    const { service } = await open(CLIENT.Id, { permissions: grants(1, ALL), wrap });
    const box = screen.getByRole('region', { name: 'Aktionen' });
    await userEvent.click(within(box).getByRole('button', { name: 'Sperren' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Chris Client sperren' });
    expect(dialog).toHaveTextContent('Chris Client wird sofort auf allen Geräten abgemeldet');
    service.refuse = () => refusal(403, 'cannot_act_on_self', 2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Das können Sie mit Ihrem eigenen Konto nicht tun.'));
    service.refuse = () => refusal(400, 'already_archived');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Archivieren' }));
    const archive = screen.getByRole('alertdialog', { name: 'Chris Client archivieren' });
    await userEvent.click(within(archive).getByRole('button', { name: 'Archivieren' }));
    await waitFor(() => expect(within(archive).getByRole('alert')).toHaveTextContent('Der Benutzer ist bereits archiviert.'));
  });
});
