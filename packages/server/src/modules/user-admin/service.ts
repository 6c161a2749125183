import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  completeFlags,
  USER_ADMIN_MESSAGES,
  USER_ADMIN_PATHS,
  USER_AUDIT_ACTIONS,
  USER_AUDIT_ENTITY,
  USER_AUDIT_REASONS,
  normaliseUserForm,
  userFormMessages,
  type AccessFlags,
  type AddUserBody,
  type AmcAdminSavedResponse,
  type UpdateUserBody,
  type UserAccessFlag,
  type UserFormValues,
  type UserKind,
  type UserSavedResponse,
} from '@aif/contracts';
import { callerHasFlag } from '../../lib/flags';
import type { Db, Tx } from '../../db/client';
import { plans, sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, ValidationError, forbidden, notFound, fieldErrors, throwIfAny } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Session } from '../../lib/session';
import type { AuditService } from '../audit/service';
import { changedFields } from '../funds/rows';
import {
  companyErrors,
  mobileErrors,
  mobileTakenOnConflict,
  planErrors,
  replacePlans,
  rmErrors,
} from './checks';
import * as reads from './reads';
import { storedFormValues, userColumns, type UserRow } from './rows';

export interface UserAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

/** Fields whose message also depends on another given field (the mobile on its country code). */
const ALSO_CHECKED: Partial<Record<string, string[]>> = {
  countryNameAndCode: ['phone'],
  countryCode: ['phone'],
};

/**
 * User management (doc 3 §2.8, §4, §7 "Fund house"; 0-product-decisions §9). Reads are open to the route's
 * roles; writes on trustees, investment managers, AIF approvers and AIF admins need the tab's flag, read
 * fresh from the caller's record on every call (checked by the routes before the body is read). Every
 * write runs in one transaction with its audit rows (changed fields before and after) and consequences.
 */
export class UserAdminService {
  constructor(private readonly deps: UserAdminDeps) {}

  // ------------------------------------------------------------------ access

  /** The caller's flag, read fresh from its user record. */
  accessFlag(session: Session, flag: UserAccessFlag): Promise<boolean> {
    return callerHasFlag(this.deps.db, session, flag);
  }

  /** 403 unless the caller may change users of this kind (RM and distributors need no flag). */
  async requireWriteAccess(session: Session, kind: UserKind): Promise<void> {
    const flag = USER_ADMIN_PATHS[kind].access as UserAccessFlag | null;
    if (flag && !(await this.accessFlag(session, flag))) throw forbidden(USER_ADMIN_MESSAGES.noAccess);
  }

  // ------------------------------------------------------------------ reads

  list = (kind: UserKind, query: Parameters<typeof reads.listUsers>[2]) =>
    reads.listUsers(this.deps.db, kind, query);
  byId = (kind: UserKind, id: string) => reads.userById(this.deps.db, kind, id);
  distributor = (id: string) => reads.distributorDetails(this.deps.db, id);
  mappedSrms = (rmId: string) => reads.mappedSrms(this.deps.db, rmId);
  amcAdmins = () => reads.amcAdminsWithFlags(this.deps.db);

  async amcAdmin(id: string) {
    const [admin] = isUuid(id) ? await reads.amcAdminsWithFlags(this.deps.db, adminWhere(id)) : [];
    if (!admin) throw notFound(USER_ADMIN_MESSAGES.notFound);
    return admin;
  }

  // ------------------------------------------------------------------ writes

  /** A new user of a kind; an AIF admin added by the superadmin may carry flags. */
  async add(
    session: Session,
    kind: UserKind,
    body: AddUserBody,
    flags?: AccessFlags,
  ): Promise<UserSavedResponse> {
    const { isActive, ...values } = body;
    throwIfAny(fieldErrors(userFormMessages(kind, values)));
    const input = normaliseUserForm(kind, values);
    return this.deps.db
      .transaction(async (tx) => {
        throwIfAny([
          ...(await rmErrors(tx, input.rmId)),
          ...(kind === 'subdistributor' ? await companyErrors(tx, input.distributorId) : []),
          ...(kind === 'distributor' ? await planErrors(tx, values.schemeAndPlan ?? [], new Set()) : []),
          ...(await mobileErrors(tx, input, null)),
        ]);
        const [row] = await tx
          .insert(users)
          .values({
            role: kind,
            ...userColumns(kind, input, false),
            isActive: isActive ?? true,
            flags: kind === 'amcadmin' && flags ? completeFlags(flags) : {},
          })
          .returning({ id: users.id });
        const id = row!.id;
        if (kind === 'distributor') await replacePlans(tx, id, input.planIds);
        const recorded = {
          role: kind,
          ...input,
          isActive: isActive ?? true,
          ...(flags ? { flags: completeFlags(flags) } : {}),
        };
        await this.audit(tx, session, USER_AUDIT_ACTIONS.add, id, null, JSON.stringify(recorded));
        return { message: USER_ADMIN_MESSAGES.saved, id, user: await reads.userById(tx, kind, id) };
      })
      .catch(mobileTakenOnConflict);
  }

