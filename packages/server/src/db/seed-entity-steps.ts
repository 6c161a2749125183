/**
 * Steps 6-9 of a completed entity demo (documents, authorised signatories, UBO declaration, FATCA), each
 * sent to the wizard's save as the entity wizard sends it, and the moves after the wizard: the preparer's
 * send from the preview and the AIF approver's approval, through the review service.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import {
  calendarDateInIST,
  calendarDateToIso,
  documentStepDefaults,
  emptyControllingPerson,
  type ApplicationDetail,
  type WizardSaveStep,
} from '@aif/contracts';
import type { Session } from '../lib/session';
import type { ApplicationWizardService } from '../modules/application-wizard/service';
import { loadDocumentMaster } from '../modules/application-wizard/steps/document-details';
import type { AuditService } from '../modules/audit/service';
import type { EsignService } from '../modules/esign/service';
import { MdmsService } from '../modules/mdms/service';
import type { MessageQueue } from '../modules/messages/types';
import { ReviewService } from '../modules/review/service';
import { UboFetchService } from '../modules/ubo-fetch/service';
import { SandboxAml } from '../providers/aml/sandbox';
import { SandboxKra } from '../providers/kra/sandbox';
import type { FileStorage } from '../providers/storage';
import type { Db, Tx } from './client';
import { files } from './schema';
import type { DemoSignatoryGroup } from './seed-signatories';

/** Saves one step with the form values `data` builds from the application as GET answers it. */
export type SaveStep = (
  slug: WizardSaveStep,
  data: (d: ApplicationDetail) => unknown | Promise<unknown>,
) => Promise<void>;

/** A UBO of a demo: its id and date of birth (Fetch Data fills the rest), its share and, when AML fails, the note. */
export interface DemoUbo {
  pan: string;
  dob: string;
  percentage: number;
  occupation: string;
  placeOfBirth: string;
  /** The compliance note of the AML pop-up, for an id the AML screening matches. */
  amlComments?: string;
}

export interface LaterStepsInput {
  tx: Tx;
  now: Date;
  id: string;
  session: Session;
  save: SaveStep;
  storage?: FileStorage;
  groups: readonly DemoSignatoryGroup[];
  ubos: readonly DemoUbo[];
}

// The seed has no request logger; what these services log is of no use while seeding.
const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

/** A 1x1 white PNG: what a demo's signature and photograph (images only) are uploaded as. */
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A demo document stored (when there is a storage) with its file row, uploaded by `session`: a one-page
 * PDF, or for a `.png` name an image.
 */
