import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installNavigationRequest } from '../../../testing/navigation-request';
import { CLIENT, openActions, refusal } from './actions-harness';
import { autoLoginLinkOf } from './user-actions-section';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  jest.restoreAllMocks();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

async function open(id = CLIENT.Id) {
  const opened = await openActions(id);
  cleanups.push(opened.site.cleanup);
  return opened;
}

const actionsBox = () => screen.getByRole('region', { name: 'Actions' });
const status = () => within(actionsBox()).getByRole('status');
const button = (name: string) => within(actionsBox()).getByRole('button', { name });

describe('Delete', () => {
  it("is enabled once the user's e-mail address is typed (capital letters do not matter), then goes to the users list with a notice", async () => {
    const { site, service } = await open();
    await userEvent.click(button('Delete user'));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Chris Client' });
    expect(dialog).toHaveAccessibleDescription('Delete Chris Client (chris.client@example.com) for good?');
    expect(dialog).toHaveTextContent('The user is signed out at once and the record is removed. This cannot be undone.');
    const field = within(dialog).getByRole('textbox', { name: "Type the user's e-mail address to confirm" });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Type chris.client@example.com (capital letters do not matter).');
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveClass('bf-user-actions__danger');

    // Something else typed: still disabled, and said beside the field once it is left, keeping what was typed.
    await userEvent.type(field, 'chris.client@example');
    expect(confirm).toBeDisabled();
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription(
      "Type chris.client@example.com (capital letters do not matter). This is not the user's e-mail address.",
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('chris.client@example');
    await userEvent.clear(field);
    await userEvent.type(field, '  CHRIS.Client@Example.COM ');
    expect(confirm).toBeEnabled();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(service.writes).toEqual([]);

    await userEvent.click(confirm);
    await waitFor(() => expect(site.where()).toBe('/backoffice/users'));
    expect(service.writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'DELETE', path: 'users/2', body: undefined },
    ]);
    expect(site.router.state.location.state).toEqual({ deletedUser: { id: 2, name: 'Chris Client' } });
  });

  it('shows each refusal in words and keeps the dialog and what was typed', async () => {
    const { site, service } = await open();
    await userEvent.click(button('Delete user'));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Chris Client' });
    const field = within(dialog).getByRole('textbox');
    await userEvent.type(field, 'chris.client@example.com');
    for (const [answer, words] of [
      [refusal(403, 'cannot_act_on_self', 2), 'You cannot do this to your own account.'],
      [refusal(403, 'target_more_privileged', '2: users.read'), 'This user holds permissions you do not have, so you cannot change them.'],
      [refusal(403, 'forbidden', 'users.delete'), 'You are not allowed to do this.'],
      [refusal(404, 'user_not_found', 2), 'User not found.'],
    ] as const) {
      service.refuse = () => answer;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(words));
      expect(field).toHaveValue('chris.client@example.com');
    }
    expect(site.where()).toBe('/user/2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(button('Delete user')).toHaveFocus();
  });

  it('the users list says which user was deleted, once', async () => {
    const { site } = await open();
    await act(() => site.router.navigate('/notice', { state: { deletedUser: { id: 2, name: 'Chris Client' } } }));
    expect(await screen.findByText('Chris Client was deleted.')).toHaveAttribute('role', 'status');
    // The state leaves the history entry: a reload does not say it again.
    await waitFor(() => expect(site.router.state.location.state).toBeNull());
    expect(site.where()).toBe('/notice');
  });
});

describe('Change avatar', () => {
  const png = (bytes: number, name = 'face.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('checks the file before uploading it, shows a preview, uploads it as the File field and announces it', async () => {
    const { service } = await open();
    const append = jest.spyOn(FormData.prototype, 'append');
    await userEvent.click(button('Change avatar'));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the avatar of Chris Client' });
    const input = within(dialog).getByLabelText('Picture');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(input).toHaveAccessibleDescription('PNG, JPEG, GIF or WebP, up to 2 MB.');

    // Upload without a picture, a text file, an empty one and one over 2 MiB: each said beside the field, no call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a picture first.');
    expect(input).toHaveFocus();
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, GIF or WebP image.');
    await userEvent.upload(input, png(0));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This file is empty.');
    await userEvent.upload(input, png(3 * 1024 * 1024, 'huge.png'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This file is 3 MB: the largest picture allowed is 2 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(service.writes).toEqual([]);

    const face = png(2048);
    await userEvent.upload(input, face);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'Preview of the new avatar' })).toHaveAttribute('src', 'blob:preview-1');
    expect(dialog).toHaveTextContent('face.png, 2 kB');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(status()).toHaveTextContent('The avatar of Chris Client is changed.'));
    expect(service.writes.map(({ method, path }) => ({ method, path }))).toEqual([{ method: 'POST', path: 'users/2/SetAvatar' }]);
    expect(append).toHaveBeenCalledWith('File', face, 'face.png');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button('Change avatar')).toHaveFocus();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it("says the service's refusals in words and keeps the chosen picture", async () => {
    const { service } = await open();
    await userEvent.click(button('Change avatar'));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the avatar of Chris Client' });
    await userEvent.upload(within(dialog).getByLabelText('Picture'), png(4096, 'photo.webp', 'image/webp'));
    for (const [answer, words] of [
      [refusal(413, 'payload_too_large', 'File too large'), 'The file is too large: the largest picture allowed is 2 MB.'],
      [refusal(415, 'unsupported_media_type', 'image/bmp'), 'This file is not a PNG, JPEG, GIF or WebP image.'],
      [refusal(400, 'invalid_request', 'File: not a PNG, JPEG, GIF or WebP image'), 'This file is not a PNG, JPEG, GIF or WebP image.'],
      [refusal(403, 'target_more_privileged', '2: users.read'), 'This user holds permissions you do not have, so you cannot change them.'],
      [refusal(403, 'forbidden', 'users.avatar'), 'You are not allowed to do this.'],
    ] as const) {
      service.refuse = () => answer;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(words));
      expect(dialog).toHaveTextContent('photo.webp, 4 kB');
    }
    expect(service.writes).toHaveLength(5);
  });
});