  /**
   * The fields given replace the stored ones (the edit form sends them all, the access toggle
   * `{ isActive }`, Update RM `{ rmId }`). The merged form is checked with the kind's rules, and the
   * refusals on the fields given are answered, so a toggle or an RM move is not refused for a field the
   * caller did not touch.
   */
  async update(
    session: Session,
    kind: UserKind,
    id: string,
    body: UpdateUserBody,
  ): Promise<UserSavedResponse> {
    const { isActive, ...rest } = body;
    const given = Object.fromEntries(
      Object.entries(rest).filter(([, v]) => v !== undefined),
    ) as UserFormValues;
    const givenKeys = Object.keys(given);
    return this.deps.db
      .transaction(async (tx) => {
        const row = await this.lockUser(tx, kind, id);
        const mapped = kind === 'distributor' ? await reads.mappedPlans(tx, id) : [];
        if (
          kind === 'distributor' &&
          'distributorType' in given &&
          (given.distributorType ?? '') !== row.distributorType
        )
          throw new ValidationError([
            { path: 'distributorType', message: USER_ADMIN_MESSAGES.distributorTypeFixed },
          ]);
        const stored = storedFormValues(row, mapped);
        const merged: UserFormValues = { ...stored, ...given };
        const checked = new Set(givenKeys.flatMap((k) => [k, ...(ALSO_CHECKED[k] ?? [])]));
        const messages = userFormMessages(kind, merged);
        throwIfAny(fieldErrors(Object.fromEntries(Object.entries(messages).filter(([k]) => checked.has(k)))));

        const before = normaliseUserForm(kind, stored);
        const after = normaliseUserForm(kind, merged);
        const switchingOn = isActive === true && !row.isActive;
        throwIfAny([
          ...(after.rmId && (after.rmId !== before.rmId || switchingOn)
            ? await rmErrors(tx, after.rmId)
            : []),
          ...(kind === 'subdistributor' && (after.distributorId !== before.distributorId || switchingOn)
            ? await companyErrors(tx, after.distributorId)
            : []),
          ...(kind === 'distributor' && 'schemeAndPlan' in given
            ? await planErrors(tx, merged.schemeAndPlan ?? [], new Set(before.planIds))
            : []),
          ...(after.phone !== before.phone || after.countryCode !== before.countryCode
            ? await mobileErrors(tx, after, id)
            : []),
        ]);
        if (isActive === false && row.isActive) await this.refuseSwitchOff(tx, session, kind, row);

        const change = changedFields(before, after);
        const now = this.deps.clock();
        if (change) {
          const keepRm = kind === 'distributor' && row.distributorType === 'company';
          await tx
            .update(users)
            .set({ ...userColumns(kind, after, keepRm), updatedAt: now })
            .where(eq(users.id, id));
          if (change.fields.includes('planIds')) await replacePlans(tx, id, after.planIds);
          const movedOnly = change.fields.length === 1 && change.fields[0] === 'rmId';
          await this.audit(
            tx,
            session,
            movedOnly ? USER_AUDIT_ACTIONS.updateRm : USER_AUDIT_ACTIONS.update,
            id,
            change.from,
            change.to,
          );
        }
        if (isActive !== undefined && isActive !== row.isActive) {
          await this.setActive(tx, session, [id], isActive, now);
          if (!isActive && kind === 'distributor' && row.distributorType === 'company')
            await this.switchOffCompanyPeople(tx, session, id, now);
        }
        const message =
          givenKeys.length === 0 && isActive !== undefined
            ? USER_ADMIN_MESSAGES.accessChanged
            : givenKeys.length === 1 && givenKeys[0] === 'rmId'
              ? USER_ADMIN_MESSAGES.rmUpdated
              : USER_ADMIN_MESSAGES.saved;
        return { message, id, user: await reads.userById(tx, kind, id) };
      })
      .catch(mobileTakenOnConflict);
  }

