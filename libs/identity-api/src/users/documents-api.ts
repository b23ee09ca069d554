import type { DocumentType, EditVerifyCommentRequest, UserDocument, VerifyDocumentRequest } from '../entities/documents';
import type { HttpClient, RequestOptions } from '../http/http-client';

/**
 * Identity documents (KYC) (`{server}/{root}/api/{version}/users/…`, contract "Extension: identity
 * documents (KYC)"): a user lists, uploads and deletes its own; employees read and review them.
 */
export interface DocumentsApi {
  /** `GET users/{userId}/Documents`: the user's documents, newest first. */
  getDocuments(userId: number, options?: RequestOptions): Promise<UserDocument[]>;
  /**
   * `POST users/{userId}/UploadDocument`, multipart with a text field `DocumentType` and one file field
   * `File` (PDF, PNG or JPEG, ≤ 5 MiB); answers the new document (`Pending`).
   */
  uploadDocument(userId: number, type: DocumentType, file: Blob, fileName?: string, options?: RequestOptions): Promise<UserDocument>;
  /** `DELETE users/DeleteDocument/{id}`: the owner removes a pending document; answers it as it was. */
  deleteDocument(id: number, options?: RequestOptions): Promise<UserDocument>;
  /**
   * The URL of a document's file (`GET users/{userId}/Documents/{docId}/File`). It needs the bearer
   * header, so a plain link does not work: use {@link downloadDocument} to get the bytes.
   */
  documentFileUrl(userId: number, docId: number, options?: Pick<RequestOptions, 'version'>): string;
  /** Downloads a document's file with the bearer token; resolves with its bytes (typed as sniffed by the service). */
  downloadDocument(userId: number, docId: number, options?: RequestOptions): Promise<Blob>;
  /** `POST users/VerifyDocument` (employees): verifies or rejects a document. */
  verifyDocument(request: VerifyDocumentRequest, options?: RequestOptions): Promise<UserDocument>;
  /** `POST users/EditVerifyComment` (employees): changes the review comment. */
  editVerifyComment(request: EditVerifyCommentRequest, options?: RequestOptions): Promise<UserDocument>;
}

const seg = (n: number) => encodeURIComponent(String(n));

/** The API path of a document's file. */
const filePath = (userId: number, docId: number) => `users/${seg(userId)}/Documents/${seg(docId)}/File`;

/**
 * The typed identity-document calls over an {@link HttpClient}.
 *
 * @example
 * const documents = createDocumentsApi(http);
 * const doc = await documents.uploadDocument(me.Id, DocumentType.Identity, input.files[0]);
 * const blob = await documents.downloadDocument(me.Id, doc.Id);
 */
export function createDocumentsApi(http: HttpClient): DocumentsApi {
  return {
    getDocuments: (userId, o) => http.get(`users/${seg(userId)}/Documents`, o),
    uploadDocument: (userId, type, file, fileName, o) => {
      const form = new FormData();
      form.append('DocumentType', type);
      form.append('File', file, fileName ?? (file as File).name ?? 'document');
      return http.post(`users/${seg(userId)}/UploadDocument`, form, o);
    },
    deleteDocument: (id, o) => http.delete(`users/DeleteDocument/${seg(id)}`, o),
    documentFileUrl: (userId, docId, o) => http.url(filePath(userId, docId), o?.version),
    downloadDocument: (userId, docId, o) => http.getBlob(filePath(userId, docId), o),
    verifyDocument: (request, o) => http.post('users/VerifyDocument', request, o),
    editVerifyComment: (request, o) => http.post('users/EditVerifyComment', request, o),
  };
}
