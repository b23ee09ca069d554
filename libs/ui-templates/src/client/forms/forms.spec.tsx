import '@testing-library/jest-dom';
import { StrictMode, useState, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createTestI18n } from '../../i18n/test-i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { CheckEmailPanel } from './check-email';
import { ConfirmEmailView, type ConfirmEmailViewProps } from './confirm-email-view';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegistrationForm, type RegistrationFormProps } from './registration-form';
import { ResendLinkForm } from './resend-link';
import { ResetPasswordForm } from './reset-password-form';
import type { RegistrationField } from './validation';

const CLIENT = { en, de, swe, esp, svn, ita };

// Typing whole forms on a shared, loaded machine takes its time.
jest.setTimeout(20_000);

function renderIn(ui: ReactElement, language = 'en') {
  const i18n = createTestI18n(language, Object.fromEntries(Object.entries(CLIENT).map(([lang, client]) => [lang, { client }])));
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </StrictMode>,
  );
}

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'SI', name: 'Slovenia' },
];
const DOCUMENTS = [
  { href: 'assets/uploads/terms.pdf', label: 'Terms and conditions' },
  { href: 'assets/uploads/privacy.pdf', label: 'Privacy policy' },
];

/** A registration form whose service errors the test sets (as the site does after a refused call). */
function Registration(props: Partial<RegistrationFormProps> & { onSubmit: RegistrationFormProps['onSubmit'] }) {
  return (
    <RegistrationForm
      kind="live"
      countries={COUNTRIES}
      documents={DOCUMENTS}
      signInHref="/sign-in"
      otherKindHref="/sign-up/demo"
      {...props}
    />
  );
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/^First name/), ' Nina ');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'New');
  await userEvent.type(screen.getByLabelText(/^Email/), 'nina@example.com');
  await userEvent.type(screen.getByLabelText(/^Phone number/), '+44 20 7946 0958');
  await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'United Kingdom');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret1');
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}

describe('RegistrationForm', () => {
  it('labels every field, links the documents and sends the checked, trimmed values', async () => {
    const onSubmit = jest.fn();
    renderIn(<Registration onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone number/, /^Country/, /^Password/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 6 characters, including an upper-case letter.');
    expect(
      within(screen.getByLabelText(/^Country/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose your country', 'United States', 'United Kingdom', 'Slovenia']);
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', 'assets/uploads/terms.pdf');
    expect(screen.getByRole('link', { name: 'Open a demo account' })).toHaveAttribute('href', '/sign-up/demo');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();

    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Nina',
      lastName: 'New',
      email: 'nina@example.com',
      phoneNumber: '+44 20 7946 0958',
      country: 'GB',
      password: 'Secret1',
      consent: true,
    });
  });

  it('shows the browser checks beside their fields, moves the focus to the first and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderIn(<Registration onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'nina@');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const first = screen.getByLabelText(/^First name/);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters, including an upper-case letter. Password should have at least 6 characters.',
    );
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toHaveAccessibleDescription(
      'Accept the documents to create your account.',
    );
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Please correct the fields marked below.');

    // Fixed as typed: the message goes at once.
    await userEvent.type(first, 'Nina');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it("shows the service's errors beside their fields, keeps every value and hides an error once its field is edited", async () => {
    function WithService() {
      const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>> | undefined>();
      return (
        <Registration
          onSubmit={() => setErrors({ email: 'Email already in use.', phoneNumber: 'Phone number already in use.' })}
          serviceErrors={errors}
        />
      );
    }
    renderIn(<WithService />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('Email already in use.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'With the country code, for example +44 20 7946 0958. Phone number already in use.',
    );
    expect(screen.getByLabelText(/^First name/)).toHaveValue(' Nina ');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('GB');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret1');
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();

    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');

    // A new answer shows its errors again.
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(email).toHaveAccessibleDescription('Email already in use.');
  });

  it('announces errors of no field in an alert, and says when it is busy', () => {
    renderIn(<Registration onSubmit={jest.fn()} formErrors={['Too many requests. Please wait a moment and try again.']} busy />);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Creating your account…');
  });

  it('asks a demo registration for fewer fields', async () => {
    const onSubmit = jest.fn();
    renderIn(<RegistrationForm kind="demo" onSubmit={onSubmit} signInHref="/sign-in" otherKindHref="/sign-up" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Open a demo account' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Phone number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Country/)).not.toBeInTheDocument();
    // Without configured documents the consent has a sentence of its own.
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm that the details I have given are correct/ }));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Dana');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Demo');
    await userEvent.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Practice1');
    await userEvent.click(screen.getByRole('button', { name: 'Create demo account' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'dana@example.com', phoneNumber: '', country: '' }));
    expect(screen.getByRole('link', { name: 'Open a live account' })).toHaveAttribute('href', '/sign-up');
  });

  it.each([
    ['de', 'Vorname', 'Konto erstellen', 'Geben Sie Ihren Vornamen ein.'],
    ['swe', 'Förnamn', 'Skapa konto', 'Ange ditt förnamn.'],
    ['esp', 'Nombre', 'Crear cuenta', 'Introduzca su nombre.'],
    ['svn', 'Ime', 'Ustvari račun', 'Vnesite ime.'],
    ['ita', 'Nome', 'Crea conto', 'Inserisci il tuo nome.'],
  ])('speaks %s', async (language, firstName, submit, required) => {
    renderIn(<Registration onSubmit={jest.fn()} />, language);
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByLabelText(new RegExp(`^${firstName}`))).toHaveAccessibleDescription(required);
  });
});

