import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AutoLoginDialog,
  AvatarDialog,
  ConfirmUserActionDialog,
  DeleteUserDialog,
  type CopyState,
  type SimpleUserActionId,
} from './user-action-dialogs';
import { UserActionButton, UserActionsPanel, type UserActionId, type UserActionsNote, type UserActionTarget } from './user-actions-panel';

const CLIENT: UserActionTarget = { name: 'Chris Client', email: 'chris.client@example.com' };
const LINK = 'https://broker.example/auto-login?token=3f9c2a7e';
const CLIENT_ACTIONS: UserActionId[] = ['promote', 'sendCredentials', 'avatar', 'autoLogin', 'block', 'archive', 'delete'];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The opposite of a toggled action, once done (Block becomes Unblock). */
const FLIPPED: Partial<Record<UserActionId, UserActionId>> = {
  block: 'unblock',
  unblock: 'block',
  archive: 'unarchive',
  unarchive: 'archive',
};
const DONE: Record<UserActionId, string> = {
  block: 'Chris Client is blocked.',
  unblock: 'Chris Client is unblocked.',
  archive: 'Chris Client is archived.',
  unarchive: 'Chris Client is no longer archived.',
  promote: 'Chris Client is now an active client.',
  sendCredentials: 'New credentials were sent to Chris Client.',
  avatar: 'The avatar of Chris Client is changed.',
  autoLogin: 'A sign-in link for Chris Client was created.',
  delete: 'Chris Client was deleted.',
};

interface DemoProps {
  /** The actions offered (the site shows each with its permission on the user). */
  actions?: UserActionId[];
  /** No action, and why. */
  note?: UserActionsNote | null;
  /** Every call fails with this text (in words, as the site gives it). */
  failWith?: string | null;
  /** How long a call takes. */
  delayMs?: number;
}

/** The "Actions" box over a fake service: each call takes `delayMs`, then succeeds or fails with `failWith`. */
function UserActionsDemo({ actions = CLIENT_ACTIONS, note = null, failWith = null, delayMs = 150 }: DemoProps) {
  const [offered, setOffered] = useState(actions);
  const [open, setOpen] = useState<UserActionId | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copy, setCopy] = useState<CopyState>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = async (action: UserActionId, after?: () => void) => {
    setBusy(true);
    setError(null);
    await wait(delayMs);
    if (!alive.current) return;
    setBusy(false);
    if (failWith) {
      setError(failWith);
      return;
    }
    if (after) {
      after();
      return;
    }
    setOpen(null);
    setStatus(DONE[action]);
    setOffered((list) =>
      action === 'promote' || action === 'delete'
        ? list.filter((a) => a !== action)
        : list.map((a) => (a === action ? (FLIPPED[a] ?? a) : a)),
    );
  };

  const close = () => {
    setOpen(null);
    setError(null);
    setLink(null);
    setCopy(null);
  };

  const common = { user: CLIENT, busy, error, onCancel: close };
  let dialog = null;
  if (open === 'delete') dialog = <DeleteUserDialog {...common} onConfirm={() => void run('delete')} />;
  else if (open === 'avatar')
    dialog = <AvatarDialog {...common} currentAvatarUrl={null} onUpload={() => void run('avatar')} onChoose={() => setError(null)} />;
  else if (open === 'autoLogin')
    dialog = (
      <AutoLoginDialog
        {...common}
        link={link}
        copy={copy}
        onCreate={() =>
          void run('autoLogin', () => {
            setLink(LINK);
            setStatus(DONE.autoLogin);
          })
        }
        onCopy={() => setCopy('copied')}
        onOpen={fn()}
      />
    );
  else if (open) {
    const action = open as SimpleUserActionId;
    dialog = <ConfirmUserActionDialog {...common} action={action} onConfirm={() => void run(action)} />;
  }

  return (
    <UserActionsPanel note={note} status={status}>
      {offered.map((action) => (
        <UserActionButton
          // One place per toggle: Block becomes Unblock in the same button, which keeps the focus.
          key={action === 'unblock' ? 'block' : action === 'unarchive' ? 'archive' : action}
          action={action}
          disabled={busy}
          onClick={() => {
            setStatus(null);
            setOpen(action);
          }}
        />
      ))}
      {dialog}
    </UserActionsPanel>
  );
}

/** The guarded actions on one user: the "Actions" box of a user's page and the dialog of each action. */
const meta: Meta<typeof UserActionsDemo> = {
  title: 'Back office/User actions',
  component: UserActionsDemo,
};
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Actions' }));

