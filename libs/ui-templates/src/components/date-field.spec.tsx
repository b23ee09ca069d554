import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoSeriousAxeIssues } from '../backoffice/testing/backoffice-testing';
import { renderWithI18n } from '../i18n/test-i18n';
import { DateField, DateInput, type DateFieldProps } from './index';

// Each key in the calendar redraws a month and its lists of months and years in jsdom (a real browser is far quicker).
jest.setTimeout(30_000);

/** Wednesday 15 May 2024, noon. */
const TODAY = new Date(2024, 4, 15, 12);

/** A field holding its value as a form does, showing it and every value it was given. */
function Form({
  initial = '',
  onValue = () => undefined,
  ...props
}: Partial<DateFieldProps> & { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Birth date"
        name="birthDate"
        today={TODAY}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const held = () => screen.getByTestId('value').textContent;
const input = () => screen.getByRole('textbox', { name: 'Birth date' });
const openButton = () => screen.getByRole('button', { name: 'Open the calendar for Birth date' });

/** Opens the calendar with its button; resolves with the dialog once its month shows (it loads on first use). */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, button: HTMLElement = openButton()) {
  await user.click(button);
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('grid');
  return dialog;
}

describe('DateField', () => {
  it('shows an ISO value as day/month/year, with the format in its hint and placeholder', () => {
    renderWithI18n(<Form initial="1990-12-31" hint="As on your ID." />);
    expect(input()).toHaveValue('31/12/1990');
    expect(input()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(input()).toHaveAttribute('name', 'birthDate');
    expect(input()).toHaveAccessibleDescription('As on your ID. Day/month/year, for example 31/12/1990.');
  });

  it.each([
    ['17/09/2023', '2023-09-17'],
    ['7/9/2023', '2023-09-07'],
    ['17.09.2023', '2023-09-17'],
    ['17. 9. 2023', '2023-09-17'],
    ['17-09-2023', '2023-09-17'],
    ['2023-09-17', '2023-09-17'],
  ])('takes %s typed and gives %s', async (typed, iso) => {
    const user = userEvent.setup();
    renderWithI18n(<Form />);
    await user.type(input(), typed);
    expect(held()).toBe(iso);
    await user.tab();
    await user.tab();
    expect(input()).toHaveValue(iso === '2023-09-07' ? '07/09/2023' : '17/09/2023');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the text as typed while typing, and does not reformat it under the caret', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form />);
    await user.type(input(), '1/2/2020');
    expect(held()).toBe('2020-02-01');
    expect(input()).toHaveValue('1/2/2020');
    await user.type(input(), '{Backspace}1');
    expect(held()).toBe('2021-02-01');
    expect(input()).toHaveValue('1/2/2021');
  });

  it('says clearly when a text left in it is not a date, and gives the text to the form', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form />);
    await user.type(input(), '31/02/2023');
    // Nothing is said while typing.
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(held()).toBe('31/02/2023');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/This is not a valid date\. Type day\/month\/year, for example 31\/12\/1990\./);
    // Fixing it removes the message at once.
    await user.clear(input());
    await user.type(input(), '28/02/2023');
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(held()).toBe('2023-02-28');
    expect(screen.queryByText(/not a valid date/)).toBeNull();
  });

  it.each(['17/09/23', '2023/09/17', '17/09.2023', '00/01/2020', '1/13/2020', 'yesterday'])('refuses %s', async (typed) => {
    const user = userEvent.setup();
    renderWithI18n(<Form />);
    await user.type(input(), typed);
    // Past the calendar button, out of the field.
    await user.tab();
    expect(input()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(held()).toBe(typed);
  });

  it('tells when a typed date is after the last day allowed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form max="2024-05-15" />);
    await user.type(input(), '16/05/2024');
    await user.tab();
    await user.tab();
    expect(input()).toHaveAccessibleDescription(/Choose a date on or before 15\/05\/2024\./);
  });

  it("shows the caller's error in place of its own", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form error="The birth date cannot be in the future." />);
    await user.type(input(), 'nonsense');
    await user.tab();
    await user.tab();
    expect(input()).toHaveAccessibleDescription(/The birth date cannot be in the future\./);
    expect(screen.queryByText(/not a valid date/)).toBeNull();
  });

  it('gives nothing for a text that is not a date when asked to (a filter)', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    renderWithI18n(<Form invalidValue="empty" onValue={(v) => values.push(v)} />);
    await user.type(input(), '17/09/202');
    expect(values).toEqual([]);
    expect(input()).toHaveValue('17/09/202');
    await user.type(input(), '3');
    expect(values).toEqual(['2023-09-17']);
    await user.type(input(), '{Backspace}');
    expect(values).toEqual(['2023-09-17', '']);
    expect(input()).toHaveValue('17/09/202');
  });

  it('shows a new value given from outside', () => {
    const { rerender } = renderWithI18n(<DateInput label="From" labelHidden value="2024-01-02" onChange={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'From' });
    expect(box).toHaveValue('02/01/2024');
    expect(box).toHaveAccessibleDescription('Day/month/year, for example 31/12/1990.');
    rerender(<DateInput label="From" labelHidden value="" onChange={() => undefined} />);
    expect(box).toHaveValue('');
  });
});

