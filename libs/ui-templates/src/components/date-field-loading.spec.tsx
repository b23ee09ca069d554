import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../i18n/test-i18n';
import { DateField } from './date-field';

// The calendar as a network would serve it: counted, and refused while "offline".
let mockLoads = 0;
let mockOffline = true;
jest.mock('./date-field-calendar', () => {
  mockLoads += 1;
  if (mockOffline) throw new Error('offline');
  return jest.requireActual('./date-field-calendar');
});

jest.setTimeout(30_000);

it('loads the calendar only when it is wanted, and offers to try again when the load fails', async () => {
  const user = userEvent.setup();
  renderWithI18n(<DateField label="Birth date" value="" onChange={() => undefined} today={new Date(2024, 4, 15, 12)} />);
  await user.type(screen.getByRole('textbox', { name: 'Birth date' }), '17/09/2023');
  expect(mockLoads).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Open the calendar for Birth date' }));
  const dialog = screen.getByRole('dialog', { name: 'Calendar for Birth date' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The calendar could not be loaded. You can type the date, or try again.',
  );
  expect(mockLoads).toBeGreaterThan(0);
  // Typing still works meanwhile.
  expect(screen.getByRole('textbox', { name: 'Birth date' })).toHaveValue('17/09/2023');

  mockOffline = false;
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('grid', { name: 'September 2023' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('alert')).toBeNull();
});
