import { StrictMode, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '@brokerfront/config/testing';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createPagesI18n } from '../i18n/create-pages-i18n';
import { ContactForm } from './contact-form';
import type { RecaptchaApi, RecaptchaLoader } from './recaptcha';
import type { ContactSubmission } from '../types';

jest.setTimeout(30_000);

const i18n = createPagesI18n('en');
const wrapper = ({ children }: { children: ReactNode }) => (
  <StrictMode>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </StrictMode>
);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0000');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I would like to know more about your accounts.');
}

describe('ContactForm', () => {
  it('sends the right JSON and shows success', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn<Promise<boolean>, [ContactSubmission]>(async () => true);
    render(<ContactForm onSubmit={onSubmit} />, { wrapper });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+44 20 7946 0000',
      message: 'I would like to know more about your accounts.',
    });
    expect(await screen.findByText(/your message has been sent/i)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  it('trims the values it sends', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn<Promise<boolean>, [ContactSubmission]>(async () => true);
    render(<ContactForm onSubmit={onSubmit} />, { wrapper });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), '  Ada  ');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), ' ada@example.com ');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0123 456 789');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Please call me back.  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phoneNumber: '0123 456 789',
      message: 'Please call me back.',
    });
  });

  it('shows failure and keeps everything typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn(async () => false);
    render(<ContactForm onSubmit={onSubmit} fallbackEmail="support@broker.example" />, { wrapper });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent');
    expect(alert).toHaveTextContent('support@broker.example');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+44 20 7946 0000');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('I would like to know more about your accounts.');
  });

  it('treats a rejected submission as a failure and keeps the input', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm onSubmit={() => Promise.reject(new Error('offline'))} />, { wrapper });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
  });

  it('refuses empty input with a message on every field and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn(async () => true);
    render(<ContactForm onSubmit={onSubmit} />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveFocus();
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Enter your full name.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Include your country code, for example +44 20 7946 0000. Enter your phone number.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Between 10 and 2000 characters. Enter your message.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('refuses a malformed e-mail, phone number and a short message, focusing the first invalid field', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn(async () => true);
    render(<ContactForm onSubmit={onSubmit} />, { wrapper });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), 'call me');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter an e-mail address in the form name@example.com.');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(/Enter a phone number of 7 to 15 digits/);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/too short/);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeValid();

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    expect(email).toBeValid();
  });

  it('disables the button while sending so the message is sent once', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<boolean>();
    const onSubmit = jest.fn(() => pending.promise);
    render(<ContactForm onSubmit={onSubmit} />, { wrapper });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    pending.resolve(true);
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('takes no input and cannot be sent before it is ready (a prerendered page whose code has not run), then can', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn(async () => true);
    const { rerender } = render(<ContactForm onSubmit={onSubmit} ready={false} />, { wrapper });
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    rerender(<ContactForm onSubmit={onSubmit} ready />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  describe('reCAPTCHA', () => {
    function fakeRecaptcha() {
      const widget: {
        callback?: (t: string) => void;
        expired?: () => void;
        sitekey?: string;
      } = {};
      const api: RecaptchaApi = {
        render: jest.fn((_box, options) => {
          widget.callback = options.callback;
          widget.expired = options['expired-callback'];
          widget.sitekey = options.sitekey;
          return 7;
        }),
        reset: jest.fn(),
      };
      const loader = jest.fn<ReturnType<RecaptchaLoader>, Parameters<RecaptchaLoader>>(async () => api);
      return { api, loader, widget };
    }

    it('is not loaded without a site key', async () => {
      const { loader } = fakeRecaptcha();
      render(<ContactForm onSubmit={async () => true} loadRecaptcha={loader} />, { wrapper });
      expect(loader).not.toHaveBeenCalled();
      expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
    });

    it('renders once with the site key, requires the token and sends it along', async () => {
      const user = userEvent.setup({ delay: null });
      const { api, loader, widget } = fakeRecaptcha();
      const onSubmit = jest.fn<Promise<boolean>, [ContactSubmission]>(async () => true);
      render(<ContactForm onSubmit={onSubmit} recaptchaSiteKey="site-key-1" loadRecaptcha={loader} />, { wrapper });
      await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
      expect(loader).toHaveBeenCalledWith('site-key-1');
      expect(widget.sitekey).toBe('site-key-1');

      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(onSubmit).not.toHaveBeenCalled();
      const group = screen.getByRole('group', { name: 'Security check' });
      expect(group).toHaveFocus();
      expect(group).toHaveAccessibleDescription('Confirm that you are not a robot.');

      act(() => widget.callback?.('token-123'));
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+44 20 7946 0000',
        message: 'I would like to know more about your accounts.',
        recaptchaToken: 'token-123',
      });
      await screen.findByText(/your message has been sent/i);
      expect(api.reset).toHaveBeenCalledWith(7);
    });

    it('asks again after the token expires', async () => {
      const user = userEvent.setup({ delay: null });
      const { api, loader, widget } = fakeRecaptcha();
      const onSubmit = jest.fn(async () => true);
      render(<ContactForm onSubmit={onSubmit} recaptchaSiteKey="k" loadRecaptcha={loader} />, { wrapper });
      await waitFor(() => expect(api.render).toHaveBeenCalled());
      await fillValid(user);
      act(() => widget.callback?.('t1'));
      act(() => widget.expired?.());
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('explains when the check cannot be loaded and refuses to send', async () => {
      const user = userEvent.setup({ delay: null });
      const onSubmit = jest.fn(async () => true);
      const loader: RecaptchaLoader = () => Promise.reject(new Error('blocked'));
      render(<ContactForm onSubmit={onSubmit} recaptchaSiteKey="k" loadRecaptcha={loader} />, { wrapper });
      expect(await screen.findByText(/security check could not be loaded/i)).toBeInTheDocument();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});

describe('ContactForm in another language', () => {
  it('labels the fields and explains errors in the page language', async () => {
    const user = userEvent.setup({ delay: null });
    const de = createPagesI18n('de');
    render(
      <I18nextProvider i18n={de}>
        <ContactForm onSubmit={async () => true} />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('textbox', { name: 'Vollständiger Name' })).toHaveAccessibleDescription(
      'Geben Sie Ihren vollständigen Namen ein.',
    );
  });
});
