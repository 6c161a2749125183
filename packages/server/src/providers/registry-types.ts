import type { AmlMatch, KraRecord } from '@aif/contracts';

/**
 * The KYC registry (KRA) and AML screening the onboarding entry asks (0-product-decisions §6). Each has a
 * sandbox adapter (default) and an HTTP one, chosen by PROVIDERS like SMS and e-mail.
 */

/** The provider could not answer (down, timed out, refused, unreadable answer, or the sandbox's ERR PANs). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}

export interface KraQuery {
  /** Upper-case, well-formed. */
  pan: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
}

/** A document the registry holds for a PAN (the KYC record and the like). */
export interface KraDocument {
  /** A contracts `DocumentType`: 'kra_document'. */
  documentType: string;
  /** What the document is, e.g. 'KYC record'. */
  documentName: string;
  fileName: string;
  mimeType: string;
  data: Uint8Array;
}

export interface KraProvider {
  readonly name: string;
  /** The registry record, or null when the registry has none ('Data Not Found'). */
  lookup(query: KraQuery): Promise<KraRecord | null>;
  /**
   * The documents the registry holds for the PAN; none when it has no record. Asked when an applicant is
   * created from the registry record (onboarding), not at the PAN check, so abandoned checks store nothing.
   */
  documents(query: KraQuery): Promise<KraDocument[]>;
}

export interface AmlQuery {
  pan: string;
  name: string;
  dateOfBirth: string;
}

export interface AmlResult {
  /** true when nothing matched. */
  passed: boolean;
  matches: AmlMatch[];
}

export interface AmlProvider {
  readonly name: string;
  screen(query: AmlQuery): Promise<AmlResult>;
}
