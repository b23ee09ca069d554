import '@testing-library/jest-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '../../../live/testing/live-site';
import { CLIENT, openActions } from './actions-harness';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine.
jest.setTimeout(30_000);

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

async function open() {
  const opened = await openActions(CLIENT.Id);
  cleanups.push(opened.site.cleanup);
  return opened;
}

const button = (name: string) => within(screen.getByRole('region', { name: 'Actions' })).getByRole('button', { name });

describe('a refusal with several errors', () => {
  it('says every error in the dialog, joined by commas (SPEC §8): catalogue messages, words for a code without one, the code of an unknown one', async () => {
    const { service } = await open();
    service.refuse = () =>
      envelope(null, 400, [
        { Code: 'already_archived', Data: 2 },
        { Code: 'already_exists', Data: 2 },
        { Code: 'rule_of_tomorrow', Data: { Field: 'IsBlocked' } },
        // The same words twice are said once.
        { Code: 'already_archived', Data: 2 },
      ]);
    await userEvent.click(button('Block'));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Chris Client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'User is already archived., This already exists., Code: rule_of_tomorrow, Data = {"Field":"IsBlocked"}',
      ),
    );
  });

  it("says an avatar's every refusal: the page's words for the file beside the service's others", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = jest.fn();
    const { service } = await open();
    service.refuse = () =>
      envelope(null, 413, [
        { Code: 'payload_too_large', Data: 'File too large' },
        { Code: 'forbidden', Data: 'users.avatar' },
      ]);
    await userEvent.click(button('Change avatar'));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the avatar of Chris Client' });
    await userEvent.upload(within(dialog).getByLabelText('Picture'), new File([new Uint8Array(2048)], 'face.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The file is too large: the largest picture allowed is 2 MB., You are not allowed to do this.',
      ),
    );
  });
});
