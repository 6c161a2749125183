import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { ACCESS_FLAGS, type AccessFlags, type Role, type SessionUser } from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { fixedStatement, timestampParam } from '../../db/fixed-statement';
import { applicants, applications, sessions, signatories, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import type { MobileNumber } from '../../lib/phone';
import type { Session, SessionKind } from '../../lib/session';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { applicantOfLiveApplication, investorApplicationsWhere } from '../applications/visibility';

/** The flags /me reports: only those the contracts know, so a stray key in the database never fails the response schema. */
function knownFlags(flags: Record<string, boolean | undefined> | null): AccessFlags {
  const known: AccessFlags = {};
  for (const f of ACCESS_FLAGS) if (flags?.[f] !== undefined) known[f] = flags[f];
  return known;
}

/** What a staff session's description reads of its user. */
export const staffUserColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  phone: users.phone,
  countryCode: users.countryCode,
  email: users.email,
  flags: users.flags,
};
export type StaffUserRow = {
  [K in keyof typeof staffUserColumns]: (typeof users.$inferSelect)[K];
};

/**
 * Opaque bearer tokens. Only their SHA-256 is stored, with the kind (staff or investor), so a stolen
 * database copy holds no usable token; logout revokes the row, which every instance sees at once.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  async issue(subject: {
    kind: SessionKind;
    userId?: string | null;
    number: MobileNumber;
  }): Promise<{ token: string; session: Session }> {
    const { token, id } = await this.insert(this.db, subject);
    const session = await this.byId(id);
    if (!session) throw new Error('session vanished after insert');
    return { token, session };
  }

  /**
   * A new session for a subject the caller has just read (sign-in: the active staff user, with its
   * role, or an investor), in the caller's transaction: nothing to read back.
   */
  async open(
    tx: Db | Tx,
    subject: { kind: SessionKind; user: StaffUserRow | null; number: MobileNumber },
  ): Promise<{ token: string; session: Session }> {
    const { kind, user, number } = subject;
    const { token, id } = await this.insert(tx, { kind, userId: user?.id ?? null, number });
    const role = kind === 'staff' ? (user!.role as Role) : 'investor';
    return {
      token,
      session: {
        id,
        kind,
        role,
        userId: user?.id ?? null,
        countryCode: number.countryCode,
        phone: number.phone,
      },
    };
  }

  private async insert(
    db: Db | Tx,
    subject: { kind: SessionKind; userId?: string | null; number: MobileNumber },
  ): Promise<{ token: string; id: string }> {
    const token = randomToken();
    const now = this.clock();
    const [row] = await insertSession(db, {
      tokenHash: sha256Hex(token),
      kind: subject.kind,
      userId: subject.userId ?? null,
      countryCode: subject.number.countryCode,
      phone: subject.number.phone,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.ttlMs).toISOString(),
    });
    return { token, id: row!.id };
  }

  /** The session of a token, or null when unknown, revoked, expired, or its staff user is deactivated. */
  async resolve(token: string): Promise<Session | null> {
    // Every authenticated request runs this: a statement built once and prepared on each connection.
    this.byTokenHash ??= this.lookup(eq(sessions.tokenHash, sql.placeholder('tokenHash'))).prepare(
      'session_by_token_hash',
    );
    const [row] = await this.byTokenHash.execute({
      tokenHash: sha256Hex(token),
      now: this.clock().toISOString(),
    });
    return toSession(row);
  }

  private byTokenHash: ReturnType<ReturnType<SessionService['lookup']>['prepare']> | undefined;

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** GET /api/users/users/me; `staff`: the session's user row when the caller has just read it. */
  async describe(session: Session, staff?: StaffUserRow): Promise<SessionUser> {
    if (session.kind === 'staff') {
      const [user] = staff
        ? [staff]
        : await this.db.select(staffUserColumns).from(users).where(eq(users.id, session.userId!));
      if (!user) throw forbidden();
      return {
        id: user.id,
        name: user.name,
        role: user.role as Role,
        phone: user.phone ?? '',
        countryCode: user.countryCode ?? '',
        email: user.email,
        flags: knownFlags(user.flags),
      };
    }
    const rows = await this.db
      .select({
        id: applicants.id,
        name: applicants.name,
        email: applicants.email,
        referenceId: applicants.referenceId,
      })
      .from(applicants)
      .where(this.investorApplicants(session))
      .orderBy(desc(applicants.createdAt));
    // An authorised signatory (or POA holder) lands on its applications by their first applicant's link.
    const signing = await this.db
      .select({ name: signatories.name, email: signatories.email, referenceId: applicants.referenceId })
      .from(applications)
      .innerJoin(signatories, eq(signatories.applicationId, applications.id))
      .innerJoin(
        applicants,
        and(
          eq(applicants.applicationId, applications.id),
          eq(applicants.applicantType, 1),
          eq(applicants.isActive, true),
        ),
      )
      .where(
        and(
          investorApplicationsWhere(session),
          eq(signatories.countryCode, session.countryCode),
          eq(signatories.mobile, session.phone),
          eq(signatories.isActive, true),
        ),
      )
      .orderBy(desc(applications.createdAt));
    const latest = rows[0] ?? signing[0];
    const referenceIds = [...new Set([...rows, ...signing].map((r) => r.referenceId))];
    return {
      id: `investor:${session.countryCode}${session.phone}`,
      name: latest?.name ?? '',
      role: 'investor',
      phone: session.phone,
      countryCode: session.countryCode,
      email: latest?.email ?? null,
      flags: {},
      referenceIds,
    };
  }

  /**
   * Whether a session may open an application: staff by role (narrowed per route), an investor only
   * when an active applicant of that application, or an active signatory of it, has the session's mobile
   * (`investorApplicationsWhere`).
   */
  async canAccessApplication(session: Session, applicationId: string): Promise<boolean> {
    if (session.kind === 'staff') return true;
    const rows = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, applicationId), investorApplicationsWhere(session)))
      .limit(1);
    return rows.length > 0;
  }

  /** Throws 403 unless `canAccessApplication`. Call it in every handler that takes an application id. */
  async requireApplicationAccess(session: Session, applicationId: string): Promise<void> {
    if (!(await this.canAccessApplication(session, applicationId))) throw forbidden();
  }

  /** The session's active applicants, on applications not deleted. */
  private investorApplicants(session: Session) {
    return and(
      eq(applicants.countryCode, session.countryCode),
      eq(applicants.mobile, session.phone),
      eq(applicants.isActive, true),
      applicantOfLiveApplication(),
    );
  }

  private byId(id: string): Promise<Session | null> {
    return this.find(eq(sessions.id, id));
  }

  private async find(where: SQL): Promise<Session | null> {
    const [row] = await this.lookup(where).execute({ now: this.clock().toISOString() });
    return toSession(row);
  }

  /** A live session's row and its user's role, by the given condition; `now` is a placeholder. */
  private lookup(where: SQL) {
    return this.db
      .select({
        id: sessions.id,
        kind: sessions.kind,
        userId: sessions.userId,
        countryCode: sessions.countryCode,
        phone: sessions.phone,
        role: users.role,
        userActive: users.isActive,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(where, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))));
  }
}

type SessionRow = Awaited<ReturnType<ReturnType<SessionService['lookup']>['execute']>>[number];

function toSession(row: SessionRow | undefined): Session | null {
  if (!row) return null;
  if (row.kind === 'staff' && (!row.role || !row.userActive)) return null;
  return {
    id: row.id,
    kind: row.kind as SessionKind,
    role: row.kind === 'staff' ? (row.role as Role) : 'investor',
    userId: row.userId,
    countryCode: row.countryCode,
    phone: row.phone,
  };
}

const insertSession = fixedStatement((db) =>
  db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      kind: sql.placeholder('kind'),
      userId: sql.placeholder('userId'),
      countryCode: sql.placeholder('countryCode'),
      phone: sql.placeholder('phone'),
      createdAt: timestampParam('createdAt'),
      expiresAt: timestampParam('expiresAt'),
    })
    .returning({ id: sessions.id })
    .prepare('session_insert'),
);
