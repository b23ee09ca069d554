import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { FileUpload } from './file-upload';
import { ScrollRegion } from './scroll-region';

const meta = { title: 'Components/File upload and scroll region' } satisfies Meta;
export default meta;
type Story = StoryObj;

const MAX = 5 * 1024 * 1024;

/** A statement field as a form keeps it: PDF up to 5 MB, checked as soon as a file is chosen. */
function StatementField({ initial = null, disabled = false }: { initial?: File | null; disabled?: boolean }) {
  const [chosen, setChosen] = useState<File | null>(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: '36rem' }}>
      <FileUpload
        label="Bank statement"
        hint="PDF, at most 5 MB."
        accept=".pdf,application/pdf"
        required
        disabled={disabled}
        chosen={chosen}
        error={error}
        onChoose={(file) => {
          setChosen(file);
          setError(
            file.type !== 'application/pdf'
              ? 'This file is not a PDF file. Choose another file.'
              : file.size > MAX
                ? 'This file is too large: a statement may be at most 5 MB.'
                : null,
          );
        }}
        onRemove={() => {
          setChosen(null);
          setError(null);
        }}
      />
    </div>
  );
}

const pdf = (name: string, size = 48_213) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Nothing chosen: the label, the types and size in words, "Choose a file" and the drop zone. */
export const Empty: Story = {
  render: () => <StatementField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Bank statement/)).toHaveAccessibleDescription('PDF, at most 5 MB.');
    await expect(canvas.getByText('Choose a file')).toBeInTheDocument();
  },
};

/** A file chosen: its name and size, "Choose another file" and "Remove". */
export const Chosen: Story = {
  render: () => <StatementField initial={pdf('statement-2026-01.pdf')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('statement-2026-01.pdf')).toBeInTheDocument();
    await expect(canvas.getByText('47.1 kB')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove statement-2026-01.pdf' }));
    await expect(canvas.getByText('Choose a file')).toBeInTheDocument();
  },
};

/** A file of another type, dropped: refused in words, announced. */
export const WrongType: Story = {
  render: () => <StatementField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector('.bf-file-upload__zone') as HTMLElement;
    const photo = new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });
    await fireEvent.drop(zone, { dataTransfer: { files: [photo], types: ['Files'] } });
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file is not a PDF file.');
  },
};

/** A file above the limit: refused in words, the file still named so the person knows which one. */
export const TooLarge: Story = {
  render: () => <StatementField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/^Bank statement/), pdf('scan.pdf', 6 * 1024 * 1024));
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file is too large');
    await expect(canvas.getByText('6 MB')).toBeInTheDocument();
  },
};

/** While a file is dragged over the zone. */
export const DragOver: Story = {
  render: () => <StatementField />,
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('.bf-file-upload__zone') as HTMLElement;
    await fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    await expect(within(canvasElement).getByText('Drop the file to choose it')).toBeInTheDocument();
  },
};

/** Disabled while the form is sent. */
export const Disabled: Story = {
  render: () => <StatementField initial={pdf('statement-2026-01.pdf')} disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Bank statement/)).toBeDisabled();
  },
};

/** A table wider than its place: it scrolls in its own labelled region, which says so; the last column stays. */
export const WideTable: Story = {
  render: () => (
    <div style={{ maxWidth: '22rem' }}>
      <ScrollRegion label="Withdrawals" stickyEnd>
        <table className="bf-data-table" style={{ minWidth: '40rem' }}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Account</th>
              <th scope="col">Bank account</th>
              <th scope="col">Amount</th>
              <th scope="col" className="bf-scroll-region__sticky-end">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {['12/01/2026', '03/01/2026'].map((date) => (
              <tr key={date}>
                <th scope="row">{date}</th>
                <td>100 234</td>
                <td>Nordbank ···· 4821</td>
                <td>€1,250.00</td>
                <td className="bf-scroll-region__sticky-end">Pending</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Withdrawals' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getByRole('table')).toBeInTheDocument();
  },
};
