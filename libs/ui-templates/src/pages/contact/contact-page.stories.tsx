import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RecaptchaLoader } from './recaptcha';
import { ContactPage } from './contact-page';

/** A stand-in for Google's widget: a checkbox that hands out a token, so stories never load Google's script. */
const fakeRecaptcha: RecaptchaLoader = async () => ({
  render(container, options) {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () => (box.checked ? options.callback('story-token') : options['expired-callback']()));
    label.append(box, ' I am not a robot');
    container.replaceChildren(label);
    return 1;
  },
  reset() {
    return undefined;
  },
});

/**
 * The contact page: form, contact details (`contactInfo`), working hours (`showWorkingHours`) and the
 * FAQ (unless `hideFaqFromContact`). `onSubmit` resolves true (success) or false (failure).
 */
const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  args: {
    contactInfo: {
      email: 'support@northbridge-markets.example',
      phoneNumber: '+44 20 7946 0000',
      companyInfo: 'Northbridge Markets Ltd, registered in England and Wales, no. 01234567',
      address: '1 Finsbury Square, London EC2A 1AE, United Kingdom',
    },
    showWorkingHours: true,
    hideFaq: false,
    faqHasTabs: false,
    onSubmit: fn(async () => true),
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Template1: Story = { globals: { template: 'template1' } };
export const Template2: Story = {
  globals: { template: 'template2' },
  args: { faqHasTabs: true },
};
export const Template3: Story = { globals: { template: 'template3' } };
export const Template4: Story = { globals: { template: 'template4' } };
export const WithoutFaqAndHours: Story = {
  args: { hideFaq: true, showWorkingHours: false },
};
/** With `recaptchaSiteKey`: the token is required and sent along as `recaptchaToken`. */
export const WithRecaptcha: Story = {
  args: {
    recaptchaSiteKey: 'story-site-key',
    loadRecaptcha: fakeRecaptcha,
    hideFaq: true,
    onSubmit: fn(async () => true),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '020 7946 0000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'A question about fees.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByText('Confirm that you are not a robot.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I am not a robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ recaptchaToken: 'story-token' })));
  },
};

/** Submitting an empty form shows a message on every field and sends nothing. */
export const InvalidSubmit: Story = {
  args: { hideFaq: true, onSubmit: fn(async () => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('Enter your full name.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Enter an e-mail address in the form name@example.com.',
    );
    await expect(canvas.getByText('Enter your message.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid message is handed to onSubmit as JSON-ready fields and success is shown. */
export const ValidSubmit: Story = {
  args: { hideFaq: true, onSubmit: fn(async () => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Please tell me about your accounts.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(canvas.getByText(/your message has been sent/i)).toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+44 20 7946 0000',
      message: 'Please tell me about your accounts.',
    });
  },
};

/** When sending fails the visitor sees why and keeps everything typed. */
export const FailedSubmit: Story = {
  args: { hideFaq: true, onSubmit: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Please tell me about your accounts.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('could not be sent'));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Please tell me about your accounts.');
  },
};
