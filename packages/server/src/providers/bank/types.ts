/**
 * Bank providers of the bank step (0-product-decisions §6): the RBI list of IFSC codes (offline, from the
 * `ifsc` package), branch details of an IFSC (a live IFSC service or the sandbox), and the penny drop.
 */

/** Validity and bank name of an IFSC, from the offline RBI list. */
export interface IfscDirectory {
  /** The bank's name, or null when the code is not in the list. `ifsc` is upper-case and well-formed. */
  bankName(ifsc: string): string | null;
}

export interface IfscBranchDetails {
  branch: string | null;
  city: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  micr: string | null;
}

export interface IfscDetailsProvider {
  readonly name: string;
  /** Branch details of a code the RBI list knows; null when the service has none for it. */
  details(ifsc: string, bankName: string): Promise<IfscBranchDetails | null>;
}

export interface PennyDropQuery {
  ifsc: string;
  accountNumber: string;
  accountType: string;
}

export interface PennyDropResult {
  /** The credit of the test amount went through to an account with this number. */
  verified: boolean;
  accountHolderName?: string | null;
}

export interface PennyDropProvider {
  readonly name: string;
  /** Throws ProviderUnavailableError when the provider cannot answer. */
  verify(query: PennyDropQuery): Promise<PennyDropResult>;
}
