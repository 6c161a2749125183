import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { esignDocuments, esignInvitations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { EsignProvider, EsignSettings } from '../../providers/esign';
import type { FileStorage } from '../../providers/storage';
import type { ApplicationPdfService } from '../application-pdf/service';
import type { AuditService } from '../audit/service';
import type { MessageQueue } from '../messages/types';

/** What the e-sign work needs: the database, the provider, the message queue, the settings and the PDF. */
export interface EsignDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  messages: MessageQueue;
  provider: EsignProvider;
  settings: EsignSettings;
  pdf: ApplicationPdfService;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Origin of links and of the provider's callback (configuration only, never a request's Host). */
  publicUrl: string;
}

export type InvitationRow = typeof esignInvitations.$inferSelect;
export type DocumentRow = typeof esignDocuments.$inferSelect;

export const DAY_MS = 86_400_000;