/** A client not fully registered, every permission: the destructive actions last, with the danger look. */
export const AllActions: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const panel = box(canvasElement);
    await expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Promote to active client',
      'Send credentials',
      'Change avatar',
      'Sign in as client',
      'Block',
      'Archive',
      'Delete user',
    ]);
    await expect(panel.getByRole('button', { name: 'Delete user' })).toHaveClass('bf-user-actions__button--danger');
    await expect(panel.getByRole('button', { name: 'Change avatar' })).not.toHaveClass('bf-user-actions__button--danger');
  },
};

/** An employee with users.block only, on a blocked user. */
export const UnblockOnly: Story = {
  args: { actions: ['unblock'] },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).getByRole('button', { name: 'Unblock' })).not.toHaveClass('bf-user-actions__button--danger');
  },
};

/** The employee's own record: a note, no action. */
export const OwnRecord: Story = {
  args: { note: 'own' },
  play: async ({ canvasElement }) => {
    const panel = box(canvasElement);
    await expect(panel.getByText('You cannot take these actions on your own account.')).toBeVisible();
    await expect(panel.queryAllByRole('button')).toHaveLength(0);
  },
};

/** No permission for any action on this user. */
export const NoPermission: Story = {
  args: { note: 'none' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).getByText('You have no actions on this user.')).toBeVisible();
  },
};

/** The permissions are still loading. */
export const PermissionsLoading: Story = {
  args: { note: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).getByText('Checking what you may do…')).toBeVisible();
  },
};

