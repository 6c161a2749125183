import { eq } from 'drizzle-orm';
import type { AccessFlag, AccessFlags } from '@aif/contracts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Session } from './session';

/**
 * A staff caller's access flags, read from its user record on every call, so a flag withdrawn takes
 * effect at the next call (0-product-decisions §9); none for anyone else.
 */
export async function callerFlags(db: Db, session: Session): Promise<AccessFlags> {
  if (session.kind !== 'staff' || !session.userId) return {};
  const [row] = await db.select({ flags: users.flags }).from(users).where(eq(users.id, session.userId));
  return row?.flags ?? {};
}

/** Whether the caller holds the flag, read fresh (`callerFlags`). */
export async function callerHasFlag(db: Db, session: Session, flag: AccessFlag): Promise<boolean> {
  return (await callerFlags(db, session))[flag] === true;
}