describe('CheckEmailPanel and ResendLinkForm', () => {
  it('says "Check your e-mail" with the address, focuses the heading and sends the link again', async () => {
    const onResend = jest.fn();
    const { rerender } = renderIn(<CheckEmailPanel kind="live" email="nina@example.com" signInHref="/sign-in" onResend={onResend} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText(/We have sent a confirmation link to nina@example.com\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(onResend).toHaveBeenCalledWith('nina@example.com');
    rerender(
      <StrictMode>
        <I18nextProvider i18n={createTestI18n('en', { en: { client: en } })}>
          <CheckEmailPanel kind="live" email="nina@example.com" signInHref="/sign-in" onResend={onResend} sentTo="nina@example.com" />
        </I18nextProvider>
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('If nina@example.com is waiting for confirmation, we have sent a new link to it.');
  });

  it('asks for the address when none is known and checks it first', async () => {
    const onResend = jest.fn();
    renderIn(<ResendLinkForm onResend={onResend} headingLevel={2} emailError={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Send the link again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).toHaveFocus();
    expect(onResend).not.toHaveBeenCalled();
    await userEvent.type(email, ' nina@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(onResend).toHaveBeenCalledWith('nina@example.com');
  });

  it("shows the service's e-mail error beside the field", () => {
    renderIn(<ResendLinkForm onResend={jest.fn()} emailError="Invalid email address." />);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email address.');
  });
});

describe('ConfirmEmailView', () => {
  const base: ConfirmEmailViewProps = { state: 'confirming', continueHref: '/sign-in', resend: { onResend: jest.fn() } };

  it('says it is confirming', () => {
    renderIn(<ConfirmEmailView {...base} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address…');
  });

  it('says the address is confirmed and leads to sign in, or to the dashboard when signed in', () => {
    const { unmount } = renderIn(<ConfirmEmailView {...base} state="confirmed" email="nina@example.com" />);
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: nina@example.com is confirmed. You can now sign in.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    unmount();
    renderIn(<ConfirmEmailView {...base} state="confirmed" email="nina@example.com" signedIn continueHref="/account" />);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/account');
  });

  it("shows 'Email already confirmed.'", () => {
    renderIn(<ConfirmEmailView {...base} state="alreadyConfirmed" message="Email already confirmed." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email already confirmed.');
  });

  it('shows \'Invalid verification code. Please try again.\' with "Send the link again"', () => {
    renderIn(<ConfirmEmailView {...base} state="invalid" message="Invalid verification code. Please try again." />);
    expect(screen.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Invalid verification code. Please try again.');
    expect(screen.getByRole('heading', { level: 2, name: 'Send the link again' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('offers "Try again" after another failure', async () => {
    const onRetry = jest.fn();
    renderIn(<ConfirmEmailView {...base} state="failed" message="The service cannot be reached." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ForgotPasswordForm', () => {
  it('checks the address, sends it and shows the neutral answer', async () => {
    const onSubmit = jest.fn();
    const { rerender } = renderIn(<ForgotPasswordForm onSubmit={onSubmit} signInHref="/sign-in" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'client@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Email/), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith('client@example.com');
    rerender(
      <I18nextProvider i18n={createTestI18n('en', { en: { client: en } })}>
        <ForgotPasswordForm onSubmit={onSubmit} signInHref="/sign-in" sentTo="client@example.com" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for client@example.com, we have sent it a link to reset the password. The link is valid for one hour.',
    );
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("shows the service's e-mail error beside the field and other errors in an alert", () => {
    renderIn(
      <ForgotPasswordForm
        onSubmit={jest.fn()}
        signInHref="/sign-in"
        emailError="Invalid email address."
        formErrors={['Too many requests.']}
      />,
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Invalid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.');
  });
});

describe('ResetPasswordForm', () => {
  const links = { forgotPasswordHref: '/forgot-password', signInHref: '/sign-in' };

  it('checks the password rules and the repetition before sending', async () => {
    const onSubmit = jest.fn();
    renderIn(<ResetPasswordForm onSubmit={onSubmit} {...links} />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'newsecret');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'newsecret2');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'At least 6 characters, including an upper-case letter. Password requires upper case letter.',
    );
    expect(screen.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'NewSecret2');
    await userEvent.clear(screen.getByLabelText(/^Repeat the new password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'NewSecret2');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(onSubmit).toHaveBeenCalledWith('NewSecret2');
  });

  it("shows the service's password error beside the field, and a refused link with a way to a new one", () => {
    renderIn(
      <ResetPasswordForm
        onSubmit={jest.fn()}
        {...links}
        passwordError="Password is to short. Token valid."
        formErrors={['Reset password has failed. Please try again.']}
        linkFailed
      />,
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Password is to short\. Token valid\.$/);
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Reset password has failed. Please try again.');
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says the password was changed and leads to sign in', () => {
    renderIn(<ResetPasswordForm onSubmit={jest.fn()} {...links} done />);
    expect(screen.getByRole('heading', { level: 1, name: 'Password changed' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('offers a new link when the address has no token', () => {
    renderIn(<ResetPasswordForm onSubmit={jest.fn()} {...links} missingToken />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no reset code.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
