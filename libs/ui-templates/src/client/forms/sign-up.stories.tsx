import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from '@brokerfront/i18n/react';
import { CheckEmailPanel } from './check-email';
import { RegistrationForm } from './registration-form';
import type { RegistrationField, RegistrationKind, RegistrationValues } from './validation';

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
  { code: 'SE', name: 'Sweden' },
  { code: 'ES', name: 'Spain' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'IT', name: 'Italy' },
];
const DOCUMENTS = [
  { href: '#terms', label: 'Terms and conditions' },
  { href: '#privacy', label: 'Privacy policy' },
];
const FILLED: Partial<RegistrationValues> = {
  firstName: 'Nina',
  lastName: 'New',
  email: 'client@example.com',
  phoneNumber: '+44 20 7946 0958',
  country: 'GB',
  password: 'Secret1',
  consent: true,
};

interface SignUpProps {
  kind?: RegistrationKind;
  initialValues?: Partial<RegistrationValues>;
  busy?: boolean;
  /** Codes of the `errors` namespace the fake service answers with, per field. */
  refuse?: Partial<Record<RegistrationField, string[]>>;
  /** A code of no field (network, rate limit). */
  refuseForm?: string;
  /** Start on the success state. */
  registered?: string;
  resent?: boolean;
}

/**
 * The sign-up page over a small fake service: 'client@example.com' is taken ('Email already in use.'
 * beside Email, in the toolbar's language); any other address succeeds with "Check your e-mail".
 */
function SignUp({
  kind = 'live',
  initialValues,
  busy = false,
  refuse,
  refuseForm,
  registered: initiallyRegistered,
  resent = false,
}: SignUpProps) {
  const { t } = useTranslation('errors');
  const text = (codes: string[] = []) => codes.map((code) => t(code)).join(' ');
  const initialErrors = refuse ? Object.fromEntries(Object.entries(refuse).map(([field, codes]) => [field, text(codes)])) : undefined;
  const [serviceErrors, setServiceErrors] = useState<Partial<Record<RegistrationField, string>> | undefined>(initialErrors);
  const [registered, setRegistered] = useState(initiallyRegistered ?? null);
  const [sentTo, setSentTo] = useState(resent ? (initiallyRegistered ?? null) : null);
  if (registered) {
    return <CheckEmailPanel kind={kind} email={registered} signInHref="#sign-in" onResend={setSentTo} sentTo={sentTo} />;
  }
  return (
    <RegistrationForm
      kind={kind}
      countries={COUNTRIES}
      documents={DOCUMENTS}
      locale="en-GB"
      busy={busy}
      initialValues={initialValues}
      serviceErrors={serviceErrors}
      formErrors={refuseForm ? [t(refuseForm)] : []}
      signInHref="#sign-in"
      otherKindHref={kind === 'live' ? '#sign-up-demo' : '#sign-up'}
      onSubmit={(values) => {
        if (values.email === 'client@example.com') setServiceErrors({ email: text(['email_already_taken']) });
        else setRegistered(values.email);
      }}
    />
  );
}

/** Sign-up (`/sign-up`) and the demo account (`/sign-up/demo`): the form, its errors and "Check your e-mail". */
const meta: Meta<typeof SignUp> = {
  title: 'Client area/Forms/Sign-up',
  component: SignUp,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Country/ })).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Open a demo account' })).toBeVisible();
  },
};

export const DuplicateEmail: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveAccessibleDescription('Email already in use.');
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Nina');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Secret1');
  },
};

export const ServiceErrors: Story = {
  args: {
    initialValues: { ...FILLED, email: 'nina@example.com' },
    refuse: {
      firstName: ['invalid_first_name'],
      phoneNumber: ['phone_already_in_use'],
      password: ['password_short', 'PasswordRequiresUpper'],
    },
  },
};

export const BrowserChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), '12');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription('Enter your first name.');
    await expect(canvas.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(/Enter 7 to 15 digits/);
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Accept the documents to create your account.');
  },
};

export const Busy: Story = {
  args: { initialValues: { ...FILLED, email: 'nina@example.com' }, busy: true },
};

export const FormError: Story = {
  args: { initialValues: { ...FILLED, email: 'nina@example.com' }, refuseForm: 'too_many_requests' },
};

export const Demo: Story = {
  args: { kind: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Open a demo account' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const Registered: Story = {
  args: { initialValues: { ...FILLED, email: 'nina@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If nina@example.com is waiting for confirmation, we have sent a new link to it.',
    );
  },
};

export const DemoRegistered: Story = {
  args: { kind: 'demo', registered: 'dana@example.com' },
};

export const LinkSentAgain: Story = {
  args: { registered: 'nina@example.com', resent: true },
};
