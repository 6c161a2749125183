import type { StoredDocumentRow } from './answer-rows';
import type { z } from 'zod';
import {
  wizardStepSchemaFor,
  type ApplicationDetail,
  type FieldError,
  type ApplicationUpdateRequest,
  type WizardFieldLocks,
  type WizardFlow,
  type WizardSaveContext,
  type WizardSaveStep,
  type WizardStep,
} from '@aif/contracts';
import type { Tx } from '../../db/client';
import type { MdmsService } from '../mdms/service';
import type { Session } from '../../lib/session';
import type { AnswerRows } from './answer-rows';
import type { AddressRow, ApplicantRow, ApplicationChanges, ApplicationRow, DbOrTx } from './records';

/**
 * A step save as the server takes it: the step is any flow's slug, and the step registry decides whether
 * the application's flow has a handler for it (the route's schema narrows it to the individual steps).
 */
export type StepSaveRequest = Omit<ApplicationUpdateRequest, 'step'> & { step: WizardStep };

/** What the caller sent for the step. */
export interface StepInput {
  /** The step form's values as sent. */
  data: Record<string, unknown>;
  /** The contributor step: the investor status change (to or from NRI) is confirmed. */
  investorStatusChanged?: boolean;
}

/** A step save, inside its transaction, on the application locked for it. */
export interface StepContext {
  tx: Tx;
  session: Session;
  flow: WizardFlow;
  app: ApplicationRow;
  /** The active applicants, first applicant first, and their active addresses. */
  applicants: ApplicantRow[];
  addresses: AddressRow[];
  /** The caller's field locks on the application as stored. */
  locks: WizardFieldLocks;
  /** The contracts' rule context of the stored application (role, onboarding and fund type, today, masters). */
  schemaContext: WizardSaveContext;
  input: StepInput;
  mdms: MdmsService;
  /** The save's time (`updated_at` of every row it writes). */
  now: Date;
}

/**
 * A step's completeness check (the send, the investor's submit) on the stored application, inside the
 * transaction of the move. `session` and the rule context are those of the application's preparer: the
 * rules are the ones its forms were filled under, whoever presses the button.
 */
export interface StepCheckContext extends StepContext {
  /** The application as GET answers it to the preparer: what the step forms load. */
  detail: ApplicationDetail;
}

/** What a step decides on the server before its rules run. */
export interface PreparedStep {
  /** The values the rules parse: the sent `data`, with what the server decides in place of the client's. */
  data: Record<string, unknown>;
  /** What the step's rules read besides the common context (the series, NRI, the document master ...). */
  context?: Partial<WizardSaveContext>;
  /** The document step: its stored document rows, read once in the save's transaction for the write too. */
  storedDocuments?: StoredDocumentRow[];
}

/** What a step's write leaves for the service to store on the application. */
export interface StepResult {
  /** Columns of `applications` the step changes (the service adds status, counter and version). */
  changes?: ApplicationChanges;
  /** A confirmed investor status change: the status machine sends the application back to draft. */
  investorStatusChanged?: boolean;
}

/** A step's part of GET: read on the database or inside a save's transaction. */
export interface StepReadContext {
  db: DbOrTx;
  session: Session;
  app: ApplicationRow;
  applicants: ApplicantRow[];
  addresses: AddressRow[];
  /** The users the application names (distributor, sub-distributor, rm, who filled it), read once, by id. */
  people: Map<string, ApplicationPerson>;
  /** Every row the individual steps' reads need, read in one statement (`answer-rows.ts`). */
  rows: AnswerRows;
}

export interface ApplicationPerson {
  id: string;
  name: string;
  arnCode: string | null;
  role: string;
}

/** What a step adds to the application as GET answers it. */
export interface StepView {
  application?: Partial<Omit<ApplicationDetail, 'applicants'>>;
  /** Fields added to each active applicant, by applicant id. */
  applicants?: Map<string, Partial<ApplicationDetail['applicants'][number]>>;
}

/**
 * One wizard step on the server, registered for a flow in `registry.ts`. A save runs `prepare` (optional),
 * parses the result with `schema` (a failure is a 400 naming every rule by field path), then `save`;
 * loading the application, access, the version, the status, the step counter (and which steps it lets
 * be saved) and the audit are the service's. Throw an HttpError to refuse (`fieldLocked`: 403,
 * `badRequest`: 400). Sending parses `stored` with `schema` (and `complete`) for every step of the flow.
 */
export interface StepHandler<Values = unknown> {
  readonly slug: WizardStep;
  /** What the server decides rather than the client (penny-drop flags, the series, attached files). */
  prepare?(ctx: StepContext): Promise<PreparedStep>;
  /** The step's rules for this application (the contracts' schema, the same the browser runs). */
  schema(ctx: StepContext, prepared: PreparedStep): z.ZodType<Values>;
  /** Writes the parsed values in the save's transaction. */
  save(ctx: StepContext, values: Values, prepared: PreparedStep): Promise<StepResult>;
  /** The step's data as GET answers it, when the step has its own records or columns. */
  read?(ctx: StepReadContext): Promise<StepView>;
  /**
   * The step's form values as stored (what its form loads, built with the contracts' defaults) with the
   * rule context they need (the series, NRI, the document master and the stored application). The
   * completeness check parses them with `schema`: the step's own rules decide whether it is complete,
   * and the rules that span steps hold because the context is the stored application's.
   */
  stored(ctx: StepCheckContext): Promise<PreparedStep>;
  /** The step's rules on stored data beyond its schema (those `save` enforces), by field path. */
  complete?(ctx: StepCheckContext, values: Values, prepared: PreparedStep): FieldError[];
}

/** `schema` of an individual step: the contracts' step schema on the save's context and the prepared one. */
export function contractsStepSchema<Values>(slug: WizardSaveStep) {
  return (ctx: StepContext, prepared: PreparedStep) =>
    wizardStepSchemaFor(slug, { ...ctx.schemaContext, ...prepared.context }) as z.ZodType<Values>;
}
