import { and, eq } from 'drizzle-orm';
import {
  ESIGN_MESSAGES,
  MODIFY_INVESTMENT_MESSAGES,
  MODIFY_INVESTMENT_ROLES,
  ONBOARDING_MESSAGES,
  STEP_LABELS,
  WIZARD_API_MESSAGES,
  canModifyInvestment,
  canTransition,
  currentStepAfterModifyInvestment,
  currentStepAfterSave,
  isLastStep,
  statusOnModifyInvestment,
  statusOnSave,
  stepsToSaveBefore,
  type ApplicationDetail,
  type ApplicationStatus,
  type DistributorsOfRmResponse,
  type InvestmentSchemesResponse,
  type ModifyInvestmentRequest,
  type Role,
  type StatusSubject,
  type WizardFlow,
  type WizardStep,
} from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, fieldErrorsOf, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { investorApplicantWhere } from '../applications/visibility';
import type { AuditService } from '../audit/service';
import { MdmsService } from '../mdms/service';
import { principalOf, type Session } from '../../lib/session';
import { locksFor } from './applicants';
import { assertComplete, completenessOf } from './completeness';
import { readDetail } from './detail';
import { distributorsOfRm } from './distributors-of-rm';
import { StepValidationError } from './errors';
import { loadStepMasterData, type StepMasterData } from './master-data';
import { readStepRows } from './answer-rows';
import { updateApplication, visibilityFor, visibleApplication, type Visibility } from './application-row';
import type { ApplicationChanges, ApplicationRow } from './records';
import { STEP_HANDLERS, stepHandlerFor, stepReadersFor } from './registry';
import { schemesFor } from './schemes';
import type { StepContext, StepHandler, StepInput, StepResult, StepSaveRequest } from './step-handler';

export interface ApplicationWizardDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** Master data (the document master of step 9); default: the mdms folder. */
  mdms?: MdmsService;
}

const stale = () => new HttpError(409, WIZARD_API_MESSAGES.stale);
const flowOf = (app: ApplicationRow) => app.applicationType as WizardFlow;
const subjectOf = (app: ApplicationRow): StatusSubject => ({
  status: app.status as ApplicationStatus,
  hasPOA: app.hasPoa,
  applicationType: flowOf(app),
  sentToInvestor: app.sentToInvestorAt !== null,
});

/**
 * An investor changes an application only as one of its applicants: an authorised signatory (or POA
 * holder) sees it read-only (0-product-decisions §10), 403.
 */
async function requireInvestorApplicant(tx: Tx, session: Session, id: string): Promise<void> {
  if (session.kind !== 'investor') return;
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), investorApplicantWhere(session)));
  if (!row) throw new HttpError(403, ESIGN_MESSAGES.signatoryReadOnly);
}

/**
 * 409 unless `step` is reachable (0-product-decisions §4): the steps the counter has saved and the next
 * one. A save of an earlier step is allowed and never lowers the counter; one further ahead would raise
 * the counter past steps nobody saved.
 */
function checkReachable(app: ApplicationRow, step: WizardStep): void {
  const toSave = stepsToSaveBefore(flowOf(app), app.currentStep, step);
  if (toSave.length)
    throw new HttpError(409, WIZARD_API_MESSAGES.stepNotReachable(toSave.map((s) => STEP_LABELS[s])));
}

/**
 * The application wizard on the server: GET of an application, the save of one step, Modify Investment,
 * and the choices the steps offer. A save loads the application (visibility, lock, version), dispatches
 * to the step's handler in the registry (`registry.ts`), then moves the status and the step counter by
 * the contracts' rules and audits the move; the steps own their records and rules (`steps/<slug>.ts`).
 */
export class ApplicationWizardService {
  private master: StepMasterData | null = null;
  private readonly mdms: MdmsService;

  constructor(private readonly deps: ApplicationWizardDeps) {
    this.mdms = deps.mdms ?? new MdmsService();
  }

  async detail(session: Session, id: string): Promise<ApplicationDetail> {
    const row = await this.visibleRow(this.deps.db, visibilityFor(session), id);
    return this.toDetail(this.deps.db, session, row);
  }

