import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { esignDocuments, esignInvitations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { EsignProvider, EsignSettings } from '../../providers/esign';
import type { FileStorage } from '../../providers/storage';
import type { EmailProvider, SmsProvider } from '../../providers/types';
import type { ApplicationPdfService } from '../application-pdf/service';
import type { AuditService } from '../audit/service';

/** What the e-sign work needs: the database, the providers, the settings and the application PDF. */
export interface EsignDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  sms: SmsProvider;
  email: EmailProvider;
  provider: EsignProvider;
  settings: EsignSettings;
  pdf: ApplicationPdfService;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Origin used for links when no request gives one (PUBLIC_URL, else the listen address). */
  defaultOrigin: () => string;
}

export type InvitationRow = typeof esignInvitations.$inferSelect;
export type DocumentRow = typeof esignDocuments.$inferSelect;

export const DAY_MS = 86_400_000;