export async function demoFile(
  tx: Tx,
  input: Pick<LaterStepsInput, 'storage' | 'session' | 'now'>,
  name: string,
  documentType: string,
): Promise<{ id: string; name: string }> {
  const image = name.endsWith('.png');
  const mimeType = image ? 'image/png' : 'application/pdf';
  let data = DEMO_PNG;
  if (!image) {
    const doc = await PDFDocument.create();
    const page = doc.addPage([420, 595]);
    page.drawText(`Demo document: ${name}`, { x: 40, y: 540, size: 14 });
    data = Buffer.from(await doc.save());
  }
  const id = crypto.randomUUID();
  const storageKey = `demo/${id}`;
  await input.storage?.put(storageKey, data, mimeType);
  await tx.insert(files).values({
    id,
    storageKey,
    name,
    mimeType,
    sizeBytes: data.length,
    documentType,
    uploaderKind: 'staff',
    uploaderId: input.session.userId!,
    createdAt: input.now,
  });
  return { id, name };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- step data is built as the wizard's forms build it. */

export async function saveLaterEntitySteps(input: LaterStepsInput): Promise<void> {
  const { tx, now, id, session, save } = input;
  const master = await loadDocumentMaster(new MdmsService());
  await save('document-details', async (d) => {
    const data: any = documentStepDefaults(d as any, {
      role: session.role,
      applicationType: 'non_individual',
      today: now,
      master,
    });
    for (const entry of data.applicants.flatMap((a: any) => a.documents)) {
      if (!entry.required || entry.file) continue;
      const file = await demoFile(tx, input, `${entry.documentType}.pdf`, entry.documentType);
      entry.documentId = file.id;
      entry.file = file;
      entry.documentName = entry.options?.[0] ?? entry.documentName ?? null;
    }
    return { ...data, documentDeclaration: true };
  });

  await save('authorised-signatory', () => ({
    groups: input.groups.map((g) => ({
      name: g.name,
      threshold: g.threshold,
      groupsignatories: g.members.map((m) => ({
        ...m,
        countryCode: '+91',
        countryNameAndCode: 'India: +91',
        canEsign: true,
      })),
    })),
  }));

  // Fetch Data for each UBO, as the dialog calls it: the server records the registry's and AML's answers.
  const fetcher = new UboFetchService({
    db: tx as Db,
    clock: () => now,
    log: quiet,
    kra: new SandboxKra(),
    aml: new SandboxAml(),
  });
  const ubos: Record<string, unknown>[] = [];
  let principal = '';
  for (const [i, u] of input.ubos.entries()) {
    const fetched = await fetcher.fetch(session, id, { panNumber: u.pan, dob: u.dob, name: '' });
    principal ||= fetched.data?.name ?? '';
    const proof = await demoFile(tx, input, `ubo-${i + 1}-identity-proof.pdf`, 'ubo_identity_proof');
    ubos.push({
      ...fetched.data,
      panNumber: u.pan,
      dob: u.dob,
      identificationType: 'PAN',
      percentageOfBeneficialInterest: u.percentage,
      countryOfTaxResidency: 'INDIA',
      cpUboCode: 'C01',
      placeAndCountryOfBirth: u.placeOfBirth,
      occupation: u.occupation,
      nationality: 'INDIAN',
      discretionaryTrust: 'no',
      isActive: true,
      isFetchData: true,
      amlCheck: fetched.amlCheck,
      ...(fetched.amlCheck ? {} : { amlComments: u.amlComments, amlAcknowledgement: true }),
      fileId: proof.id,
    });
  }
  await save('declaration-ubo', () => ({ uboDeclarationType: 'none', ubos }));

  // A passive NFE names its controlling person: here the principal UBO, as the registry names them.
  await save('fatca', () => ({
    fatca: {
      answers: {
        taxResidentOtherThanIndia: 'No',
        fatcaClassification: 'Passive Non-Financial Entity',
        declarationDate: calendarDateToIso(calendarDateInIST(now.getTime())),
      },
      controllingpersons: [
        {
          ...emptyControllingPerson(),
          name: principal,
          correspondenceAddress: '14 Law College Road, Erandwane, Pune 411004',
          countryOfResidense: 'INDIA',
          issuingCountry: 'INDIA',
          controllingPersonType: 'C01',
          indentificationType: 'Passport',
          indentificationNumber: 'Z4821733',
          occupationType: 'Business',
          occupation: 'BUSINESS',
          dateOfBirth: input.ubos[0]!.dob,
          countryOfBirth: 'INDIA',
          nationality: 'Indian',
          tin: input.ubos[0]!.pan,
        },
      ],
    },
  }));
}

/**
 * The moves after the wizard, as staff make them: the preparer's "Send to AIF Approver" (its completeness
 * check included) and, when asked, the AIF approver's approval, which leaves the application with its
 * authorised signatories. The sign document is generated on the first e-Sign (as when the provider is down
 * at approval): the seed has no e-sign provider.
 */
export async function sendAndApprove(
  tx: Tx,
  now: Date,
  deps: { audit: AuditService; wizard: ApplicationWizardService },
  id: string,
  preparer: Session,
  approver: Session | null,
): Promise<void> {
  const review = new ReviewService({
    db: tx as Db,
    clock: () => now,
    audit: deps.audit,
    // A send to an approver and an approval queue no message; generation is left to the first e-Sign.
    messages: { enqueue: async () => undefined } as unknown as MessageQueue,
    esign: { generate: async () => undefined } as unknown as EsignService,
    wizard: deps.wizard,
    log: quiet,
    publicUrl: '',
  });
  await review.send(preparer, id);
  if (approver) await review.approve(approver, id);
}
