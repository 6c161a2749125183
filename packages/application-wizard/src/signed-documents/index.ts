/** The msar signed documents (doc 2 "Signed documents upload"): the upload and the lists' entry route to it. */
export {
  SIGNED_DOCUMENTS_DECLARATION,
  SIGNED_DOCUMENTS_TITLE,
  SignedDocumentsUpload,
} from './SignedDocumentsUpload';
export { UploadSignedDocumentsEntry } from './UploadSignedDocumentsEntry';
