import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ClientPage } from '../common/client-page';
import { DocumentUploadForm, type DocumentUploadField } from './document-upload-form';
import { DocumentsSection } from './documents-list';
import type { DocumentItem, FormOutcome, ProfileDocumentType } from './profile-types';

const DOCUMENTS: DocumentItem[] = [
  {
    id: 4,
    type: 'Other',
    fileName: 'employment-contract.pdf',
    size: 48_213,
    status: 'Pending',
    comment: null,
    uploadedAt: '2026-01-12T09:30:00.000Z',
  },
  {
    id: 3,
    type: 'ProofOfAddress',
    fileName: 'electricity-bill.png',
    size: 820_400,
    status: 'Rejected',
    comment: 'The bill is older than three months. Please upload a recent one.',
    uploadedAt: '2026-01-10T14:05:00.000Z',
  },
  {
    id: 2,
    type: 'ProofOfAddress',
    fileName: 'bank-statement.pdf',
    size: 312_000,
    status: 'Verified',
    comment: null,
    uploadedAt: '2026-01-09T08:00:00.000Z',
  },
  {
    id: 1,
    type: 'Identity',
    fileName: 'passport.jpg',
    size: 2_400_000,
    status: 'Verified',
    comment: 'Valid until 2031.',
    uploadedAt: '2026-01-02T11:15:00.000Z',
  },
];

const wait = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file as a file input would give it. */
const choose = async (input: HTMLElement, name: string, type: string, size = 4096) => {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  await fireEvent.change(input, { target: { files: [file] } });
};

/** The documents page over a fake service: an upload is listed as Pending, a pending document can be deleted. */
function DocumentsPageDemo({ initial = DOCUMENTS }: { initial?: DocumentItem[] }) {
  const { t } = useTranslation('client');
  const [documents, setDocuments] = useState(initial);
  const upload = async (type: ProfileDocumentType, file: File): Promise<FormOutcome<DocumentUploadField>> => {
    await wait();
    setDocuments((list) => [
      {
        id: Math.max(0, ...list.map((d) => d.id)) + 1,
        type,
        fileName: file.name,
        size: file.size,
        status: 'Pending',
        comment: null,
        uploadedAt: '2026-01-15T12:00:00.000Z',
      },
      ...list,
    ]);
    return { ok: true };
  };
  const remove = async (id: number): Promise<FormOutcome> => {
    await wait();
    setDocuments((list) => list.filter((d) => d.id !== id));
    return { ok: true };
  };
  return (
    <ClientPage title={t('documents.title')} lead={t('documents.lead')}>
      <DocumentUploadForm onUpload={upload} documentCount={documents.length} />
      <DocumentsSection documents={documents} loading={false} error={null} timeZone="UTC" onDelete={remove} />
    </ClientPage>
  );
}

/** The documents (KYC) page of the client area. */
const meta: Meta = {
  title: 'Client area/Profile/Documents',
};
export default meta;
type Story = StoryObj;

/** Every status: pending (with "Delete"), verified, rejected with the employee's comment. */
export const DocumentsList: Story = {
  render: () => <DocumentsPageDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
    await expect(canvas.getAllByText('Verified')).toHaveLength(2);
    await expect(canvas.getByText('Rejected')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
  },
};

/** An upload appears as Pending. */
export const UploadAppearsPending: Story = {
  render: () => <DocumentsPageDemo initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Document type' }), 'Identity');
    await choose(canvas.getByLabelText(/^File/), 'id-card.pdf', 'application/pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expect(await canvas.findByRole('heading', { name: 'id-card.pdf' })).toBeInTheDocument();
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
  },
};

/** "Delete" asks first. */
export const DeleteConfirmation: Story = {
  render: () => <DocumentsPageDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete employment-contract.pdf' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete this document?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'employment-contract.pdf' })).toBeNull());
    await expect(canvas.getByText('employment-contract.pdf has been deleted.')).toBeInTheDocument();
  },
};

/** No documents yet. */
export const DocumentsEmpty: Story = {
  render: () => <DocumentsSection documents={[]} loading={false} error={null} onDelete={async () => ({ ok: true })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No documents yet')).toBeInTheDocument();
  },
};

/** Loading the list. */
export const DocumentsLoading: Story = {
  render: () => <DocumentsSection documents={undefined} loading error={null} onDelete={async () => ({ ok: true })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your documents…');
  },
};

/** The list could not be loaded. */
export const DocumentsError: Story = {
  render: () => (
    <DocumentsSection
      documents={undefined}
      loading={false}
      error="Your documents could not be loaded."
      onRetry={() => undefined}
      onDelete={async () => ({ ok: true })}
    />
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your documents could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The upload form's checks: type and file required, a wrong file type refused before uploading. */
export const UploadFormErrors: Story = {
  render: () => <DocumentUploadForm onUpload={async () => ({ ok: true })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expect(canvas.getByText('Choose the document type.')).toBeInTheDocument();
    await expect(canvas.getByText('Choose a file to upload.')).toBeInTheDocument();
    await choose(canvas.getByLabelText(/^File/), 'photo.gif', 'image/gif');
    await expect(await canvas.findByText('This file is not a PDF, PNG or JPEG file. Choose another file.')).toBeInTheDocument();
    await choose(canvas.getByLabelText(/^File/), 'scan.pdf', 'application/pdf', 6 * 1024 * 1024);
    await expect(await canvas.findByText('This file is 6 MB; a document may be at most 5 MB.')).toBeInTheDocument();
  },
};

/** The upload refused by the service (the limit of 50 documents). */
export const UploadRefused: Story = {
  render: () => <DocumentUploadForm onUpload={async () => ({ ok: false, formError: 'You have uploaded too many documents.' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Document type' }), 'Other');
    await choose(canvas.getByLabelText(/^File/), 'letter.pdf', 'application/pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You have uploaded too many documents.');
    await expect(canvas.getByRole('combobox', { name: 'Document type' })).toHaveValue('Other');
  },
};

/** At the limit of 50 documents. */
export const UploadLimitReached: Story = {
  render: () => <DocumentUploadForm onUpload={async () => ({ ok: true })} documentCount={50} />,
};
