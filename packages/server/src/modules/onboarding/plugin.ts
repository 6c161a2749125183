import fp from 'fastify-plugin';
import { createRegistryProviders, type AmlProvider, type KraProvider } from '../../providers';
import { OnboardingApplicationService } from './applications';
import { ConsentService } from './consents';
import { OnboardingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    kra: KraProvider;
    aml: AmlProvider;
    onboarding: OnboardingService;
    consents: ConsentService;
    onboardingApplications: OnboardingApplicationService;
  }
}

export interface OnboardingOptions {
  kra?: KraProvider;
  aml?: AmlProvider;
}

/** Onboarding entry: the registry and AML providers, the verification chain, consents, new applications. */
export default fp<OnboardingOptions>(
  async (app, opts) => {
    const providers = createRegistryProviders(app.config.providers);
    app.decorate('kra', opts.kra ?? providers.kra);
    app.decorate('aml', opts.aml ?? providers.aml);
    const deps = {
      db: app.db,
      clock: app.clock,
      log: app.log,
      otp: app.otp,
      audit: app.audit,
      messages: app.messages,
      publicUrl: app.config.publicUrl,
      kra: app.kra,
      aml: app.aml,
    };
    const entry = new OnboardingService(deps);
    app.decorate('onboarding', entry);
    app.decorate('consents', new ConsentService(deps, entry));
    app.decorate('onboardingApplications', new OnboardingApplicationService(deps, entry, app.files));
  },
  { name: 'onboarding', dependencies: ['core', 'otp', 'audit', 'messages', 'files'] },
);
