import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from '@brokerfront/i18n/react';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

interface PasswordProps {
  page: 'forgot' | 'reset';
  /** `errors` codes the fake service answers the first request with. */
  refuse?: string[];
  done?: boolean;
  missingToken?: boolean;
  sentTo?: string;
}

const LINK_CODES = ['password_reset_error', 'InvalidToken'];

/**
 * `/forgot-password` and `/reset-password` over a small fake service: the page starts as refused with
 * `refuse` (in the toolbar's language), and the next request is accepted.
 */
function Password({ page, refuse = [], done: initiallyDone = false, missingToken = false, sentTo: initiallySent }: PasswordProps) {
  const { t } = useTranslation('errors');
  const [pending, setPending] = useState(refuse);
  const [sentTo, setSentTo] = useState<string | null>(initiallySent ?? null);
  const [done, setDone] = useState(initiallyDone);
  const fieldCodes = pending.filter((code) => !LINK_CODES.includes(code) && code !== 'too_many_requests');
  const formCodes = pending.filter((code) => !fieldCodes.includes(code));
  const answer = (ok: () => void) => {
    setPending([]);
    ok();
  };
  if (page === 'forgot') {
    return (
      <ForgotPasswordForm
        signInHref="#sign-in"
        sentTo={sentTo}
        emailError={fieldCodes.length ? fieldCodes.map((c) => t(c)).join(' ') : null}
        formErrors={formCodes.map((c) => t(c))}
        onSubmit={(email) => answer(() => setSentTo(email))}
      />
    );
  }
  return (
    <ResetPasswordForm
      forgotPasswordHref="#forgot-password"
      signInHref="#sign-in"
      done={done}
      missingToken={missingToken}
      passwordError={fieldCodes.length ? fieldCodes.map((c) => t(c)).join(' ') : null}
      formErrors={formCodes.map((c) => t(c))}
      linkFailed={formCodes.some((c) => LINK_CODES.includes(c))}
      onSubmit={() => answer(() => setDone(true))}
    />
  );
}

/** Forgot and reset password. */
const meta: Meta<typeof Password> = {
  title: 'Client area/Forms/Password reset',
  component: Password,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Forgot: Story = {
  args: { page: 'forgot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'client@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/If an account exists for client@example.com/);
  },
};

export const ForgotSent: Story = { args: { page: 'forgot', sentTo: 'client@example.com' } };

export const ForgotEmailError: Story = { args: { page: 'forgot', refuse: ['email_invalid'] } };

export const Reset: Story = {
  args: { page: 'reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'NewSecret1');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'NewSecret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  },
};

export const ResetPasswordTooShort: Story = {
  args: { page: 'reset', refuse: ['password_short_token_valid'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Password is to short\. Token valid\.$/);
  },
};

export const ResetLinkRefused: Story = {
  args: { page: 'reset', refuse: ['password_reset_error'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Reset password has failed. Please try again.');
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const ResetDone: Story = { args: { page: 'reset', done: true } };

export const ResetMissingToken: Story = { args: { page: 'reset', missingToken: true } };
