import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IdleDialog } from './idle-dialog';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';

const meta: Meta = {
  title: 'Auth/Sign-in screens',
};
export default meta;

type Story = StoryObj;

export const SignIn: Story = {
  render: () => <SignInForm onSubmit={() => undefined} />,
};

export const SignInBusy: Story = {
  render: () => <SignInForm onSubmit={() => undefined} busy />,
};

export const SignInError: Story = {
  render: () => <SignInForm onSubmit={() => undefined} error="Invalid password." initialEmail="client@example.com" />,
};

export const SignInLockedOut: Story = {
  render: () => (
    <SignInForm
      onSubmit={() => undefined}
      error="You have been temporarily blocked due to too many failed attempts."
      lockedUntil={new Date(Date.now() + 15 * 60_000)}
    />
  ),
};

function IdleDialogDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show the dialog
      </button>
      <IdleDialog open={open} secondsLeft={299} onStay={() => setOpen(false)} onSignOut={() => setOpen(false)} />
    </>
  );
}

export const IdleCountdown: Story = {
  render: () => <IdleDialogDemo />,
};

export const SignOut: Story = {
  render: () => <SignOutButton onSignOut={() => undefined} />,
};
