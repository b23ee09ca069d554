import '@testing-library/jest-dom';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderLiveSite, type ApiCall } from '../live/testing/live-site';
import { installNavigationRequest } from '../testing/navigation-request';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine: room for their many steps.
jest.setTimeout(30_000);

/**
 * `ConfirmEmail` and `ResendConfirmation` as the reference backend answers them for an address an employee
 * set (`nina.new@example.com` for the owner whose password is `Owner1`): the owner's password is needed
 * besides the link (`password_required`, the link stays good), a wrong one spends it (`password_invalid`),
 * and each link is single-use.
 */
function confirmationService() {
  const links = new Map<string, 'open' | 'used'>([['link-1', 'open']]);
  let next = 1;
  let confirmed = false;
  /** Answers a call instead of the service once (a failure that is not the link's). */
  let interrupt: (() => Response | Promise<Response>) | null = null;
  const handler = (call: ApiCall): Response | Promise<Response> | undefined => {
    if (call.path === 'users/ConfirmEmail') {
      const once = interrupt;
      interrupt = null;
      if (once) return once();
      const body = call.body as { Token: string; Password?: string };
      if (links.get(body.Token) !== 'open') return envelope(null, 400, [{ Code: 'InvalidToken', Data: 'Token' }]);
      if (confirmed) return envelope(null, 400, [{ Code: 'email_already_confirmed', Data: 'Email' }]);
      if (!body.Password) return envelope(null, 400, [{ Code: 'password_required', Data: 'Password' }]);
      links.set(body.Token, 'used');
      if (body.Password !== 'Owner1') return envelope(null, 400, [{ Code: 'password_invalid', Data: 'Password' }]);
      confirmed = true;
      return envelope({ Email: 'nina.new@example.com' });
    }
    if (call.path === 'users/ResendConfirmation') {
      if ((call.body as { Email: string }).Email === 'nina.new@example.com' && !confirmed) {
        for (const token of links.keys()) links.set(token, 'used');
        links.set(`link-${++next}`, 'open');
      }
      return envelope(null);
    }
    return undefined;
  };
  return {
    handler,
    /** The newest link. */
    lastLink: () => `link-${next}`,
    interruptNext: (answer: () => Response | Promise<Response>) => {
      interrupt = answer;
    },
  };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

async function openLink(token: string) {
  const service = confirmationService();
  const site = await renderLiveSite(`/confirm-email?token=${token}`, { users: {}, api: service.handler });
  cleanups.push(site.cleanup);
  const confirmCalls = () => site.calls.filter((c) => c.path === 'users/ConfirmEmail').map((c) => c.body);
  const go = (to: string) => act(() => site.router.navigate(to));
  return { ...site, service, confirmCalls, go };
}

const passwordForm = () => screen.findByRole('form', { name: 'Confirm that the account is yours' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm e-mail address' });

describe('e-mail confirmation of an address someone else set (/confirm-email)', () => {
  it("asks for the owner's current password, explained, and confirms with the token and the password", async () => {
    const site = await openLink('link-1');
    const form = await passwordForm();
    expect(form).toHaveAccessibleDescription(/changed on your behalf, for example by our support team/);
    const password = within(form).getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(password).toHaveFocus());
    // Asked once without a password (StrictMode included); no error is shown for it.
    expect(site.confirmCalls()).toEqual([{ Token: 'link-1' }]);
    expect(screen.queryByText('Please enter your password to confirm the new e-mail address.')).toBeNull();
    expect(site.router.state.location.search).toBe('');

    await userEvent.type(password, 'Owner1');
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you: nina.new@example.com is confirmed. You can now sign in.')).toBeInTheDocument();
    expect(site.confirmCalls()).toEqual([{ Token: 'link-1' }, { Token: 'link-1', Password: 'Owner1' }]);
  });

  it('says a wrong password spent the link, and a new link confirms with the right one', async () => {
    const site = await openLink('link-1');
    await userEvent.type(within(await passwordForm()).getByLabelText(/^Current password/), 'Guess1');
    await userEvent.click(confirmButton());

    const heading = await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' });
    await waitFor(() => expect(heading).toHaveFocus());
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Password is not valid.'));
    expect(alert).toHaveTextContent('this link can no longer be used. Ask for a new link below');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(site.confirmCalls()).toEqual([{ Token: 'link-1' }, { Token: 'link-1', Password: 'Guess1' }]);

    await userEvent.type(screen.getByLabelText(/^Email/), 'nina.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByText('If nina.new@example.com is waiting for confirmation, we have sent a new link to it.');

    await site.go(`/confirm-email?token=${site.service.lastLink()}`);
    await userEvent.type(within(await passwordForm()).getByLabelText(/^Current password/), 'Owner1');
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
  });

  it('waits while the password is checked, then says a failure and keeps what was typed', async () => {
    const site = await openLink('link-1');
    const password = within(await passwordForm()).getByLabelText(/^Current password/);
    let release: (answer: Response) => void = () => undefined;
    site.service.interruptNext(() => new Promise<Response>((resolve) => (release = resolve)));
    await userEvent.type(password, 'Owner1');
    await userEvent.click(confirmButton());

    await waitFor(() => expect(confirmButton()).toBeDisabled());
    expect(await passwordForm()).toHaveAttribute('aria-busy', 'true');
    expect(within(await passwordForm()).getByRole('status')).toHaveTextContent('Confirming your e-mail address…');
    await act(async () => release(envelope(null, 429, [{ Code: 'too_many_requests', Data: { RetryAfter: 60 } }])));

    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Confirm that the account is yours' })).getByRole('alert')).toHaveTextContent(
        /^Too many requests\. Please wait/,
      ),
    );
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('Owner1');
    expect(confirmButton()).toBeEnabled();

    await userEvent.click(confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(site.confirmCalls()).toEqual([
      { Token: 'link-1' },
      { Token: 'link-1', Password: 'Owner1' },
      { Token: 'link-1', Password: 'Owner1' },
    ]);
  });
});
