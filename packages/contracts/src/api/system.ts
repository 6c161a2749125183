import { z } from 'zod';
import { REMOTES } from '../routes';
import { text, TEXT_LIMITS } from '../validation/text';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/config/remotes: where the shell loads each remote from (filtered by the caller). */
export const remoteEntrySchema = z.object({ name: z.enum(REMOTES), entry: z.string().min(1) });
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export const remotesManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** GET /api/dev/outbox (sandbox only): messages the SMS and e-mail sandboxes "sent", newest first. */
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxQuerySchema = z.object({
  /** Recipient filter: a full address, or the end of one (a mobile without its country code). */
  to: text(TEXT_LIMITS.email).min(1).optional(),
});
