import type { OutboxChannel, OutboxMessage } from '@aif/contracts';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface OutboxEntry {
  channel: OutboxChannel;
  to: string;
  subject?: string | null;
  body: string;
}

/** The sandbox providers' mailbox: what would have been sent, kept in the database for demos and tests. */
export class OutboxService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async record(entry: OutboxEntry): Promise<void> {
    await this.db.insert(outbox).values({
      channel: entry.channel,
      recipient: entry.to,
      subject: entry.subject ?? null,
      body: entry.body,
      createdAt: this.clock(),
    });
  }

  /** Newest first. `to` matches a whole recipient or its end (a mobile without its calling code). */
  async list(filter: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    const to = filter.to;
    const rows = await this.db
      .select()
      .from(outbox)
      .where(
        to ? or(eq(outbox.recipient, to), sql`right(${outbox.recipient}, ${to.length}) = ${to}`) : undefined,
      )
      .orderBy(desc(outbox.seq))
      .limit(filter.limit ?? 200);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