  /** The superadmin replaces an AIF admin's flags (0-product-decisions §9); never its own. */
  async setFlags(session: Session, id: string, flags: AccessFlags): Promise<AmcAdminSavedResponse> {
    if (id === session.userId) throw forbidden(USER_ADMIN_MESSAGES.ownFlags);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.lockUser(tx, 'amcadmin', id);
      const before = completeFlags(row.flags);
      const after = completeFlags(flags);
      const change = changedFields(before, after);
      if (change) {
        await tx
          .update(users)
          .set({ flags: { ...row.flags, ...after }, updatedAt: this.deps.clock() })
          .where(eq(users.id, id));
        await this.audit(tx, session, USER_AUDIT_ACTIONS.flags, id, change.from, change.to);
      }
      const [amcAdmin] = await reads.amcAdminsWithFlags(tx, adminWhere(id));
      return { message: USER_ADMIN_MESSAGES.flagsUpdated, id, amcAdmin: amcAdmin! };
    });
  }

  /** The superadmin adds an AIF admin with its flags. */
  async addAmcAdmin(
    session: Session,
    body: AddUserBody & { flags?: AccessFlags },
  ): Promise<AmcAdminSavedResponse> {
    const { flags, ...form } = body;
    const saved = await this.add(session, 'amcadmin', form, flags ?? {});
    return { message: saved.message, id: saved.id, amcAdmin: await this.amcAdmin(saved.id) };
  }

  // ------------------------------------------------------------------ consequences

  /**
   * Who may not be switched off: the AIF admin itself (it would lock itself out), and a trustee or
   * investment manager still mapped to an active plan (no signer may be lost).
   */
  private async refuseSwitchOff(tx: Tx, session: Session, kind: UserKind, row: UserRow): Promise<void> {
    if (kind === 'amcadmin' && row.id === session.userId)
      throw new HttpError(409, USER_ADMIN_MESSAGES.ownAccess);
    if (kind !== 'trustee' && kind !== 'fundmanager') return;
    const column = kind === 'trustee' ? plans.trusteeId : plans.fundManagerId;
    const [plan] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(column, row.id), eq(plans.isActive, true)))
      .limit(1);
    if (plan)
      throw new HttpError(
        409,
        kind === 'trustee' ? USER_ADMIN_MESSAGES.trusteeMapped : USER_ADMIN_MESSAGES.fundManagerMapped,
      );
  }

  /** Switches users on or off, audited; switched off, their sessions end at once. */
  private async setActive(
    tx: Tx,
    session: Session,
    ids: string[],
    isActive: boolean,
    now: Date,
    reason?: string,
  ): Promise<void> {
    if (!ids.length) return;
    await tx.update(users).set({ isActive, updatedAt: now }).where(inArray(users.id, ids));
    if (!isActive)
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
    for (const id of ids)
      await this.audit(
        tx,
        session,
        isActive ? USER_AUDIT_ACTIONS.enable : USER_AUDIT_ACTIONS.disable,
        id,
        JSON.stringify({ isActive: !isActive }),
        JSON.stringify({ isActive }),
        reason,
      );
  }

  /**
   * A company distributor is an organisation whose people are its distributor's RMs: switched off, they
   * are switched off too (each audited with the reason). Switched on again, they stay off until each is
   * switched on: the admin decides who comes back.
   */
  private async switchOffCompanyPeople(
    tx: Tx,
    session: Session,
    companyId: string,
    now: Date,
  ): Promise<void> {
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.role, 'subdistributor'), eq(users.distributorId, companyId), eq(users.isActive, true)),
      )
      .orderBy(users.id)
      .for('update');
    await this.setActive(
      tx,
      session,
      people.map((p) => p.id),
      false,
      now,
      USER_AUDIT_REASONS.companySwitchedOff,
    );
  }

  // ------------------------------------------------------------------ helpers

  private async lockUser(tx: Tx, kind: UserKind, id: string): Promise<UserRow> {
    const [row] = isUuid(id)
      ? await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), eq(users.role, kind)))
          .for('update')
      : [];
    if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
    return row;
  }

  private audit(
    tx: Tx,
    session: Session,
    action: string,
    entityId: string,
    from: string | null,
    to: string,
    reason?: string,
  ): Promise<void> {
    return this.deps.audit.record(
      {
        actorId: session.userId,
        actorRole: session.role,
        action,
        entity: USER_AUDIT_ENTITY,
        entityId,
        from,
        to,
        reason: reason ?? null,
      },
      tx,
    );
  }
}

/** One AIF admin by id. */
function adminWhere(id: string) {
  return and(eq(users.role, 'amcadmin'), eq(users.id, id))!;
}
