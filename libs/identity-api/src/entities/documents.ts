/** Kind of identity document (a string on the wire). */
export enum DocumentType {
  Identity = 'Identity',
  ProofOfAddress = 'ProofOfAddress',
  Other = 'Other',
}

/** Review status of an identity document (a string on the wire). */
export enum DocumentStatus {
  Pending = 'Pending',
  Verified = 'Verified',
  Rejected = 'Rejected',
}

/** An identity document (KYC) of a user (`GET users/{id}/Documents`, newest first). */
export interface UserDocument {
  Id: number;
  UserId: number;
  DocumentType: DocumentType;
  /** The uploaded file's name, sanitised by the service. */
  FileName: string;
  /** The type sniffed from the bytes: `application/pdf`, `image/png` or `image/jpeg`. */
  ContentType: string;
  /** Bytes. */
  Size: number;
  Status: DocumentStatus;
  /** The employee's comment; always set on a rejected document. */
  Comment: string | null;
  /** ISO-8601 UTC. */
  UploadedAt: string;
  /** When the document was last verified or rejected; null while pending. */
  VerifiedAt: string | null;
  /** The employee (user id) who last verified or rejected it; null while pending. */
  VerifiedBy: number | null;
}

/** What happened to a document in a {@link UserDocumentChangedEvent}. */
export type DocumentEventKind = 'Created' | 'Updated' | 'Deleted';

/** The hub push `UserDocumentChangedEvent` (wire shape): an upload, a review or a deletion (the document as it was). */
export interface UserDocumentChangedEvent {
  Document: UserDocument;
  Kind: DocumentEventKind;
}

/** Body of `POST users/VerifyDocument` (employees): a decision on a document; a rejection needs a comment. */
export interface VerifyDocumentRequest {
  DocumentId: number;
  Status: DocumentStatus.Verified | DocumentStatus.Rejected;
  Comment?: string | null;
}

/** Body of `POST users/EditVerifyComment` (employees). */
export interface EditVerifyCommentRequest {
  DocumentId: number;
  Comment: string | null;
}
