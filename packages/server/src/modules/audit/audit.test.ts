import { eq, sql } from 'drizzle-orm';
import { auditTrail } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { AuditService } from './service';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('audit trail', () => {
  it('records who, role, action, entity, from, to, reason and when', async () => {
    const audit = new AuditService(db.db, () => new Date('2025-01-02T03:04:05Z'));
    await audit.record({
      actorId: 'u1',
      actorRole: 'amcapprover',
      action: 'status_change',
      entity: 'application',
      entityId: 'a1',
      from: 'sent_to_amc_approver',
      to: 'rejected',
      reason: 'PAN mismatch',
    });
    const [row] = await db.db.select().from(auditTrail).where(eq(auditTrail.entityId, 'a1'));
    expect(row).toMatchObject({
      actorId: 'u1',
      actorRole: 'amcapprover',
      action: 'status_change',
      fromValue: 'sent_to_amc_approver',
      toValue: 'rejected',
      reason: 'PAN mismatch',
    });
    expect(row!.at.toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });

  it.each([
    ['UPDATE', sql`update audit_trail set reason = 'changed'`],
    ['DELETE', sql`delete from audit_trail`],
    ['TRUNCATE', sql`truncate audit_trail`],
  ])('refuses %s, even for the table owner', async (_op, statement) => {
    await new AuditService(db.db, systemClock).record({
      actorId: 'u2',
      actorRole: 'amcadmin',
      action: 'unlock_user',
      entity: 'mobile_number',
    });
    const before = await db.db.select().from(auditTrail);
    const error = await db.db.execute(statement).then(
      () => null,
      (err: Error & { cause?: { message?: string; code?: string } }) => err.cause ?? err,
    );
    expect(error).toMatchObject({ message: expect.stringMatching(/append-only/), code: '55000' });
    expect(await db.db.select().from(auditTrail)).toEqual(before);
  });
});
