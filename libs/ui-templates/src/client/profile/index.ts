export {
  DOCUMENT_TYPES,
  PROFILE_FIELDS,
  PROFILE_GENDERS,
  type CountryOption,
  type DocumentItem,
  type FormOutcome,
  type ProfileDetailsData,
  type ProfileDocumentStatus,
  type ProfileDocumentType,
  type ProfileField,
  type ProfileFormValues,
  type ProfileGender,
  type SendCodeOutcome,
} from './profile-types';
export {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  MAX_DOCUMENTS,
  validateProfileForm,
  type ProfileFieldProblem,
} from './validation';
export { formatFileSize as formatByteSize } from './format';
export { ProfileBadge, ProfileDetails, TierBadge, type ProfileBadgeTone, type ProfileDetailsProps } from './profile-details';
export { ProfileForm, type ProfileFormProps } from './profile-form';
export { PersonalDetails, type PersonalDetailsProps } from './personal-details';
export { AvatarEditor, ProfileAvatar, type AvatarEditorProps, type PreviewUrls, type ProfileAvatarProps } from './avatar-editor';
export { PhoneConfirmationPanel, type PhoneConfirmationPanelProps } from './phone-confirmation';
export { DocumentUploadForm, type DocumentUploadField, type DocumentUploadFormProps } from './document-upload-form';
export {
  DocumentsList,
  DocumentsSection,
  DocumentStatusBadge,
  type DocumentsListProps,
  type DocumentsSectionProps,
} from './documents-list';
