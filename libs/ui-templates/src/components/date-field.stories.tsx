import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from './date-field';
import { Section } from './section';

/** Wednesday 15 May 2024: "today" of every story, so the calendars look the same every day. */
const TODAY = new Date(2024, 4, 15, 12);

type StoryProps = Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string; onChange: (value: string) => void };

/** A date field holding its value as a form does, with the value it hands over shown beside it. */
function Harness({ initial = '', onChange, ...props }: StoryProps) {
  const [value, setValue] = useState(initial);
  return (
    <Section title="Date field">
      <div style={{ maxWidth: '22rem', minHeight: '26rem' }}>
        <DateField
          {...props}
          today={TODAY}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
        <p>
          Value: <output data-testid="value">{value || '—'}</output>
        </p>
      </div>
    </Section>
  );
}

/**
 * A date typed day/month/year or picked from a calendar whose weeks start on Monday (SPEC §9), in the
 * interface language; the value in and out is the ISO day.
 */
const meta: Meta<typeof Harness> = {
  title: 'Components/Date field',
  component: Harness,
  args: { label: 'Birth date', name: 'birthDate', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Birth date' });
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(input).toHaveAccessibleDescription('Day/month/year, for example 31/12/1990.');
    await userEvent.type(input, '9.4.1988');
    await expect(args.onChange).toHaveBeenLastCalledWith('1988-04-09');
    await expect(canvas.getByTestId('value')).toHaveTextContent('1988-04-09');
  },
};

export const WithValue: Story = {
  args: { initial: '1985-05-17', hint: 'As on your passport.', max: '2024-05-15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Birth date' })).toHaveValue('17/05/1985');
  },
};

export const NotADate: Story = {
  args: { initial: '31/02/1990' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Birth date' });
    await userEvent.click(input);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This is not a valid date\./);
  },
};

export const WithError: Story = {
  args: { initial: '2030-01-01', error: 'The birth date cannot be in the future.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /^Birth date/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/The birth date cannot be in the future\.$/);
  },
};

export const CalendarOpen: Story = {
  args: { initial: '2024-05-02', max: '2024-05-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the calendar for Birth date' }));
    const calendar = canvas.getByRole('dialog', { name: 'Calendar for Birth date' });
    // The calendar loads when it is first opened.
    await expect(await within(calendar).findByRole('grid')).toHaveAccessibleName('May 2024');
    await expect(within(calendar).getByRole('button', { name: 'Thursday, 2 May 2024, selected' })).toHaveFocus();
    await expect(within(calendar).getByRole('button', { name: 'Thursday, 16 May 2024' })).toBeDisabled();
  },
};

export const CalendarInGerman: Story = {
  args: { initial: '2024-05-02', label: 'Geburtsdatum' },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveAttribute('placeholder', 'TT/MM/JJJJ');
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender für Geburtsdatum öffnen' }));
    const calendar = canvas.getByRole('dialog', { name: 'Kalender für Geburtsdatum' });
    await expect(await within(calendar).findByRole('grid')).toHaveAccessibleName('Mai 2024');
    await expect(calendar.querySelector('thead th')).toHaveTextContent('Mo');
  },
};
