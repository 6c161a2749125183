import fp from 'fastify-plugin';
import { createBankProviders, loadBankProvidersConfig, type BankProviders } from '../../providers/bank';
import { BankVerificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    bankVerification: BankVerificationService;
  }
}

export interface BankVerificationOptions {
  /** Replace the providers (tests, or a custom integration); default: from PROVIDERS and the bank env. */
  providers?: BankProviders;
}

/** IFSC lookup and penny drop for the bank step. */
export default fp<BankVerificationOptions>(
  async (app, opts) => {
    const mode = app.config.providers.mode;
    const providers =
      opts.providers ?? createBankProviders(mode, mode === 'live' ? loadBankProvidersConfig() : {});
    app.decorate('bankVerification', new BankVerificationService(providers, app.log));
  },
  { name: 'bank-verification', dependencies: ['core'] },
);
