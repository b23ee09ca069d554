import { StrictMode, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdleDialog } from './idle-dialog';
import { SignInForm, type SignInValues } from './sign-in-form';
import { SignOutButton } from './sign-out-button';
import { formatCountdown } from '@brokerfront/i18n';
import { formatLockedUntil, idleDialogLabels, signInFormLabels } from './labels';

function renderStrict(ui: React.ReactNode) {
  return render(<StrictMode>{ui}</StrictMode>);
}

describe('SignInForm', () => {
  it('has labelled Email and Password fields, a Remember me checkbox and a Sign in button', async () => {
    const submitted: SignInValues[] = [];
    renderStrict(<SignInForm onSubmit={(v) => submitted.push(v)} />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' client@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Client1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(submitted).toEqual([{ email: 'client@example.com', password: 'Client1', rememberMe: true }]);
  });

  it('submits with Enter and asks for missing fields instead of submitting', async () => {
    const onSubmit = jest.fn();
    renderStrict(<SignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your email.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.c{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x', rememberMe: false });
  });

  it('keeps what was typed after a failure and announces the error', async () => {
    function Page() {
      const [error, setError] = useState<string | null>(null);
      return <SignInForm error={error} onSubmit={() => setError('Invalid password.')} />;
    }
    renderStrict(<Page />);
    await userEvent.type(screen.getByLabelText('Email'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password.');
    expect(screen.getByLabelText('Email')).toHaveValue('client@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('shows the lockout end in the user time zone', () => {
    renderStrict(
      <SignInForm
        onSubmit={() => undefined}
        error="You have been temporarily blocked due to too many failed attempts."
        lockedUntil={new Date('2026-11-21T10:15:00.000Z')}
        locale="en-GB"
        timeZone="Europe/Ljubljana"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have been temporarily blocked due to too many failed attempts. You can try again after 21/11/2026 11:15.',
    );
  });

  it('disables the button and reports progress while busy', async () => {
    const onSubmit = jest.fn();
    renderStrict(<SignInForm onSubmit={onSubmit} busy />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
  });

  it('takes translated labels from a t function', () => {
    const t = (key: string, options?: Record<string, unknown>) => `[${key}${options ? ` ${JSON.stringify(options)}` : ''}]`;
    renderStrict(
      <SignInForm
        onSubmit={() => undefined}
        labels={signInFormLabels(t)}
        error="x"
        lockedUntil={new Date(0)}
        locale="en-GB"
        timeZone="UTC"
      />,
    );
    expect(screen.getByLabelText('[signIn.email]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '[signIn.submit]' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '[signIn.rememberMe]' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('[signIn.lockedUntil {"time":"01/01/1970 00:00"}]');
  });
});

describe('IdleDialog', () => {
  function Host({ onSignOut = () => undefined }: { onSignOut?: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <IdleDialog open={open} secondsLeft={299} onStay={() => setOpen(false)} onSignOut={onSignOut} />
      </>
    );
  }

  it('is an accessible modal dialog with the countdown and its two actions', async () => {
    const onSignOut = jest.fn();
    renderStrict(<Host onSignOut={onSignOut} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You will be signed out in 4:59');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('traps focus and restores it when closed; Escape means stay', async () => {
    renderStrict(<Host />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    await userEvent.tab();
    expect(signOut).toHaveFocus();
    await userEvent.tab();
    expect(stay).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(signOut).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(stay).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('updates the countdown and speaks it only at whole minutes, 30 and 10 seconds', () => {
    const view = renderStrict(<IdleDialog open secondsLeft={300} onStay={() => undefined} onSignOut={() => undefined} />);
    const live = () => view.container.querySelector('[aria-live="polite"]')?.textContent;
    expect(live()).toBe('You will be signed out in 5:00');
    view.rerender(
      <StrictMode>
        <IdleDialog open secondsLeft={241} onStay={() => undefined} onSignOut={() => undefined} />
      </StrictMode>,
    );
    expect(screen.getByText('You will be signed out in 4:01')).toBeInTheDocument();
    expect(live()).toBe('You will be signed out in 5:00');
    view.rerender(
      <StrictMode>
        <IdleDialog
          open
          secondsLeft={10}
          onStay={() => undefined}
          onSignOut={() => undefined}
          labels={idleDialogLabels((k, o) => `${k}${o ? ` ${String(o['time'])}` : ''}`)}
        />
      </StrictMode>,
    );
    expect(live()).toBe('idle.message 0:10');
    expect(screen.getByRole('alertdialog', { name: 'idle.title' })).toBeInTheDocument();
  });
});

describe('SignOutButton', () => {
  it('is a "Sign out" button', async () => {
    const onSignOut = jest.fn();
    renderStrict(<SignOutButton onSignOut={onSignOut} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    renderStrict(<SignOutButton onSignOut={onSignOut} label="Abmelden" />);
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});

describe('formatting', () => {
  it('formats the countdown and the lockout time', () => {
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatLockedUntil(new Date('2026-11-21T10:15:00Z'), 'en-GB', 'UTC')).toBe('21/11/2026 10:15');
    // Day/month/year whatever the locale's own order, and the user's time zone (Tokyo is 9 hours ahead).
    expect(formatLockedUntil(new Date('2026-11-21T20:05:00Z'), 'en-US', 'Asia/Tokyo')).toBe('22/11/2026 05:05');
    expect(formatLockedUntil(new Date('2026-11-21T10:15:00Z'), 'de-DE', 'UTC')).toBe('21/11/2026 10:15');
    expect(formatLockedUntil(new Date('2026-11-21T10:15:00Z'), 'en-GB', 'Not/AZone')).toMatch(/^21\/11\/2026 \d\d:\d\d$/);
  });
});
