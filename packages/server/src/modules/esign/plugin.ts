import fp from 'fastify-plugin';
import type { FileStorage } from '../../providers/storage';
import {
  createEsignProvider,
  loadEsignSettings,
  type EsignProvider,
  type EsignSettings,
} from '../../providers/esign';
import { EsignPageService } from './page';
import { EsignService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    esign: EsignService;
    esignProvider: EsignProvider;
    esignPage: EsignPageService;
  }
}

export interface EsignPluginOptions {
  /** Overrides on top of the ESIGN_* environment (tests). */
  settings?: Partial<EsignSettings>;
  provider?: EsignProvider;
  /** The instance's one file storage, built and closed by `buildApp`. */
  storage: FileStorage;
}

/**
 * E-sign and the investor's e-sign page as services, and the invitation expiry job: scheduled every
 * ESIGN_EXPIRY_JOB_INTERVAL_MINUTES once the server listens (never under `inject`, so tests call
 * `app.esign.runExpiryJob()` themselves); safe with any number of instances (see runExpiryJob).
 */
export default fp<EsignPluginOptions>(
  async (app, opts) => {
    const settings: EsignSettings = { ...loadEsignSettings(), ...opts.settings };
    const provider =
      opts.provider ??
      createEsignProvider(settings, {
        db: app.db,
        clock: app.clock,
        baseUrl: app.config.publicUrl,
        messages: app.messages,
        pepper: () => app.keys.otpPepper(),
      });
    // The sandbox signs on pages this API serves and "sends" to the outbox: never with live providers.
    if (provider.sandbox && app.config.providers.mode === 'live')
      throw new Error('Invalid configuration: PROVIDERS=live needs a live e-sign provider (ESIGN_PROVIDER)');
    app.decorate('esignProvider', provider);
    app.decorate(
      'esign',
      new EsignService({
        db: app.db,
        clock: app.clock,
        audit: app.audit,
        messages: app.messages,
        provider,
        settings,
        pdf: app.applicationPdf,
        storage: opts.storage,
        log: app.log,
        publicUrl: app.config.publicUrl,
      }),
    );
    app.decorate(
      'esignPage',
      new EsignPageService({
        db: app.db,
        esign: app.esign,
        otp: app.otp,
        sessions: app.sessions,
        messages: app.messages,
        wizard: app.applicationWizard,
      }),
    );

    let timer: NodeJS.Timeout | undefined;
    let running = false;
    app.addHook('onListen', async () => {
      if (settings.expiryJobIntervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        app.esign
          .runExpiryJob()
          .then((r) => {
            if (r.expired.length || r.finalised.length) app.log.info(r, 'e-sign expiry job');
          })
          .catch((err: Error) => app.log.error({ err: err.message }, 'e-sign expiry job failed'))
          .finally(() => {
            running = false;
          });
      }, settings.expiryJobIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  {
    name: 'esign',
    dependencies: [
      'core',
      'messages',
      'audit',
      'keys',
      'otp',
      'sessions',
      'application-pdf',
      'application-wizard',
    ],
  },
);
