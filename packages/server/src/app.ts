import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, withPublicUrl, type AppConfig, type RunConfig } from './config';
import type { DbHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions, type LoggerSettings } from './lib/logger';
import adminSupportPlugin from './modules/admin-support/plugin';
import adminSupportRoutes from './modules/admin-support/routes';
import applicationStatusChangeRoutes from './modules/admin-support/application-routes';
import applicationPdfPlugin from './modules/application-pdf/plugin';
import applicationPdfRoutes from './modules/application-pdf/routes';
import applicationWizardRoutes from './modules/application-wizard/routes';
import uboFetchPlugin from './modules/ubo-fetch/plugin';
import uboFetchRoutes from './modules/ubo-fetch/routes';
import applicationListsPlugin from './modules/applications/plugin';
import applicationListRoutes from './modules/applications/routes';
import auditPlugin from './modules/audit/plugin';
import auditViewPlugin from './modules/audit-view/plugin';
import auditViewRoutes from './modules/audit-view/routes';
import bankVerificationPlugin from './modules/bank-verification/plugin';
import bankVerificationRoutes from './modules/bank-verification/routes';
import esignPlugin from './modules/esign/plugin';
import esignRoutes from './modules/esign/routes';
import esignSandboxRoutes from './modules/esign/sandbox-routes';
import applicationWizardPlugin from './modules/application-wizard/plugin';
import filesPlugin from './modules/files/plugin';
import fileRoutes from './modules/files/routes';
import fundsPlugin from './modules/funds/plugin';
import fundRoutes from './modules/funds/routes';
import userAdminPlugin from './modules/user-admin/plugin';
import userAdminRoutes from './modules/user-admin/routes';
import healthRoutes from './modules/health/routes';
import ipLimitsPlugin from './modules/ip-limits/plugin';
import keysPlugin from './modules/keys/plugin';
import messagesPlugin from './modules/messages/plugin';
import mdmsPlugin from './modules/mdms/plugin';
import mdmsRoutes from './modules/mdms/routes';
import onboardingPlugin from './modules/onboarding/plugin';
import onboardingRoutes from './modules/onboarding/routes';
import otpPlugin from './modules/otp/plugin';
import pdfWorkerPlugin from './modules/pdf-worker/plugin';
import messagingPlugin from './modules/outbox/plugin';
import outboxRoutes from './modules/outbox/routes';
import { manifestOrigins } from './modules/remotes/origins';
import remotesPlugin from './modules/remotes/plugin';
import remotesRoutes from './modules/remotes/routes';
import reportsPlugin from './modules/reports/plugin';
import reportRoutes from './modules/reports/routes';
import reviewPlugin from './modules/review/plugin';
import reviewRoutes from './modules/review/routes';
import sessionsPlugin from './modules/sessions/plugin';
import sessionRoutes from './modules/sessions/routes';
import signInPlugin from './modules/sign-in/plugin';
import signInRoutes from './modules/sign-in/routes';
import signedDocumentsPlugin from './modules/signed-documents/plugin';
import signedDocumentsRoutes from './modules/signed-documents/routes';
import staticRoutes from './modules/static/routes';
import { findStaticSites, isSpaNavigation } from './modules/static/service';
import accessPlugin from './plugins/access';
import corePlugin from './plugins/core';
import securityHeaders from './plugins/security-headers';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import swaggerPlugin from './plugins/external/swagger';
import type { AmlProvider, EmailProvider, KraProvider, SmsProvider } from './providers';
import { createFileStorage, type FileStorage } from './providers/storage';
import type { EsignProvider } from './providers/esign';

