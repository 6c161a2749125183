import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  APPLICATION_STATUS_LABELS,
  formatDateTimeIST,
  type ApplicationStatus,
  type Currency,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import type { applications } from '../../db/schema';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applicationSignedDocuments,
  files,
  plans,
  schemes,
  users,
} from '../../db/schema';
import { loadEntityData } from './entity-data';
import { entitySections } from './entity-sections';
import { loadLaterSteps } from './later-steps';
import type { PdfDocumentModel } from './render';
import { previewSections } from './sections';

type AppRow = typeof applications.$inferSelect;

/** The application PDF's model: the title block and the preview's sections (sections.ts). */
export async function loadApplicationPdfModel(db: Db, app: AppRow, now: Date): Promise<PdfDocumentModel> {
  const people = await db
    .select({ id: users.id, name: users.name, arnCode: users.arnCode })
    .from(users)
    .where(
      inArray(
        users.id,
        [app.distributorId, app.subdistributorId, app.rmId, app.createdBy]
          .filter((x): x is string => !!x)
          .concat(['00000000-0000-0000-0000-000000000000']),
      ),
    );
  const person = (id: string | null) => people.find((p) => p.id === id);
  const [scheme] = app.schemeId ? await db.select().from(schemes).where(eq(schemes.id, app.schemeId)) : [];
  const [plan] = app.planId ? await db.select().from(plans).where(eq(plans.id, app.planId)) : [];
  const rows = await db
    .select()
    .from(applicants)
    .where(and(eq(applicants.applicationId, app.id), eq(applicants.isActive, true)))
    .orderBy(asc(applicants.applicantType));
  const ids = rows.map((r) => r.id);
  const addresses = ids.length
    ? await db
        .select()
        .from(applicantAddresses)
        .where(and(inArray(applicantAddresses.applicantId, ids), eq(applicantAddresses.isActive, true)))
    : [];
  const docs = ids.length
    ? await db
        .select({
          applicantId: applicantDocuments.applicantId,
          documentType: applicantDocuments.documentType,
          documentName: applicantDocuments.documentName,
          fileName: files.name,
        })
        .from(applicantDocuments)
        .innerJoin(files, eq(files.id, applicantDocuments.fileId))
        .where(and(inArray(applicantDocuments.applicantId, ids), eq(applicantDocuments.isActive, true)))
    : [];
  const signedDocs = await db
    .select({ documentType: applicationSignedDocuments.documentType, fileName: files.name })
    .from(applicationSignedDocuments)
    .innerJoin(files, eq(files.id, applicationSignedDocuments.fileId))
    .where(eq(applicationSignedDocuments.applicationId, app.id));
  const later = await loadLaterSteps(db, app);
  const individual = app.applicationType === 'individual';
  const entity = individual ? undefined : await loadEntityData(db, app);
  const currency = ((plan?.currency as Currency | undefined) ?? 'inr') as Currency;
  const status = app.status as ApplicationStatus;
  const sections = (individual ? previewSections : entitySections)({
    app,
    people: rows,
    person,
    scheme,
    plan,
    currency,
    addresses,
    documents: docs,
    signedDocuments: signedDocs,
    later,
    entity,
  });

  return {
    title: individual ? 'Investor Application Form' : 'Non Individual Investor Application Form',
    subtitle:
      [scheme?.schemeName, plan?.planDescription].filter(Boolean).join(' - ') ||
      'Alternative Investment Fund',
    applicationNumber: app.applicationNumber,
    facts: [
      { label: 'Application Number', value: app.applicationNumber },
      { label: 'Status', value: APPLICATION_STATUS_LABELS[status] ?? status },
      { label: 'Application Type', value: individual ? 'Individual' : 'Non Individual' },
      { label: 'POA', value: app.hasPoa },
      { label: 'Created On', value: formatDateTimeIST(app.createdAt) },
      { label: 'Investors', value: rows.map((r) => r.name).join(', '), wide: true },
    ],
    sections,
    generatedAt: now,
  };
}
