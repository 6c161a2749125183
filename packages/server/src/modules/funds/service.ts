import { and, asc, eq, ne } from 'drizzle-orm';
import {
  FUND_API_MESSAGES,
  FUND_TYPES,
  normalisePlan,
  normaliseScheme,
  planFormMessages,
  schemeFormMessages,
  todayInIST,
  type AccessToggleResponse,
  type AddPlanBody,
  type AddSchemeBody,
  type AddSchemeResponse,
  type FundType,
  type SavedResponse,
  type SignerUpdateResponse,
  type UpdatePlanBody,
  type UpdateSchemeBody,
} from '@aif/contracts';
import { callerHasFlag } from '../../lib/flags';
import type { Db, Tx } from '../../db/client';
import { plans, schemes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, forbidden, notFound, fieldErrors, throwIfAny } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Session } from '../../lib/session';
import type { AuditService } from '../audit/service';
import type { EsignService } from '../esign/service';
import {
  planErrors,
  replaceDistributors,
  schemeCodeErrors,
  signerErrors,
  uniqueViolationAsFieldError,
} from './checks';
import * as reads from './reads';
import {
  changedFields,
  planColumns,
  storedPlanInput,
  storedSchemeInput,
  type PlanRow,
  type SchemeRow,
} from './rows';

export interface FundsDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  esign: Pick<EsignService, 'reissuePlanSigner'>;
}

type Signer = 'fundmanager' | 'trustee';

/**
 * Fund setup (doc 3 §2.7, §4, §7 "Funds"; 0-product-decisions §9). Reads are open to the route's roles;
 * every write needs the caller's fundSetupAccess flag (checked by the routes before the body is read), is
 * validated with the contracts' form rules for the fund's type, runs in one transaction and is audited
 * with the changed fields before and after.
 */
export class FundsService {
  constructor(private readonly deps: FundsDeps) {}

  // ------------------------------------------------------------------ access

  /** The caller's fundSetupAccess flag, read fresh from its user record. */
  fundSetupAccess(session: Session): Promise<boolean> {
    return callerHasFlag(this.deps.db, session, 'fundSetupAccess');
  }

  async requireFundSetupAccess(session: Session): Promise<void> {
    if (!(await this.fundSetupAccess(session))) throw forbidden(FUND_API_MESSAGES.noAccess);
  }

  // ------------------------------------------------------------------ reads

  list = () => reads.fundList(this.deps.db);
  planOptions = () => reads.planOptions(this.deps.db);
  scheme = (id: string) => reads.schemeDetails(this.deps.db, id);
  plan = (id: string) => reads.planDetailsOf(this.deps.db, id);
  fundsWithPlans = (query: Parameters<typeof reads.fundsWithPlans>[1]) =>
    reads.fundsWithPlans(this.deps.db, query);
  directPlans = (query: Parameters<typeof reads.directPlans>[1]) => reads.directPlans(this.deps.db, query);

  // ------------------------------------------------------------------ funds

  /** The fund and its first plan in one transaction: a refused plan leaves no fund. */
  async addScheme(session: Session, body: AddSchemeBody): Promise<AddSchemeResponse> {
    const { plan: planValues, ...schemeValues } = body;
    // With no valid fund type yet, the plan is checked by the specification's default type.
    const fundType: FundType = FUND_TYPES.includes(schemeValues.fundType as FundType)
      ? (schemeValues.fundType as FundType)
      : 'msar';
    throwIfAny([
      ...fieldErrors(schemeFormMessages(schemeValues, { mode: 'add' })),
      ...fieldErrors(planFormMessages(planValues, this.ruleContext(fundType)), 'plan.'),
    ]);
    const scheme = normaliseScheme(schemeValues);
    const plan = normalisePlan(planValues, scheme.fundType);
    return this.deps.db
      .transaction(async (tx) => {
        throwIfAny([
          ...(await schemeCodeErrors(tx, scheme.schemeCode, null)),
          ...(await planErrors(tx, plan, { schemeId: null, planId: null, prefix: 'plan.' })),
        ]);
        const [s] = await tx.insert(schemes).values(scheme).returning({ id: schemes.id });
        const [p] = await tx
          .insert(plans)
          .values({ ...planColumns(plan), schemeId: s!.id })
          .returning({ id: plans.id });
        await replaceDistributors(tx, p!.id, plan.distributorIds);
        await this.audit(tx, session, 'add_scheme', 'scheme', s!.id, null, JSON.stringify(scheme));
        await this.audit(
          tx,
          session,
          'add_plan',
          'plan',
          p!.id,
          null,
          JSON.stringify({ schemeId: s!.id, ...plan }),
        );
        return { message: FUND_API_MESSAGES.fundSaved, schemeId: s!.id, planId: p!.id };
      })
      .catch((err: unknown) => uniqueViolationAsFieldError(err, 'plan.'));
  }

