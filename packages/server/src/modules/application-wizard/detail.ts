/** GET /onboarding/applications/:id: the application as the wizard loads it, with its version and locks. */
import {
  canonicalApplicantStatus,
  type Applicant,
  type ApplicationDetail,
  type ApplicationStatus,
  type HoldingMode,
  type Role,
} from '@aif/contracts';
import { signStatusOf } from '../esign/sign-state';
import type { Session } from '../../lib/session';
import { DEFAULT_APPLICANT_STATUS, kraPrefill, locksFor } from './applicants';
import { readAnswerRows, type AnswerRows } from './answer-rows';
import { fileRefOf, type AddressRow, type ApplicantRow, type ApplicationRow, type DbOrTx } from './records';
import { readSignatoryGroups } from './signatory-groups';
import type { StepHandler, StepReadContext, StepView } from './step-handler';

/**
 * The application: what every flow shares (identity, status, applicants, signing, version, the caller's
 * locks) and what each step reads (`StepHandler.read`, in step order).
 */
export async function readDetail(
  db: DbOrTx,
  session: Session,
  app: ApplicationRow,
  readers: readonly StepHandler[],
): Promise<ApplicationDetail> {
  const answerRows = await readAnswerRows(db, app);
  const { applicants: rows, addresses } = answerRows;
  const ctx: StepReadContext = {
    db,
    session,
    app,
    applicants: rows,
    addresses,
    people: answerRows.people,
    rows: answerRows,
  };
  const views: StepView[] = [];
  for (const step of readers) if (step.read) views.push(await step.read(ctx));
  const stepFields: NonNullable<StepView['application']> = {};
  for (const v of views) Object.assign(stepFields, v.application);
  const applicantFields = (id: string) => {
    const out: Partial<ApplicationDetail['applicants'][number]> = {};
    for (const v of views) Object.assign(out, v.applicants?.get(id));
    return out;
  };
  return {
    id: app.id,
    applicationNumber: app.applicationNumber,
    applicant1ReferenceId: app.applicant1ReferenceId,
    applicationType: app.applicationType as 'individual' | 'non_individual',
    onboardingType: app.onboardingType as 'normal' | 'minor',
    status: app.status as ApplicationStatus,
    currentStep: app.currentStep,
    hasPOA: app.hasPoa,
    sentToInvestor: app.sentToInvestorAt !== null,
    modeOfHolding: app.modeOfHolding as HoldingMode,
    ...stepFields,
    // Authorised signatories (entity step 7) and the POA holders of an individual POA application.
    groups: answerRows.hasGroups ? await readSignatoryGroups(db, app.id) : [],
    applicants: rows.map((a) => ({
      ...toApplicant(a, addresses, session),
      ...applicantFields(a.id),
    })),
    filledBy: (app.createdBy && ctx.people.get(app.createdBy)?.name) ?? null,
    preparedByRole: ((app.createdBy && ctx.people.get(app.createdBy)?.role) as Role | undefined) ?? null,
    rejectedReason: app.rejectedReason,
    rejectedAt: app.rejectedAt?.toISOString() ?? null,
    rejectedByRole: (app.rejectedByRole as ApplicationDetail['rejectedByRole']) ?? null,
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    ...(await signingOf(db, session, app, answerRows)),
    version: app.version,
    fieldLocks: locksFor(session, app, rows, addresses) as ApplicationDetail['fieldLocks'],
  };
}

function toApplicant(a: ApplicantRow, addresses: AddressRow[], session: Session): Applicant {
  const d = { ...(a.details ?? {}), ...kraPrefill(a) };
  const investor = session.role === 'investor';
  return {
    ...d,
    naturalParent: d.naturalParent === 'yes' || d.naturalParent === 'no' ? d.naturalParent : null,
    nbfcCorporate: d.nbfcCorporate === 'yes' || d.nbfcCorporate === 'no' ? d.nbfcCorporate : null,
    id: a.id,
    referenceId: a.referenceId,
    isActive: a.isActive,
    applicant_type: String(a.applicantType),
    name: a.name,
    panNo: a.panNo,
    dateOfBirth: a.dateOfBirth,
    email: a.email,
    countryCode: a.countryCode,
    countryNameAndCode: a.countryNameAndCode,
    mobile: a.mobile,
    // A new applicant is resident until a step says otherwise (the form's default, doc 1 §3).
    status: canonicalApplicantStatus(a.residentialStatus) || DEFAULT_APPLICANT_STATUS,
    kraMobileNumber: d.kraMobileNumber ?? a.kraData?.kraMobileNumber ?? null,
    dataFetchedFromKRA: a.dataFetchedFromKra,
    correspondenceAddressEdited: a.correspondenceAddressEdited,
    addresses: addresses
      .filter((x) => x.applicantId === a.id)
      .map((x) => ({
        id: x.id,
        address_type: x.addressType,
        address1: x.address1,
        address2: x.address2,
        address3: x.address3,
        city: x.city,
        state: x.state,
        country: x.country,
        pincode: x.pincode,
        permanentAddressSameAsCorresponding: x.permanentAddressSameAsCorresponding,
        isActive: x.isActive,
        fetchedFromKRA: x.fetchedFromKra,
      })),
    // The investor gets the outcome only (it decides whether the compliance document is asked for on the
    // document step); the AML comments and who made them stay with staff.
    amlCheck: a.amlCheck,
    ...(investor
      ? {}
      : {
          amlComments: a.amlComments,
          amlAcknowledgement: a.amlAcknowledgement,
          amlCommentedRole: a.amlCommentedRole,
        }),
  };
}

/**
 * The signing side of the application (doc 1 §3): the awaited signature's status (with its signing URL
 * only for the investor whose turn it is), the signed documents uploaded for paper signing, and the
 * signed PDF once every signature is in.
 */
async function signingOf(
  db: DbOrTx,
  session: Session,
  app: ApplicationRow,
  { applicants: rows, hasInvitations, signedDocuments: signed }: AnswerRows,
): Promise<Pick<ApplicationDetail, 'signDetails' | 'signedDocuments' | 'signedLeegalityFile'>> {
  const mine =
    session.role === 'investor'
      ? rows.find((a) => a.countryCode === session.countryCode && a.mobile === session.phone)
      : undefined;
  // Staff copy invitation links from Get Link; the URL here is the investor's own.
  // An investor's mobile also finds its own invitation as an authorised signatory or POA holder.
  const details = await signStatusOf(
    db,
    app,
    {
      applicantId: mine?.id ?? '-',
      mobile: session.role === 'investor' ? { countryCode: session.countryCode, phone: session.phone } : null,
    },
    hasInvitations,
  );
  return {
    signDetails: { status: details.status, url: details.url },
    signedDocuments: signed.map((d) => ({
      documentType: d.documentType,
      documentName: d.name,
      file: fileRefOf(d.fileId, d.name),
    })),
    signedLeegalityFile:
      app.status === 'signed' ? { url: `/api/pdf/onboarding-application/signed-pdf/${app.id}` } : null,
  };
}
