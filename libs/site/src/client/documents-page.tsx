import { useTranslation } from '@brokerfront/i18n/react';
import { useAppConfig } from '@brokerfront/config/react';
import { DocumentType, type UserDocument } from '@brokerfront/identity-api';
import {
  applyDocumentEvents,
  identityApi,
  useDeleteDocumentMutation,
  useGetCurrentUserQuery,
  useGetDocumentsQuery,
  useUploadDocumentMutation,
} from '@brokerfront/identity-api/redux';
import {
  ClientPage,
  DOCUMENT_MAX_BYTES,
  DocumentsSection,
  DocumentUploadForm,
  formatByteSize,
  LoadState,
  type DocumentItem,
  type DocumentUploadField,
  type FormOutcome,
  type ProfileDocumentStatus,
  type ProfileDocumentType,
} from '@brokerfront/ui-templates';
import { useAppDispatch } from '../app/hooks';
import { DocumentHead } from '../head/document-head';
import { ROUTE_PATHS } from '../paths';
import { envelopeErrorsOf, useServiceErrorText } from './service-errors';

const DOCUMENT_TYPES: Record<ProfileDocumentType, DocumentType> = {
  Identity: DocumentType.Identity,
  ProofOfAddress: DocumentType.ProofOfAddress,
  Other: DocumentType.Other,
};

/** A document as the list shows it. */
export function documentItemOf(doc: UserDocument): DocumentItem {
  return {
    id: doc.Id,
    type: doc.DocumentType as ProfileDocumentType,
    fileName: doc.FileName,
    size: doc.Size,
    status: doc.Status as ProfileDocumentStatus,
    comment: doc.Comment,
    uploadedAt: doc.UploadedAt,
  };
}

/** The identity documents of the signed-in user (see {@link DocumentsRoute}). */
export function DocumentsPage() {
  const app = useAppConfig();
  const { t, i18n } = useTranslation('client');
  const serviceText = useServiceErrorText();
  const dispatch = useAppDispatch();
  const language = i18n.language || app.defaultLanguage.prefix;
  const me = useGetCurrentUserQuery();
  const user = me.data;
  const documents = useGetDocumentsQuery(user?.Id ?? 0, { skip: !user });
  const [uploadDocument] = useUploadDocumentMutation();
  const [deleteDocument] = useDeleteDocumentMutation();

  const upload = async (type: ProfileDocumentType, file: File): Promise<FormOutcome<DocumentUploadField>> => {
    if (!user) return { ok: false, formError: t('documents.uploadFailed') };
    try {
      const doc = await uploadDocument({ userId: user.Id, type: DOCUMENT_TYPES[type], file, fileName: file.name }).unwrap();
      // Shown at once as Pending (the refetch the upload triggers, and the hub's push, agree with it).
      dispatch(applyDocumentEvents([{ Document: doc, Kind: 'Created' }]));
      return { ok: true };
    } catch (e) {
      const first = envelopeErrorsOf(e)[0];
      const data = typeof first?.Data === 'string' ? first.Data : '';
      if (first?.Code === 'payload_too_large') {
        return { ok: false, fieldErrors: { file: t('documents.errors.tooLarge', { max: formatByteSize(DOCUMENT_MAX_BYTES, language) }) } };
      }
      if (first?.Code === 'invalid_request' && data.startsWith('File: missing'))
        return { ok: false, fieldErrors: { file: t('documents.errors.noFile') } };
      if (first?.Code === 'invalid_request' && data.startsWith('File:'))
        return { ok: false, fieldErrors: { file: t('documents.errors.content') } };
      if (first?.Code === 'invalid_request' && data.startsWith('DocumentType'))
        return { ok: false, fieldErrors: { type: t('documents.errors.noType') } };
      return { ok: false, formError: serviceText(e) };
    }
  };

  const remove = async (id: number): Promise<FormOutcome> => {
    if (!user) return { ok: false, formError: t('documents.deleteFailed') };
    try {
      const doc = await deleteDocument(id).unwrap();
      dispatch(applyDocumentEvents([{ Document: doc, Kind: 'Deleted' }]));
      return { ok: true };
    } catch (e) {
      // Reviewed (document_not_pending) or gone meanwhile: show the list as it is now.
      dispatch(identityApi.util.invalidateTags([{ type: 'Document', id: user.Id }]));
      return { ok: false, formError: serviceText(e) };
    }
  };

  const items = documents.data?.map(documentItemOf);

  return (
    <>
      <DocumentHead
        title={t('documents.title')}
        appName={app.name}
        description={app.description}
        origin={app.origin}
        path={ROUTE_PATHS.accountDocuments}
      />
      <ClientPage title={t('documents.title')} lead={t('documents.lead')}>
        <LoadState
          loading={me.isLoading}
          error={me.error && !user ? t('profile.loadError') : null}
          empty={!user}
          loadingLabel={t('documents.loading')}
          emptyContent={<p>{t('profile.loadError')}</p>}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        >
          <DocumentUploadForm onUpload={upload} documentCount={items?.length ?? 0} />
          <DocumentsSection
            documents={items}
            loading={documents.isLoading || (documents.isUninitialized && !!user)}
            error={documents.error && !documents.data ? t('documents.loadError') : null}
            onRetry={() => void documents.refetch()}
            retrying={documents.isFetching}
            timeZone={user?.TimeZone}
            onDelete={remove}
          />
        </LoadState>
      </ClientPage>
    </>
  );
}

/**
 * `/account/documents` (in the client shell): identity documents (KYC) — upload with a document type,
 * the list with each status (and the employee's comment), delete while pending. Reviews arrive as the
 * hub's `UserDocumentChangedEvent`, which patches the cached list (`applyDocumentEvents`), so a status
 * changes on the page without a reload.
 */
export function DocumentsRoute() {
  return <DocumentsPage />;
}