  /** POST /onboarding/applications/:id/update: one step, validated, with the status and counter moves. */
  async update(session: Session, id: string, body: StepSaveRequest): Promise<ApplicationDetail> {
    const visible = visibilityFor(session);
    return this.deps.db.transaction(async (tx) => {
      const app = await this.visibleRow(tx, visible, id, true);
      await requireInvestorApplicant(tx, session, app.id);
      const flow = flowOf(app);
      const handler = stepHandlerFor(flow, body.step);
      const subject = subjectOf(app);
      if (statusOnSave(subject, session.role) === null)
        throw new HttpError(409, WIZARD_API_MESSAGES.notEditable);
      if (body.version !== app.version) throw stale();
      checkReachable(app, body.step);

      const ctx = await this.stepContext(tx, session, app, body);
      const { changes, investorStatusChanged = false } = await this.runStep(handler, ctx);

      // The investor's "Save Application" (save and proceed on the last step) submits a draft sent to them
      // (0-product-decisions §3).
      const submit =
        session.role === 'investor' && body.saveType === 'saveAndProceed' && isLastStep(flow, body.step);
      const nextStatus =
        statusOnSave(subject, session.role, { investorStatusChanged, submit }) ?? subject.status;
      const submits = nextStatus !== subject.status && submit && !investorStatusChanged;
      if (nextStatus !== subject.status) {
        const action = submits ? 'investor_submit' : 'save';
        if (!canTransition(subject.status, nextStatus, action))
          throw new HttpError(409, WIZARD_API_MESSAGES.notEditable);
        await this.deps.audit.record(
          {
            actorId: principalOf(session),
            actorRole: session.role,
            action: 'status_change',
            entity: 'application',
            entityId: app.id,
            from: subject.status,
            to: nextStatus,
            reason: investorStatusChanged
              ? `investor status change (${body.step})`
              : submit
                ? 'investor submit (Save Application)'
                : `wizard save (${body.step})`,
          },
          tx,
        );
      }
      const saved = await this.write(tx, ctx, {
        ...changes,
        // Submitted: the draft is no longer the investor's to change.
        ...(submits ? { sentToInvestorAt: null } : {}),
        status: nextStatus,
        currentStep: currentStepAfterSave(flow, body.step, app.currentStep),
      });
      // The submission runs the preview send's check on what is now stored (0-product-decisions §12); a
      // refusal rolls the whole save back.
      if (submits) await this.checkComplete(tx, saved);
      return this.toDetail(tx, session, saved);
    });
  }

  /**
   * 400 naming every incomplete step unless the stored application is complete (`completeness.ts`): the
   * preview send's check, and the investor's submit. Read-only, inside the caller's transaction. The
   * rules are those the application's preparer filled it under (its role), whoever sends it.
   */
  async checkComplete(tx: Tx, app: ApplicationRow): Promise<void> {
    const role = await this.preparerRole(tx, app);
    const preparer: Session = {
      id: 'completeness-check',
      kind: 'staff',
      role,
      userId: app.createdBy,
      countryCode: '',
      phone: '',
    };
    const ctx = await this.stepContext(tx, preparer, app, { data: {} });
    const detail = await this.toDetail(tx, preparer, app);
    assertComplete(await completenessOf({ ...ctx, detail }, STEP_HANDLERS));
  }

  /** The role of the staff user who created the application (amcadmin's rules when unknown). */
  private async preparerRole(tx: Tx, app: ApplicationRow): Promise<Role> {
    if (!app.createdBy) return 'amcadmin';
    const [u] = await tx.select({ role: users.role }).from(users).where(eq(users.id, app.createdBy));
    return (u?.role as Role | undefined) ?? 'amcadmin';
  }

  /**
   * POST /onboarding/applications/:id/modify-investment (doc 3 §2.5, §4, §5 "Modify Investment"; contracts
   * api/modify-investment.ts): the investment step's handler, exactly as a wizard save of
   * investment-payment-details, by a role and at a status `canModifyInvestment` allows; the status moves
   * by `statusOnModifyInvestment` and the counter by `currentStepAfterModifyInvestment`. Audited.
   */
  async modifyInvestment(
    session: Session,
    id: string,
    body: ModifyInvestmentRequest,
  ): Promise<ApplicationDetail> {
    if (!MODIFY_INVESTMENT_ROLES.includes(session.role))
      throw new HttpError(403, MODIFY_INVESTMENT_MESSAGES.notAllowed);
    const visible = visibilityFor(session);
    return this.deps.db.transaction(async (tx) => {
      const app = await this.visibleRow(tx, visible, id, true);
      const flow = flowOf(app);
      const handler = stepHandlerFor(flow, 'investment-payment-details');
      const subject = subjectOf(app);
      if (!canModifyInvestment(subject, session.role))
        throw new HttpError(409, MODIFY_INVESTMENT_MESSAGES.notAtThisStatus);
      if (body.version !== app.version) throw stale();
      checkReachable(app, 'investment-payment-details');

      const ctx = await this.stepContext(tx, session, app, { data: body.data });
      const { changes = {} } = await this.runStep(handler, ctx);
      const nextStatus = statusOnModifyInvestment(subject, session.role);
      if (!canTransition(subject.status, nextStatus, 'save'))
        throw new HttpError(409, MODIFY_INVESTMENT_MESSAGES.notAtThisStatus);
      const actor = { actorId: principalOf(session), actorRole: session.role };
      await this.deps.audit.record(
        {
          ...actor,
          action: 'modify_investment',
          entity: 'application',
          entityId: app.id,
          from: JSON.stringify({ planId: app.planId, commitmentAmount: app.commitmentAmount }),
          to: JSON.stringify({ planId: changes.planId, commitmentAmount: changes.commitmentAmount }),
          reason: body.saveType,
        },
        tx,
      );
      if (nextStatus !== subject.status) {
        await this.deps.audit.record(
          {
            ...actor,
            action: 'status_change',
            entity: 'application',
            entityId: app.id,
            from: subject.status,
            to: nextStatus,
            reason: 'modify investment',
          },
          tx,
        );
      }
      return this.store(tx, ctx, {
        ...changes,
        status: nextStatus,
        currentStep: currentStepAfterModifyInvestment(flow, app.currentStep, body.saveType),
      });
    });
  }

