import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../i18n/test-i18n';
import { FileUpload, type FileUploadProps } from './file-upload';

const MAX = 5 * 1024 * 1024;

/** A file of `size` bytes (the content is not read). */
function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** A form's field as the forms use it: the choice kept, checked as soon as it is made (PDF up to 5 MiB). */
function Field(props: Partial<FileUploadProps>) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <FileUpload
      label="Statement"
      hint="PDF, at most 5 MB."
      accept=".pdf,application/pdf"
      chosen={chosen}
      error={error}
      onChoose={(next) => {
        setChosen(next);
        setError(
          next.type !== 'application/pdf'
            ? 'This file is not a PDF file.'
            : next.size > MAX
              ? 'This file is too large: at most 5 MB.'
              : null,
        );
      }}
      onRemove={() => {
        setChosen(null);
        setError(null);
      }}
      {...props}
    />
  );
}

const input = () => screen.getByLabelText('Statement');
const zoneOf = (element: HTMLElement) => element.closest('.bf-file-upload__zone') as HTMLElement;
const drop = (target: Element, files: File[]) => {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
};

describe('FileUpload', () => {
  const user = () => userEvent.setup({ applyAccept: false });

  it('keeps the native input as the labelled, described control, out of sight behind "Choose a file"', () => {
    renderWithI18n(<Field />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(input()).toHaveClass('bf-file-upload__input');
    expect(input()).toHaveAccessibleDescription('PDF, at most 5 MB.');
    expect(screen.getByText('Choose a file')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('or drag and drop it here')).toBeInTheDocument();
  });

  it('shows the chosen file’s name and size, with "Choose another file" and "Remove"', async () => {
    renderWithI18n(<Field />);
    const statement = file('statement.pdf', 'application/pdf', 2048);
    await user().upload(input(), statement);
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('PDF, at most 5 MB. Chosen file: statement.pdf 2 kB');
    expect(screen.getByText('Choose another file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(screen.queryByText('statement.pdf')).toBeNull();
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it('takes a file dropped on the zone, says so while it is dragged over, and refuses several at once', () => {
    const onChoose = jest.fn();
    renderWithI18n(<FileUpload label="Statement" onChoose={onChoose} />);
    const zone = zoneOf(input());
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'], dropEffect: 'none' } });
    expect(zone).toHaveClass('bf-file-upload__zone--active');
    expect(screen.getByText('Drop the file to choose it')).toBeInTheDocument();
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone).not.toHaveClass('bf-file-upload__zone--active');

    const a = file('a.pdf', 'application/pdf');
    drop(zone, [a, a]);
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Drop one file at a time.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');

    drop(zone, [a]);
    expect(onChoose).toHaveBeenCalledWith(a);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(zone).not.toHaveClass('bf-file-upload__zone--active');
  });

  it('ignores a drag of something other than files, and a drop while disabled', () => {
    const onChoose = jest.fn();
    renderWithI18n(<FileUpload label="Statement" onChoose={onChoose} disabled />);
    const zone = zoneOf(input());
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['text/plain'], dropEffect: 'none' } });
    expect(zone).not.toHaveClass('bf-file-upload__zone--active');
    drop(zone, [file('a.pdf', 'application/pdf')]);
    expect(onChoose).not.toHaveBeenCalled();
    expect(input()).toBeDisabled();
  });

  it('says in words, announced, why a picked or dropped file cannot be used: its type, its size', async () => {
    renderWithI18n(<Field />);
    await user().upload(input(), file('photo.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a PDF file.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('This file is not a PDF file.'));

    drop(zoneOf(input()), [file('scan.pdf', 'application/pdf', 6 * 1024 * 1024)]);
    expect(screen.getByRole('alert')).toHaveTextContent('This file is too large: at most 5 MB.');
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();

    await user().upload(input(), file('scan.pdf', 'application/pdf', 1024));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('is reached with Tab (the input, then Remove), and a click on the zone opens the picker', async () => {
    const click = jest.spyOn(HTMLInputElement.prototype, 'click');
    try {
      renderWithI18n(
        <>
          <button type="button">Before</button>
          <Field />
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Before' }));
      await userEvent.tab();
      expect(input()).toHaveFocus();
      // Enter opens the picker as Space does.
      fireEvent.keyDown(input(), { key: 'Enter' });
      expect(click).toHaveBeenCalledTimes(1);
      await user().upload(input(), file('statement.pdf', 'application/pdf'));
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Remove statement.pdf' })).toHaveFocus();

      click.mockClear();
      await userEvent.click(screen.getByText('Choose another file'));
      expect(click).toHaveBeenCalledTimes(1);
      expect(click.mock.instances[0]).toBe(input());
      // The Remove button does its own work, not the picker's.
      click.mockClear();
      await userEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });

  it('marks a required field and speaks the interface language', () => {
    renderWithI18n(<FileUpload label="Datei" required onChoose={jest.fn()} chosen={{ name: 'ausweis.pdf', size: 3 * 1024 * 1024 }} />, {
      language: 'de',
    });
    expect(screen.getByLabelText(/^Datei/)).toBeRequired();
    expect(screen.getByText('Andere Datei auswählen')).toBeInTheDocument();
    expect(screen.getByText('3 MB')).toBeInTheDocument();
    // Without onRemove there is nothing to remove.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