describe('Sign in as client', () => {
  const LINK = () => `${window.location.origin}/auto-login?token=tok%2Fen%2B1`;

  it('warns first, then gives the link of this site with Copy (announced) and Open in a new tab', async () => {
    const { service } = await open();
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await userEvent.click(button('Sign in as client'));
    const warning = screen.getByRole('alertdialog', { name: 'Sign in as Chris Client' });
    expect(warning).toHaveAccessibleDescription('Sign in as Chris Client (chris.client@example.com)?');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "It is recorded in the client's timeline with your name.",
      'The session ends when its tab is closed; it is never remembered.',
      'The link works once and only for a short time.',
    ]);
    expect(warning).toHaveTextContent('A sign-in link opens a new session as this client');
    expect(service.writes).toEqual([]);

    await userEvent.click(within(warning).getByRole('button', { name: 'Create sign-in link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as Chris Client' });
    expect(service.writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'users/2/CreateAutoLogin', body: undefined },
    ]);
    expect(dialog).toHaveTextContent('The sign-in link for Chris Client is ready.');
    // The answer's own URL names another host: the link is this site's auto-login page.
    const link = within(dialog).getByRole('textbox', { name: 'Sign-in link' });
    expect(link).toHaveValue(LINK());
    expect(link).toHaveAttribute('readonly');
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    expect(copy).toHaveFocus();

    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(LINK());
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('The link is copied.'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Open in a new tab' }));
    expect(opened).toHaveBeenCalledWith(LINK(), '_blank', 'noopener,noreferrer');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('Sign in as client')).toHaveFocus();
    expect(status()).toHaveTextContent('A sign-in link for Chris Client was created.');
  });

  it('when copying fails, says so and selects the link to copy by hand', async () => {
    await open();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await userEvent.click(button('Sign in as client'));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Create sign-in link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as Chris Client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('The link could not be copied: select it and copy it yourself.'),
    );
    const link = within(dialog).getByRole('textbox', { name: 'Sign-in link' }) as HTMLInputElement;
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, LINK().length]);
  });

  it('says cannot_act_on_self, autologin_individuals_only and user_deactivated in words, keeping the warning open', async () => {
    const { service } = await open();
    await userEvent.click(button('Sign in as client'));
    const warning = screen.getByRole('alertdialog', { name: 'Sign in as Chris Client' });
    for (const [answer, words] of [
      [refusal(403, 'cannot_act_on_self', 2), 'You cannot do this to your own account.'],
      [refusal(403, 'autologin_individuals_only', 2), 'Only clients can be signed in to on their behalf.'],
      [refusal(400, 'user_deactivated', 2), 'This user is blocked or archived.'],
      [refusal(403, 'target_more_privileged', '2: users.read'), 'This user holds permissions you do not have, so you cannot change them.'],
      [refusal(403, 'forbidden', 'users.auto-login'), 'You are not allowed to do this.'],
    ] as const) {
      service.refuse = () => answer;
      await userEvent.click(within(warning).getByRole('button', { name: 'Create sign-in link' }));
      await waitFor(() => expect(within(warning).getByRole('alert')).toHaveTextContent(words));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(service.writes).toHaveLength(5);
  });

  it('builds the link from the origin, the localized page and the encoded token', () => {
    expect(autoLoginLinkOf('https://broker.example', '/de/auto-login', 'a b/c+d')).toBe(
      'https://broker.example/de/auto-login?token=a%20b%2Fc%2Bd',
    );
  });
});
