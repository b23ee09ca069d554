import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from '@brokerfront/i18n/react';
import { ConfirmEmailView, type ConfirmEmailState } from './confirm-email-view';

interface ConfirmEmailProps {
  state: ConfirmEmailState;
  signedIn?: boolean;
  /** The `errors` code of the service's answer (`email_already_confirmed`, `InvalidToken`, …). */
  code?: string;
  /** The confirmation with the owner's password is under way (`passwordRequired`). */
  busy?: boolean;
}

/**
 * `/confirm-email` in each of its states; "Send the link again" answers at once, neutrally. With the owner's
 * password, `Owner1` confirms and any other password spends the link.
 */
function ConfirmEmail({ state: initial, signedIn = false, code, busy = false }: ConfirmEmailProps) {
  const { t } = useTranslation('errors');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [state, setState] = useState(initial);
  const [answer, setAnswer] = useState(code);
  return (
    <ConfirmEmailView
      state={state}
      email="nina@example.com"
      message={answer ? t(answer) : null}
      signedIn={signedIn}
      continueHref={signedIn ? '#dashboard' : '#sign-in'}
      onRetry={() => undefined}
      busy={busy}
      onConfirmWithPassword={(password) => {
        setState(password === 'Owner1' ? 'confirmed' : 'passwordInvalid');
        setAnswer(password === 'Owner1' ? undefined : 'password_invalid');
      }}
      resend={{ email: signedIn ? 'nina@example.com' : null, onResend: setSentTo, sentTo }}
    />
  );
}

/** What became of an e-mail confirmation link. */
const meta: Meta<typeof ConfirmEmail> = {
  title: 'Client area/Forms/E-mail confirmation',
  component: ConfirmEmail,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = { args: { state: 'confirming' } };

export const Confirmed: Story = {
  args: { state: 'confirmed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#sign-in');
  },
};

export const ConfirmedSignedIn: Story = {
  args: { state: 'confirmed', signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  },
};

export const AlreadyConfirmed: Story = {
  args: { state: 'alreadyConfirmed', code: 'email_already_confirmed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Email already confirmed.');
  },
};

export const InvalidLink: Story = {
  args: { state: 'invalid', code: 'InvalidToken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Invalid verification code. Please try again.');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'nina@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If nina@example.com is waiting for confirmation, we have sent a new link to it.',
    );
  },
};

export const InvalidLinkSignedIn: Story = { args: { state: 'invalid', code: 'InvalidToken', signedIn: true } };

export const MissingToken: Story = { args: { state: 'missingToken' } };

export const Failed: Story = {
  args: { state: 'failed', code: 'network_error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An address an employee set: its owner confirms it with their current password. */
export const PasswordRequired: Story = {
  args: { state: 'passwordRequired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Confirm that the account is yours' });
    await expect(form).toHaveAccessibleDescription(/changed on your behalf/);
    const password = canvas.getByLabelText(/^Current password/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm e-mail address' }));
    await expect(password).toHaveAccessibleDescription(/Enter your current password\.$/);
    await userEvent.type(password, 'Owner1');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm e-mail address' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible();
  },
};

/** The confirmation with the password under way: the form waits, keeping what was typed. */
export const PasswordRequiredBusy: Story = { args: { state: 'passwordRequired', busy: true } };

/** A failed try with the password (here the network): said above the field, the form stays. */
export const PasswordRequiredFailed: Story = { args: { state: 'passwordRequired', code: 'network_error' } };

/** A wrong password spent the link: a new one is offered. */
export const PasswordInvalid: Story = {
  args: { state: 'passwordInvalid', code: 'password_invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('this link can no longer be used');
    await expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  },
};