export interface BuildAppOptions {
  /** An open, migrated database. The app does not close it: whoever opened it does. */
  db: DbHandle;
  /** Overrides on top of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** false for no logs; default: JSON to stdout at the configured level. */
  logger?: LoggerSettings | false;
  /** Replace outside providers (tests, or a custom integration). */
  providers?: {
    sms?: SmsProvider;
    email?: EmailProvider;
    storage?: FileStorage;
    kra?: KraProvider;
    aml?: AmlProvider;
    esign?: EsignProvider;
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Refuses to start with live providers and no PUBLIC_URL: links never come from a request.
  const config: RunConfig = withPublicUrl({ ...loadConfig(), ...options.config } satisfies AppConfig);
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    // Node's default of 5 s is shorter than a typical load balancer's idle timeout.
    keepAliveTimeout: 65_000,
    // Sealed payloads and application bodies stay small; files go through multipart with their own limit.
    bodyLimit: 2 * 1024 * 1024,
    // Who may name the client's address and protocol (X-Forwarded-For / -Proto): no one unless configured.
    trustProxy: config.trustProxy,
    // No request body may carry a prototype-polluting key (the default ignores constructor.prototype).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A path with a malformed percent-escape: 400 { message } (error-handler.ts).
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sites = findStaticSites(config.staticRoot);
  // One storage (one S3 client and its connection pool) for the modules that store files; the app
  // closes the one it created, a storage passed in belongs to the caller.
  const storage = options.providers?.storage ?? createFileStorage(config.storage);
  if (!options.providers?.storage) app.addHook('onClose', () => storage.close());

  // 1. External plugins and cross-cutting concerns (the access hook must see every route as it is added).
  await app.register(corePlugin, { db: options.db.db, clock: options.clock ?? systemClock, config });
  await app.register(securityHeaders, { remoteOrigins: manifestOrigins(config.remotesManifest) });
  await app.register(errorHandler, {
    spaFallback: sites.shell
      ? (request, reply) => {
          if (!isSpaNavigation(request.method, request.url, request.headers.accept)) return false;
          void reply.sendFile('index.html', sites.shell!.dir);
          return true;
        }
      : undefined,
  });
  await app.register(inputGuard);
  await app.register(swaggerPlugin);
  // Size limits are decided per document type after reading, so the parser must not throw at its limit.
  await app.register(multipart, { throwFileSizeLimit: false });
  // The sessions module's plugin comes this early because the access hook resolves tokens with it.
  await app.register(sessionsPlugin);
  await app.register(accessPlugin);

  // 2. Domain services: each module's plugin decorates the instance with its service, after the plugins
  //    it depends on (fastify-plugin checks the order at registration).
  await app.register(keysPlugin);
  await app.register(messagingPlugin, options.providers ?? {});
  await app.register(messagesPlugin);
  await app.register(auditPlugin);
  await app.register(auditViewPlugin);
  await app.register(otpPlugin);
  await app.register(ipLimitsPlugin);
  await app.register(signInPlugin);
  await app.register(pdfWorkerPlugin);
  await app.register(filesPlugin, { storage });
  await app.register(onboardingPlugin, { kra: options.providers?.kra, aml: options.providers?.aml });
  await app.register(applicationListsPlugin);
  await app.register(bankVerificationPlugin);
  await app.register(applicationPdfPlugin, { storage });
  await app.register(applicationWizardPlugin);
  await app.register(uboFetchPlugin);
  await app.register(esignPlugin, { storage, provider: options.providers?.esign });
  // After e-sign: Admin Support's application moves cancel and re-issue sign documents.
  await app.register(adminSupportPlugin);
  await app.register(fundsPlugin);
  await app.register(userAdminPlugin);
  await app.register(reportsPlugin);
  await app.register(reviewPlugin);
  await app.register(signedDocumentsPlugin);
  await app.register(remotesPlugin);
  await app.register(mdmsPlugin);

  // 3. Routes, by URL prefix.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(signInRoutes, { prefix: '/api/users' });
  await app.register(sessionRoutes, { prefix: '/api/users' });
  await app.register(adminSupportRoutes, { prefix: '/api/users' });
  await app.register(fileRoutes, { prefix: '/api/files' });
  await app.register(onboardingRoutes, { prefix: '/api/onboarding' });
  await app.register(applicationListRoutes, { prefix: '/api/onboarding' });
  await app.register(bankVerificationRoutes, { prefix: '/api/onboarding' });
  await app.register(applicationWizardRoutes, { prefix: '/api/onboarding' });
  await app.register(uboFetchRoutes, { prefix: '/api/onboarding' });
  await app.register(reviewRoutes, { prefix: '/api/onboarding' });
  await app.register(applicationStatusChangeRoutes, { prefix: '/api/onboarding' });
  await app.register(esignRoutes, { prefix: '/api/onboarding' });
  await app.register(signedDocumentsRoutes, { prefix: '/api/onboarding' });
  await app.register(fundRoutes, { prefix: '/api/onboarding' });
  await app.register(userAdminRoutes, { prefix: '/api/onboarding' });
  await app.register(reportRoutes, { prefix: '/api/onboarding' });
  await app.register(auditViewRoutes, { prefix: '/api/onboarding' });
  await app.register(applicationPdfRoutes, { prefix: '/api/pdf' });
  await app.register(remotesRoutes, { prefix: '/api/config' });
  await app.register(mdmsRoutes, { prefix: '/mdms' });
  // The sandboxes' own pages (the e-sign signing pages, the outbox) exist only in sandbox mode.
  if (config.providers.mode === 'sandbox') {
    await app.register(esignSandboxRoutes, { prefix: '/esign/sandbox' });
    await app.register(outboxRoutes, { prefix: '/api/dev' });
  }
  await app.register(staticRoutes, { sites });

  await app.ready();
  return app;
}
