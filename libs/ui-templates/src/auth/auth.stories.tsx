import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { useTranslation } from '@brokerfront/i18n/react';
import { IdleDialog } from './idle-dialog';
import { signInFormLabels } from './labels';
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

/** The sign-in form in the toolbar's language, with its links and, when given, why the last session ended. */
function TranslatedSignIn({ noticeKey }: { noticeKey?: string }) {
  const { t } = useTranslation('auth');
  return (
    <SignInForm
      onSubmit={() => undefined}
      labels={signInFormLabels(t)}
      notice={noticeKey ? t(noticeKey) : null}
      forgotPasswordHref="#forgot-password"
      signUpHref="#sign-up"
    />
  );
}

export const SignInWithLinks: Story = {
  render: () => <TranslatedSignIn />,
};

export const SignInAfterIdleTimeout: Story = {
  render: () => <TranslatedSignIn noticeKey="session.signedOutIdle" />,
};

export const SignInAfterBlocked: Story = {
  render: () => <TranslatedSignIn noticeKey="session.blocked" />,
};

export const SignInAfterArchived: Story = {
  render: () => <TranslatedSignIn noticeKey="session.archived" />,
};

export const SignInAfterSessionExpired: Story = {
  render: () => <TranslatedSignIn noticeKey="session.expired" />,
};

export const SignInAfterOtherTab: Story = {
  render: () => <TranslatedSignIn noticeKey="session.otherTab" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You were signed out in another tab.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '#forgot-password');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#sign-up');
  },
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