  /** The scheme fields only, by the edit rule set (the fund type is fixed). */
  async updateScheme(session: Session, id: string, body: UpdateSchemeBody): Promise<SavedResponse> {
    return this.deps.db
      .transaction(async (tx) => {
        const row = await this.lockScheme(tx, id);
        throwIfAny(
          fieldErrors(schemeFormMessages(body, { mode: 'edit', storedFundType: row.fundType as FundType })),
        );
        const scheme = normaliseScheme(body);
        throwIfAny(await schemeCodeErrors(tx, scheme.schemeCode, id));
        const change = changedFields(storedSchemeInput(row), scheme);
        if (change) {
          await tx
            .update(schemes)
            .set({ ...scheme, updatedAt: this.deps.clock() })
            .where(eq(schemes.id, id));
          await this.audit(tx, session, 'update_scheme', 'scheme', id, change.from, change.to);
        }
        return { message: FUND_API_MESSAGES.fundSaved, id };
      })
      .catch((err: unknown) => uniqueViolationAsFieldError(err));
  }

  /** The Access toggle of a fund; the last active fund cannot be switched off. */
  async setSchemeActive(session: Session, id: string, isActive: boolean): Promise<AccessToggleResponse> {
    return this.deps.db.transaction(async (tx) => {
      if (!isActive) {
        // Lock every active fund so that two admins cannot switch off the last two at once.
        const active = await tx
          .select({ id: schemes.id })
          .from(schemes)
          .where(eq(schemes.isActive, true))
          .orderBy(asc(schemes.id))
          .for('update');
        if (active.length === 1 && active[0]!.id === id)
          throw new HttpError(409, FUND_API_MESSAGES.lastActiveFund);
      }
      const row = await this.lockScheme(tx, id);
      if (row.isActive !== isActive) {
        await tx.update(schemes).set({ isActive, updatedAt: this.deps.clock() }).where(eq(schemes.id, id));
        await this.audit(
          tx,
          session,
          isActive ? 'enable_scheme' : 'disable_scheme',
          'scheme',
          id,
          JSON.stringify({ isActive: row.isActive }),
          JSON.stringify({ isActive }),
        );
      }
      return { message: FUND_API_MESSAGES.accessChanged, id, isActive };
    });
  }

  // ------------------------------------------------------------------ plans

  async addPlan(session: Session, body: AddPlanBody): Promise<SavedResponse> {
    const { schemeId, ...values } = body;
    return this.deps.db
      .transaction(async (tx) => {
        const scheme = await this.lockScheme(tx, schemeId);
        const fundType = scheme.fundType as FundType;
        throwIfAny(fieldErrors(planFormMessages(values, this.ruleContext(fundType))));
        const plan = normalisePlan(values, fundType);
        throwIfAny(await planErrors(tx, plan, { schemeId, planId: null, prefix: '' }));
        const [p] = await tx
          .insert(plans)
          .values({ ...planColumns(plan), schemeId })
          .returning({ id: plans.id });
        await replaceDistributors(tx, p!.id, plan.distributorIds);
        await this.audit(tx, session, 'add_plan', 'plan', p!.id, null, JSON.stringify({ schemeId, ...plan }));
        return { message: FUND_API_MESSAGES.planSaved, id: p!.id };
      })
      .catch((err: unknown) => uniqueViolationAsFieldError(err));
  }

  /**
   * Every plan field and its distributors (the one mapping, replaced). A new investment manager or trustee
   * takes over the signatures still pending with the old one, once the change is committed.
   */
  async updatePlan(session: Session, id: string, body: UpdatePlanBody): Promise<SavedResponse> {
    const changedSigners = await this.deps.db
      .transaction(async (tx) => {
        const { row, fundType, distributorIds } = await this.lockPlan(tx, id);
        throwIfAny(fieldErrors(planFormMessages(body, this.ruleContext(fundType))));
        const plan = normalisePlan(body, fundType);
        throwIfAny(await planErrors(tx, plan, { schemeId: row.schemeId, planId: id, prefix: '' }));
        const change = changedFields(storedPlanInput(row, distributorIds), plan);
        if (!change) return [];
        await tx
          .update(plans)
          .set({ ...planColumns(plan), updatedAt: this.deps.clock() })
          .where(eq(plans.id, id));
        await replaceDistributors(tx, id, plan.distributorIds);
        await this.audit(tx, session, 'update_plan', 'plan', id, change.from, change.to);
        const signers: Signer[] = [];
        if (change.fields.includes('fundManagerId')) signers.push('fundmanager');
        if (change.fields.includes('trusteeId')) signers.push('trustee');
        return signers;
      })
      .catch((err: unknown) => uniqueViolationAsFieldError(err));
    for (const signer of changedSigners) await this.reissue(session, id, signer);
    return { message: FUND_API_MESSAGES.planSaved, id };
  }