describe('DateField calendar', () => {
  it('opens a dialog on the chosen month with Monday first, the chosen day focused, and picks a day', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form initial="2023-09-17" />);
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openCalendar(user);
    expect(dialog).toHaveAccessibleName('Calendar for Birth date');
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(openButton()).toHaveAttribute('aria-controls', dialog.id);
    const grid = within(dialog).getByRole('grid', { name: 'September 2023' });
    const headers = grid.querySelectorAll('thead th');
    expect([...headers].map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // The first week's row starts on a Monday: 1 September 2023 was a Friday, the fifth cell.
    const firstWeek = [...grid.querySelectorAll('tbody tr:first-child td')].map((td) => td.textContent);
    expect(firstWeek).toEqual(['', '', '', '', '1', '2', '3']);
    expect(within(dialog).getByRole('button', { name: 'Sunday, 17 September 2023, selected' })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('September');
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2023');

    await user.click(within(dialog).getByRole('button', { name: 'Monday, 4 September 2023' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(held()).toBe('2023-09-04');
    expect(input()).toHaveValue('04/09/2023');
    expect(input()).toHaveFocus();
  });

  it('moves with the keyboard: arrows, Page Up/Down, Home/End, Enter chooses', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form initial="2023-09-17" />);
    const dialog = await openCalendar(user);
    const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('aria-label');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('Monday, 18 September 2023');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('Monday, 25 September 2023');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('Sunday, 1 October 2023');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('October 2023');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('Monday, 25 September 2023');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('Wednesday, 25 October 2023');
    await user.keyboard('{PageUp}{PageUp}');
    expect(focusedDay()).toBe('Friday, 25 August 2023');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('Thursday, 17 August 2023');
    await user.keyboard('{Enter}');
    expect(held()).toBe('2023-08-17');
    expect(input()).toHaveValue('17/08/2023');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape without choosing, back on its button', async () => {
    const user = userEvent.setup();
    const onKeyDown = jest.fn();
    renderWithI18n(
      <div onKeyDown={onKeyDown}>
        <Form initial="2023-09-17" />
      </div>,
    );
    await openCalendar(user);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openButton()).toHaveFocus();
    expect(held()).toBe('2023-09-17');
    // The Escape closed the calendar only, not what holds the field (a dialog).
    expect(onKeyDown.mock.calls.filter(([event]) => event.key === 'Escape')).toHaveLength(0);
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form />);
    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openCalendar(user);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('navigates by month buttons and the year list, and keeps days after the last one allowed out of reach', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form max="2024-05-15" />);
    const dialog = await openCalendar(user);
    // Nothing chosen: today's month, today focused.
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('May 2024');
    expect(document.activeElement).toHaveAccessibleName('Wednesday, 15 May 2024, today');
    expect(within(dialog).getByRole('button', { name: 'Thursday, 16 May 2024' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('April 2024');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1990');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('April 1990');
    await user.click(within(dialog).getByRole('button', { name: 'Friday, 13 April 1990' }));
    expect(held()).toBe('1990-04-13');
  });

  it('names months, days and its controls in the interface language, weeks from Monday', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithI18n(<Form initial="2023-09-17" label="Geburtsdatum" />, { language: 'de' });
    expect(screen.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveAttribute('placeholder', 'TT/MM/JJJJ');
    const dialog = await openCalendar(user, screen.getByRole('button', { name: 'Kalender für Geburtsdatum öffnen' }));
    expect(dialog).toHaveAccessibleName('Kalender für Geburtsdatum');
    const grid = within(dialog).getByRole('grid', { name: 'September 2023' });
    expect(grid.querySelector('thead th')?.textContent).toBe('Mo');
    expect(dialog.querySelector('[lang]')).toHaveAttribute('lang', 'de');
    expect(document.activeElement).toHaveAccessibleName('Sonntag, 17. September 2023, ausgewählt');
    expect(within(dialog).getByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Jahr' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('esp'));
    expect(within(screen.getByRole('dialog')).getByRole('grid')).toHaveAccessibleName('septiembre de 2023');
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
  });

  it('has no serious or critical accessibility issue, the calendar open and a message shown', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<Form initial="2023-09-17" error="The birth date cannot be in the future." />);
    await openCalendar(user);
    await expectNoSeriousAxeIssues(container, { withoutCanvas: true });
  });
});
