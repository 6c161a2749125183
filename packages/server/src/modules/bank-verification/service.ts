import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGES,
  type IfscLookupResponse,
  type PennyDropRequest,
  type PennyDropResponse,
} from '@aif/contracts';
import { badRequest, HttpError } from '../../lib/errors';
import type { BankProviders } from '../../providers/bank';
import { ProviderUnavailableError } from '../../providers/registry-types';

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** IFSC lookup and penny drop for the bank step (doc 1 §5, §7, §8; contracts api/bank-verification.ts). */
export class BankVerificationService {
  constructor(
    private readonly providers: BankProviders,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Bank name from the RBI list ('IFSC Code is invalid' when the code is not in it); branch details from
   * the IFSC service. When that service cannot answer, the lookup still gives the bank name (the form
   * then asks for the branch) rather than failing a code the RBI list knows.
   */
  async lookupIfsc(ifsc: string): Promise<IfscLookupResponse> {
    const code = ifsc.trim().toUpperCase();
    const bankName = this.providers.ifscDirectory.bankName(code);
    if (!bankName) throw badRequest(MESSAGES.ifscInvalid);
    let details = null;
    try {
      details = await this.providers.ifscDetails.details(code, bankName);
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.log.warn({ provider: err.provider, reason: err.message }, 'IFSC branch details unavailable');
    }
    return {
      Ifsc: code,
      BankName: bankName,
      Branch: details?.branch ?? null,
      BankCity: details?.city ?? null,
      BankAdd1: details?.address1 ?? null,
      BankAdd2: details?.address2 ?? null,
      BankAdd3: details?.address3 ?? null,
      MicrNo: details?.micr ?? null,
    };
  }

  /**
   * Runs the penny drop for a bank record. The IFSC must be in the RBI list; the answer is the bank with
   * pennydropCheck true and pennydropVerified the outcome (false is a 200: the form shows 'Penny drop
   * verification failed' and asks for bank proof), empty bank details filled from the IFSC lookup.
   * Provider unavailable: 422 'Unable to verify the details please contact admin'.
   */
  async pennyDrop(
    bank: PennyDropRequest & { ifscCode: string; bankAccountNumber: string; bankAccountType: string },
  ): Promise<PennyDropResponse> {
    const lookup = await this.lookupIfsc(bank.ifscCode);
    let result;
    try {
      result = await this.providers.pennyDrop.verify({
        ifsc: lookup.Ifsc,
        accountNumber: bank.bankAccountNumber,
        accountType: bank.bankAccountType,
      });
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.log.warn({ provider: err.provider, reason: err.message }, 'penny drop unavailable');
      throw new HttpError(422, MESSAGES.unableToVerify);
    }
    // The account number is personal data: only the outcome and the bank are logged.
    this.log.info({ ifsc: lookup.Ifsc, verified: result.verified }, 'penny drop');
    return {
      ...bank,
      ifscCode: lookup.Ifsc,
      bankName: orNull(bank.bankName) ?? lookup.BankName,
      bankBranch: orNull(bank.bankBranch) ?? lookup.BankCity ?? null,
      address1: orNull(bank.address1) ?? lookup.BankAdd1 ?? null,
      address2: orNull(bank.address2) ?? lookup.BankAdd2 ?? null,
      address3: orNull(bank.address3) ?? lookup.BankAdd3 ?? null,
      micrCode: orNull(bank.micrCode) ?? lookup.MicrNo ?? null,
      pennydropCheck: true,
      pennydropVerified: result.verified,
      accountHolderName: result.accountHolderName ?? null,
    };
  }
}
