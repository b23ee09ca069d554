import '@testing-library/jest-dom';
import { StrictMode, type ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createTestI18n } from '../../i18n/test-i18n';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { ConfirmEmailView, type ConfirmEmailViewProps } from './confirm-email-view';

const CLIENT = { en, de, swe, esp, svn, ita };

// Typing on a shared, loaded machine takes its time.
jest.setTimeout(20_000);

function wrap(ui: ReactElement, language: string) {
  const i18n = createTestI18n(language, Object.fromEntries(Object.entries(CLIENT).map(([lang, client]) => [lang, { client }])));
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </StrictMode>
  );
}

function renderIn(ui: ReactElement, language = 'en') {
  const view = render(wrap(ui, language));
  return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next, language)) };
}

const base: ConfirmEmailViewProps = { state: 'passwordRequired', continueHref: '/sign-in', resend: { onResend: jest.fn() } };

describe("ConfirmEmailView: the owner's password for an address someone else set", () => {
  it('explains why, asks for the current password in a labelled field and sends it', async () => {
    const onConfirm = jest.fn();
    renderIn(<ConfirmEmailView {...base} onConfirmWithPassword={onConfirm} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Confirm that the account is yours' });
    expect(form).toHaveAccessibleDescription(/^The e-mail address of your account was changed on your behalf/);
    expect(form).toHaveAccessibleDescription(/confirm the new address with your current password/);
    const password = within(form).getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription('Your password stays as it is; only the e-mail address changes.');
    // The password is what the page waits for.
    await waitFor(() => expect(password).toHaveFocus());

    await userEvent.type(password, 'Owner1');
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Owner1');
  });

  it('says so beside the field when it is empty, and sends nothing', async () => {
    const onConfirm = jest.fn();
    renderIn(<ConfirmEmailView {...base} onConfirmWithPassword={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    const password = screen.getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Enter your current password\.$/);
    expect(password).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(password, 'O');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('waits while the confirmation runs, then says a failure and keeps what was typed', async () => {
    const onConfirm = jest.fn();
    const { rerender } = renderIn(<ConfirmEmailView {...base} onConfirmWithPassword={onConfirm} />);
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Owner1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    rerender(<ConfirmEmailView {...base} onConfirmWithPassword={onConfirm} busy />);
    expect(screen.getByRole('button', { name: 'Confirm e-mail address' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Confirm that the account is yours' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address…');

    rerender(
      <ConfirmEmailView {...base} onConfirmWithPassword={onConfirm} message="The service cannot be reached. Check your connection." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The service cannot be reached. Check your connection.');
    const password = screen.getByLabelText(/^Current password/);
    expect(password).toHaveValue('Owner1');
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Confirm e-mail address' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Owner1');
  });

  it('says a wrong password spent the link, moves the focus to the heading and offers a new link', async () => {
    renderIn(<ConfirmEmailView {...base} state="passwordInvalid" message="Password is not valid." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'This link cannot be used' });
    await waitFor(() => expect(heading).toHaveFocus());
    const alert = screen.getAllByRole('alert')[0];
    expect(alert).toHaveTextContent('Password is not valid.');
    expect(alert).toHaveTextContent('this link can no longer be used. Ask for a new link below');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Send the link again' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('speaks the interface language', () => {
    renderIn(<ConfirmEmailView {...base} onConfirmWithPassword={jest.fn()} />, 'de');
    expect(screen.getByRole('form', { name: 'Bestätigen Sie, dass das Konto Ihnen gehört' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeInTheDocument();
  });
});