/** Block from the button to the outcome: the question, the busy state, the announcement, focus back on the button. */
export const BlockFlow: Story = {
  args: { delayMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = box(canvasElement).getByRole('button', { name: 'Block' });
    await userEvent.click(block);
    const dialog = canvas.getByRole('alertdialog', { name: 'Block Chris Client' });
    await expect(dialog).toHaveAccessibleDescription('Block Chris Client (chris.client@example.com)?');
    await expect(dialog).toHaveTextContent('signed out at once on every device');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(within(dialog).getByRole('button', { name: 'Working…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(box(canvasElement).getByRole('button', { name: 'Archive' })).toBeDisabled();
    await waitFor(() => expect(box(canvasElement).getByRole('status')).toHaveTextContent('Chris Client is blocked.'));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(box(canvasElement).getByRole('button', { name: 'Unblock' })).toHaveFocus();
  },
};

/** A refusal: said in words, the dialog stays open to try again or cancel. */
export const BlockRefused: Story = {
  args: { failWith: 'You cannot do this to your own account.', delayMs: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement).getByRole('button', { name: 'Block' }));
    const dialog = canvas.getByRole('alertdialog', { name: 'Block Chris Client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot do this to your own account.');
    await expect(canvas.getByRole('alertdialog')).toBe(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(box(canvasElement).getByRole('button', { name: 'Block' })).toHaveFocus();
  },
};

/** The question of each plain action, naming the user and the consequence. */
const question = (action: SimpleUserActionId, title: string, consequence: string): Story => ({
  render: () => <ConfirmUserActionDialog action={action} user={CLIENT} onConfirm={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: title });
    await expect(dialog).toHaveTextContent(consequence);
  },
});

export const ConfirmUnblock = question('unblock', 'Unblock Chris Client', 'Chris Client may sign in again.');
export const ConfirmArchive = question('archive', 'Archive Chris Client', 'The record is kept and can be unarchived.');
export const ConfirmUnarchive = question('unarchive', 'Unarchive Chris Client', 'Chris Client may sign in again.');
export const ConfirmPromote = question('promote', 'Promote Chris Client', 'Chris Client counts as fully registered from now on.');
export const ConfirmSendCredentials = question(
  'sendCredentials',
  'Send credentials to Chris Client',
  'The old password stops working and open sessions end.',
);

/** Busy: the buttons do nothing and say so. */
export const ConfirmBusy: Story = {
  render: () => <ConfirmUserActionDialog action="archive" user={CLIENT} busy onConfirm={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Archive Chris Client' });
    await expect(within(dialog).getByRole('button', { name: 'Working…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** Send credentials answered with a Status other than Success, in words. */
export const SendCredentialsRefused: Story = {
  render: () => (
    <ConfirmUserActionDialog
      action="sendCredentials"
      user={CLIENT}
      error="The e-mail with the credentials could not be sent."
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The e-mail with the credentials could not be sent.');
  },
};

/** Promote refused with already_promoted. */
export const PromoteRefused: Story = {
  render: () => (
    <ConfirmUserActionDialog action="promote" user={CLIENT} error="Clients are already active." onConfirm={fn()} onCancel={fn()} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Clients are already active.');
  },
};

/** Delete: enabled once the e-mail address is typed, capital letters aside; something else is said beside the field. */
export const DeleteTypedConfirmation: Story = {
  render: () => <DeleteUserDialog user={CLIENT} onConfirm={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Delete Chris Client' });
    const field = within(dialog).getByRole('textbox', { name: "Type the user's e-mail address to confirm" });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(field).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveClass('bf-user-actions__danger');
    await userEvent.type(field, 'chris@example.com');
    await userEvent.tab();
    await expect(within(dialog).getByText("This is not the user's e-mail address.")).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Chris.Client@EXAMPLE.com');
    await expect(confirm).toBeEnabled();
    await expect(within(dialog).queryByText("This is not the user's e-mail address.")).toBeNull();
  },
};

/** Delete refused: in words, the typed address kept. */
export const DeleteRefused: Story = {
  render: () => (
    <DeleteUserDialog
      user={CLIENT}
      error="This user holds permissions you do not have, so you cannot change them."
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This user holds permissions you do not have');
  },
};

/** The whole delete through the box: typed, confirmed, announced, and the button gone. */
export const DeleteFlow: Story = {
  args: { delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement).getByRole('button', { name: 'Delete user' }));
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete Chris Client' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'chris.client@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(box(canvasElement).getByRole('status')).toHaveTextContent('Chris Client was deleted.'));
    await expect(box(canvasElement).queryByRole('button', { name: 'Delete user' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Actions' })).toHaveFocus();
  },
};

/** Change avatar: a file of the wrong type is refused beside the field before any upload; a picture is previewed. */
export const AvatarChoose: Story = {
  render: () => <AvatarDialog user={CLIENT} currentAvatarUrl={null} onUpload={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Change the avatar of Chris Client' });
    const input = within(dialog).getByLabelText('Picture');
    await expect(input).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a picture first.');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, GIF or WebP image.');
    await userEvent.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.gif', { type: 'image/gif' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This file is 3 MB: the largest picture allowed is 2 MB.');
    await userEvent.upload(input, new File([new Uint8Array(1024)], 'face.png', { type: 'image/png' }));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(dialog).toHaveTextContent('face.png, 1 kB');
  },
};

/** The service refused the picture (too large): in words. */
export const AvatarRefused: Story = {
  render: () => (
    <AvatarDialog
      user={CLIENT}
      currentAvatarUrl={null}
      error="The file is too large: the largest picture allowed is 2 MB."
      onUpload={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file is too large');
  },
};

/** Uploading: the buttons do nothing meanwhile. */
export const AvatarUploading: Story = {
  render: () => <AvatarDialog user={CLIENT} currentAvatarUrl={null} busy onUpload={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Working…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByLabelText('Picture')).toBeDisabled();
  },
};

/** "Sign in as client": the warning first. */
export const AutoLoginWarning: Story = {
  render: () => <AutoLoginDialog user={CLIENT} link={null} onCreate={fn()} onCopy={fn()} onOpen={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Sign in as Chris Client' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(dialog).toHaveTextContent('The session ends when its tab is closed; it is never remembered.');
    await expect(dialog).toHaveTextContent("It is recorded in the client's timeline with your name.");
  },
};

/** The link could not be created (the user is blocked or archived). */
export const AutoLoginRefused: Story = {
  render: () => (
    <AutoLoginDialog
      user={CLIENT}
      link={null}
      error="This user is blocked or archived."
      onCreate={fn()}
      onCopy={fn()}
      onOpen={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This user is blocked or archived.');
  },
};

/** The link, with Copy (announced) and Open. */
export const AutoLoginLink: Story = {
  args: { delayMs: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement).getByRole('button', { name: 'Sign in as client' }));
    await userEvent.click(within(canvas.getByRole('alertdialog')).getByRole('button', { name: 'Create sign-in link' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Sign in as Chris Client' });
    await expect(within(dialog).getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(LINK);
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    await expect(copy).toHaveFocus();
    await userEvent.click(copy);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('The link is copied.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(box(canvasElement).getByRole('button', { name: 'Sign in as client' })).toHaveFocus();
  },
};

/** Copying failed: said, and the link selected to copy by hand. */
export const AutoLoginCopyFailed: Story = {
  render: () => <AutoLoginDialog user={CLIENT} link={LINK} copy="failed" onCreate={fn()} onCopy={fn()} onOpen={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('The link could not be copied');
    await expect(within(dialog).getByRole('textbox', { name: 'Sign-in link' })).toHaveFocus();
  },
};