  /** The Access toggle of a plan; an active fund keeps at least one active plan. */
  async setPlanActive(session: Session, id: string, isActive: boolean): Promise<AccessToggleResponse> {
    return this.deps.db.transaction(async (tx) => {
      const { row } = await this.lockPlan(tx, id);
      if (row.isActive === isActive) return { message: FUND_API_MESSAGES.accessChanged, id, isActive };
      if (!isActive) {
        // The fund's row is locked by lockPlan: its plans' toggles run one at a time.
        const [scheme] = await tx
          .select({ isActive: schemes.isActive })
          .from(schemes)
          .where(eq(schemes.id, row.schemeId));
        const others = await tx
          .select({ id: plans.id })
          .from(plans)
          .where(and(eq(plans.schemeId, row.schemeId), eq(plans.isActive, true), ne(plans.id, id)));
        if (scheme!.isActive && others.length === 0)
          throw new HttpError(409, FUND_API_MESSAGES.lastActivePlan);
      }
      await tx.update(plans).set({ isActive, updatedAt: this.deps.clock() }).where(eq(plans.id, id));
      await this.audit(
        tx,
        session,
        isActive ? 'enable_plan' : 'disable_plan',
        'plan',
        id,
        JSON.stringify({ isActive: row.isActive }),
        JSON.stringify({ isActive }),
      );
      return { message: FUND_API_MESSAGES.accessChanged, id, isActive };
    });
  }

  /** Update Trustee / Update Investment Manager (doc 3 §4): only that signer, then the re-issue. */
  async updateSigner(
    session: Session,
    id: string,
    signer: Signer,
    personId: string,
  ): Promise<SignerUpdateResponse> {
    const field = signer === 'trustee' ? 'trusteeId' : 'fundManagerId';
    await this.deps.db.transaction(async (tx) => {
      const { row } = await this.lockPlan(tx, id);
      throwIfAny(await signerErrors(tx, { [field]: personId }));
      if (row[field] === personId) return; // the same person: nothing to store or audit
      await tx
        .update(plans)
        .set({ [field]: personId, updatedAt: this.deps.clock() })
        .where(eq(plans.id, id));
      await this.audit(
        tx,
        session,
        signer === 'trustee' ? 'update_plan_trustee' : 'update_plan_fund_manager',
        'plan',
        id,
        JSON.stringify({ [field]: row[field] }),
        JSON.stringify({ [field]: personId }),
      );
    });
    // Always: re-issuing is idempotent (only invitations to someone no longer the plan's are stale), so a
    // repeat of an update whose re-issue was interrupted completes it.
    const reissued = await this.reissue(session, id, signer);
    return {
      message: signer === 'trustee' ? FUND_API_MESSAGES.trusteeUpdated : FUND_API_MESSAGES.fundManagerUpdated,
      reissued,
    };
  }

  // ------------------------------------------------------------------ helpers

  private ruleContext(fundType: FundType) {
    return { fundType, today: todayInIST(this.deps.clock()) };
  }

  private async lockScheme(tx: Tx, id: string): Promise<SchemeRow> {
    const [row] = isUuid(id) ? await tx.select().from(schemes).where(eq(schemes.id, id)).for('update') : [];
    if (!row) throw notFound(FUND_API_MESSAGES.schemeNotFound);
    return row;
  }

  /** The plan, locked with its fund (fund first, the order every toggle and save takes). */
  private async lockPlan(
    tx: Tx,
    id: string,
  ): Promise<{ row: PlanRow; fundType: FundType; distributorIds: string[] }> {
    const [found] = isUuid(id)
      ? await tx.select({ schemeId: plans.schemeId }).from(plans).where(eq(plans.id, id))
      : [];
    if (!found) throw notFound(FUND_API_MESSAGES.planNotFound);
    const scheme = await this.lockScheme(tx, found.schemeId);
    const [row] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!row) throw notFound(FUND_API_MESSAGES.planNotFound);
    const distributorIds = (await reads.distributorsOfPlan(tx, id)).map((d) => d.id);
    return { row, fundType: scheme.fundType as FundType, distributorIds };
  }

  private audit(
    tx: Tx,
    session: Session,
    action: string,
    entity: 'scheme' | 'plan',
    entityId: string,
    from: string | null,
    to: string,
  ): Promise<void> {
    return this.deps.audit.record(
      { actorId: session.userId, actorRole: session.role, action, entity, entityId, from, to },
      tx,
    );
  }

  private reissue(session: Session, planId: string, signer: Signer): Promise<number> {
    return this.deps.esign.reissuePlanSigner(planId, signer, { id: session.userId, role: session.role });
  }
}
