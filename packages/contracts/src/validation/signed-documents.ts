import { SIGNED_DOCUMENT_TYPES, type SignedDocumentType } from '../enums/documents';
import { MESSAGES } from './messages';

const SELECT_MESSAGE: Record<SignedDocumentType, string> = {
  admission_deed: MESSAGES.selectAdmissionDeed,
  consent_form: MESSAGES.selectConsentForm,
  poa: MESSAGES.selectPoa,
};

/** Every slot needs a file, then the declaration must be ticked (doc 2 §5 "Signed documents"). */
export function signedDocumentsMessage(
  documents: readonly { documentType: string; file?: unknown }[],
  declaration: boolean | null | undefined,
): string | null {
  for (const type of SIGNED_DOCUMENT_TYPES) {
    if (!documents.some((d) => d.documentType === type && d.file)) return SELECT_MESSAGE[type];
  }
  return declaration ? null : MESSAGES.selectDocumentDeclaration;
}