  /** GET /onboarding/applications/:id/schemes: the series the investment step may choose. */
  async schemes(session: Session, id: string): Promise<InvestmentSchemesResponse> {
    const row = await this.visibleRow(this.deps.db, visibilityFor(session), id);
    return schemesFor(this.deps.db, row);
  }

  /** GET /onboarding/amc/distributors-of-rm (the access table lets only the rm call it). */
  async distributorsOfRm(session: Session): Promise<DistributorsOfRmResponse> {
    return distributorsOfRm(this.deps.db, session.userId!);
  }

  // ------------------------------------------------------------------ loading and storing

  /** The application if `visible` lets the caller see it, else 404 (unknown and invisible read the same). */
  private async visibleRow(
    db: Db | Tx,
    visible: Visibility,
    id: string,
    lock = false,
  ): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    const row = await visibleApplication(db, visible, id, lock);
    if (!row) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
    return row;
  }

  private toDetail(db: Db | Tx, session: Session, app: ApplicationRow): Promise<ApplicationDetail> {
    return readDetail(db, session, app, stepReadersFor(flowOf(app)));
  }

  /** What a step save works on: the stored applicants and addresses, the caller's locks, the rule context. */
  private async stepContext(
    tx: Tx,
    session: Session,
    app: ApplicationRow,
    input: StepInput,
  ): Promise<StepContext> {
    const { fundType, applicants, addresses } = await readStepRows(tx, app);
    this.master ??= loadStepMasterData();
    const { countries, brokers } = this.master;
    const locks = locksFor(session, app, applicants, addresses);
    return {
      tx,
      session,
      flow: flowOf(app),
      app,
      applicants,
      addresses,
      locks,
      schemaContext: {
        role: session.role,
        onboardingType: app.onboardingType as 'normal' | 'minor',
        fundType,
        today: this.deps.clock(),
        countries,
        brokers,
        applicationCreatedAt: app.createdAt,
        applicationType: flowOf(app),
        // Locked values (the registry's) are stored as given, not checked again (0-product-decisions §12).
        locked: locks.applicants,
      },
      input: { data: input.data, investorStatusChanged: input.investorStatusChanged },
      mdms: this.mdms,
      now: this.deps.clock(),
    };
  }

  /** The step's prepare, rules (a failure: 400 with every rule by field path) and write. */
  private async runStep(handler: StepHandler, ctx: StepContext): Promise<StepResult> {
    const prepared = handler.prepare ? await handler.prepare(ctx) : { data: ctx.input.data };
    const parsed = handler.schema(ctx, prepared).safeParse(prepared.data);
    if (!parsed.success) throw new StepValidationError(fieldErrorsOf(parsed.error.issues));
    return handler.save(ctx, parsed.data, prepared);
  }

  /** Writes the application's changes with the next version (a concurrent save in between: 409). */
  private async write(tx: Tx, ctx: StepContext, changes: ApplicationChanges): Promise<ApplicationRow> {
    const { app } = ctx;
    const updated = await updateApplication(tx, app.id, app.version, {
      ...changes,
      version: app.version + 1,
      updatedAt: ctx.now,
    });
    if (!updated) throw stale();
    return updated;
  }

  /** `write`, answered as GET answers the application. */
  private async store(tx: Tx, ctx: StepContext, changes: ApplicationChanges): Promise<ApplicationDetail> {
    return this.toDetail(tx, ctx.session, await this.write(tx, ctx, changes));
  }
}
