import { eq } from 'drizzle-orm';
import { MESSAGES, WIZARD_API_MESSAGES, type ApplicationDetail } from '@aif/contracts';
import { applications, signatories, signatoryGroups } from '../../../db/schema';
import { ValidationError } from '../../../lib/errors';
import { addApplication, addFile, msarPlan, requiredDocs, saveStep, setupLaterSteps } from './later-steps';
import { app, db, load } from './setup';

// Step 7 of the entity flow (doc 2 §2, §5 "Authorised signatories") and the POA holders of an individual
// POA application, saved by its document step (0-product-decisions §10).
setupLaterSteps();

let n = 0;
function member(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Member ${n}`,
    pan: `ABCPS${String(1000 + n).slice(-4)}Q`,
    countryNameAndCode: 'India: +91',
    countryCode: '+91',
    mobile: `97${String(n).padStart(8, '0')}`,
    email: `member${n}@entity.example`,
    designation: 'Director',
    canEsign: true,
    ...over,
  };
}
const group = (members: unknown[], over: Record<string, unknown> = {}) => ({
  name: 'Board',
  threshold: 1,
  groupsignatories: members,
  ...over,
});

/** An entity application with steps 1-6 saved (the step only reads the stored fund type). */
const entity = (values: Partial<typeof applications.$inferInsert> = {}) =>
  addApplication({ applicationType: 'non_individual', currentStep: 6, ...values });

async function rowsOf(id: string) {
  const groups = await db.db.select().from(signatoryGroups).where(eq(signatoryGroups.applicationId, id));
  const members = await db.db.select().from(signatories).where(eq(signatories.applicationId, id));
  const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
  return { groups, members, currentStep: row!.currentStep, version: row!.version };
}

describe('authorised-signatory', () => {
  it('saves two groups with their thresholds (counter 7) and reads them back in order', async () => {
    const { id } = await entity();
    const [a, b, c] = [member(), member({ canEsign: false, pan: 'abcps9001q' }), member()];
    const res = await saveStep(id, 'authorised-signatory', {
      groups: [group([a, b, member()], { threshold: 2 }), group([c], { name: 'Finance' })],
    });
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    const d: ApplicationDetail = res.json();
    expect(d.currentStep).toBe(7);
    expect(d.groups).toHaveLength(2);
    expect(d.groups![0]).toMatchObject({ kind: 'authorised_signatories', name: 'Board', threshold: 2 });
    expect(d.groups![0]!.groupsignatories!.map((s) => [s.name, s.pan, s.canEsign])).toEqual([
      [a.name, a.pan, true],
      [b.name, 'ABCPS9001Q', false],
      [expect.any(String), expect.any(String), true],
    ]);
    expect(d.groups![1]).toMatchObject({ name: 'Finance', threshold: 1 });
    expect(d.groups![1]!.groupsignatories![0]).toMatchObject({
      name: c.name,
      mobile: c.mobile,
      email: c.email,
      countryCode: '+91',
      designation: 'Director',
      // Not an msar fund: its fields are not kept.
      fatherName: null,
    });
    expect((await load(id)).groups).toEqual(d.groups);
  });

  const A = member();
  const B = member();
  it.each<[string, unknown[], string, string, Partial<typeof applications.$inferInsert>?]>([
    ['an empty group', [group([])], 'groups.0.groupsignatories', MESSAGES.addAuthorisedSignatories],
    ['no group', [], 'groups', MESSAGES.addAuthorisedSignatories],
    [
      'no member for e-sign',
      [group([{ ...A, canEsign: false }])],
      'groups.0.groupsignatories',
      MESSAGES.selectEsignMember,
    ],
    [
      'fewer e-sign members than required',
      [group([A, { ...B, canEsign: false }], { threshold: 2 })],
      'groups.0.groupsignatories',
      MESSAGES.esignBelowThreshold,
    ],
    [
      'a PAN used in another group',
      [group([A]), group([{ ...B, pan: A.pan }], { name: 'Finance' })],
      'groups.0.groupsignatories.0.pan',
      MESSAGES.signatoryPanDuplicate,
    ],
    [
      'a mobile used in another group',
      [group([A]), group([{ ...B, mobile: A.mobile }], { name: 'Finance' })],
      'groups.0.groupsignatories.0.mobile',
      MESSAGES.signatoryMobileDuplicate,
    ],
    [
      'an entity PAN',
      [group([{ ...A, pan: 'AAACS1234K' }])],
      'groups.0.groupsignatories.0.pan',
      MESSAGES.signatoryPanIndividualOnly,
    ],
    [
      'no designation',
      [group([{ ...A, designation: ' ' }])],
      'groups.0.groupsignatories.0.designation',
      MESSAGES.designationRequired,
    ],
    [
      'an msar fund without the father name',
      [group([{ ...A, completeAddress: 'Pune' }])],
      'groups.0.groupsignatories',
      MESSAGES.msarSignatoryFatherName(1),
      { fundType: 'msar' } as never,
    ],
  ])('refuses %s with its message, and saves nothing', async (...[, groups, path, message, values]) => {
    const msar = (values as { fundType?: string } | undefined)?.fundType === 'msar';
    const { id } = await entity(msar ? { schemeId: msarPlan.schemeId, planId: msarPlan.id } : {});
    const res = await saveStep(id, 'authorised-signatory', { groups });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await rowsOf(id)).toMatchObject({ groups: [], members: [], currentStep: 6 });
  });

  it('keeps the msar fields of an msar fund', async () => {
    const { id } = await entity({ schemeId: msarPlan.schemeId, planId: msarPlan.id });
    const res = await saveStep(id, 'authorised-signatory', {
      groups: [
        group([member({ fatherName: 'R Rao', completeAddress: '12 MG Road\nPune', dpin: '01234567' })]),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().groups[0].groupsignatories[0]).toMatchObject({
      fatherName: 'R Rao',
      completeAddress: '12 MG Road\nPune',
      dpin: '01234567',
    });
  });

  it('updates by id, and removes (inactive) a member or group left out or sent inactive', async () => {
    const { id } = await entity();
    const first = await saveStep(id, 'authorised-signatory', {
      groups: [group([member(), member(), member()]), group([member()], { name: 'Finance' })],
    });
    const [board, finance] = (first.json() as ApplicationDetail).groups!;
    const [s1, s2, s3] = board!.groupsignatories!;
    const res = await saveStep(id, 'authorised-signatory', {
      groups: [
        {
          ...board,
          threshold: 1,
          groupsignatories: [
            { ...s1, designation: 'CFO' },
            { ...s2, isActive: false },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const d: ApplicationDetail = res.json();
    expect(d.groups).toHaveLength(1);
    expect(d.groups![0]!.id).toBe(board!.id);
    expect(d.groups![0]!.groupsignatories).toEqual([
      expect.objectContaining({ id: s1!.id, designation: 'CFO' }),
    ]);
    const rows = await rowsOf(id);
    expect(rows.groups.find((g) => g.id === finance!.id)!.isActive).toBe(false);
    const inactive = rows.members.filter((m) => !m.isActive).map((m) => m.id);
    expect(inactive.sort()).toEqual([s2!.id, s3!.id, finance!.groupsignatories![0]!.id].sort() as string[]);
    // The removed members' PAN may be used again.
    const reuse = await saveStep(id, 'authorised-signatory', {
      groups: [
        {
          ...d.groups![0],
          groupsignatories: [...d.groups![0]!.groupsignatories!, { ...member(), pan: s2!.pan }],
        },
      ],
    });
    expect(reuse.statusCode).toBe(200);
  });

  it("refuses another application's signatory or group id (400) and changes nothing", async () => {
    const other = await entity();
    const theirs: ApplicationDetail = (
      await saveStep(other.id, 'authorised-signatory', { groups: [group([member()])] })
    ).json();
    const { id } = await entity();
    const mine: ApplicationDetail = (
      await saveStep(id, 'authorised-signatory', { groups: [group([member()])] })
    ).json();
    const before = await rowsOf(id);
    const stolen = await saveStep(id, 'authorised-signatory', {
      groups: [{ ...mine.groups![0], groupsignatories: [theirs.groups![0]!.groupsignatories![0]] }],
    });
    expect([stolen.statusCode, stolen.json().message]).toEqual([400, WIZARD_API_MESSAGES.unknownRecord]);
    const foreignGroup = await saveStep(id, 'authorised-signatory', {
      groups: [{ ...theirs.groups![0], groupsignatories: [member()] }],
    });
    expect([foreignGroup.statusCode, foreignGroup.json().message]).toEqual([
      400,
      WIZARD_API_MESSAGES.unknownRecord,
    ]);
    expect(await rowsOf(id)).toEqual(before);
    expect((await rowsOf(other.id)).members.every((m) => m.isActive)).toBe(true);
  });

  it('accepts 20 signatories in a group and refuses the 21st', async () => {
    const { id } = await entity();
    const twenty = Array.from({ length: 20 }, () => member());
    expect((await saveStep(id, 'authorised-signatory', { groups: [group(twenty)] })).statusCode).toBe(200);
    const d = await load(id);
    const res = await saveStep(id, 'authorised-signatory', {
      groups: [{ ...d.groups![0], groupsignatories: [...d.groups![0]!.groupsignatories!, member()] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A group can have at most 20 Authorised Signatories');
    expect((await rowsOf(id)).members).toHaveLength(20);
  });
});

describe('POA holders of an individual POA application', () => {
  async function poaApplication() {
    const created = await addApplication({ currentStep: 8, hasPoa: true });
    const docs = await requiredDocs(created.applicantIds[0]!);
    docs.documents.push({ documentType: 'poa', documentId: await addFile() });
    return { ...created, docs };
  }
  const missingHolder = async (id: string) => {
    const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
    try {
      await db.db.transaction((tx) => app.applicationWizard.checkComplete(tx, row!));
      return [];
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return err.errors.filter((e) => e.path === 'document-details.poaHolders');
    }
  };

  it('saves the holder with the documents as the one group of threshold 1; the send needs one', async () => {
    const { id, docs } = await poaApplication();
    expect((await saveStep(id, 'document-details', { applicants: [docs] })).statusCode).toBe(200);
    expect(await missingHolder(id)).toEqual([
      { path: 'document-details.poaHolders', message: 'Please add the POA holder' },
    ]);

    const holder = member({ designation: '' });
    const res = await saveStep(id, 'document-details', {
      applicants: [(await load(id)).applicants[0]].map((a) => ({
        applicantId: a!.id,
        documents: a!.documents,
      })),
      poaHolders: [holder],
    });
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    const d: ApplicationDetail = res.json();
    expect(d.groups).toEqual([
      expect.objectContaining({
        kind: 'poa_holder',
        threshold: 1,
        groupsignatories: [
          expect.objectContaining({ name: holder.name, pan: holder.pan, designation: null }),
        ],
      }),
    ]);
    expect(await missingHolder(id)).toEqual([]);

    // Removing the holder keeps the row (inactive); the send asks for one again.
    const removed = await saveStep(id, 'document-details', {
      applicants: d.applicants.map((a) => ({ applicantId: a.id, documents: a.documents })),
      poaHolders: [],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().groups).toEqual([]);
    expect((await rowsOf(id)).members.map((m) => m.isActive)).toEqual([false]);
    expect(await missingHolder(id)).toHaveLength(1);
  });

  it('refuses two holders with one PAN, and saves nothing', async () => {
    const { id, docs } = await poaApplication();
    const h = member();
    const res = await saveStep(id, 'document-details', {
      applicants: [docs],
      poaHolders: [h, member({ pan: h.pan })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'poaHolders.1.pan',
      message: 'There is already same pan for a POA holder associated with this application',
    });
    expect(await rowsOf(id)).toMatchObject({ groups: [], members: [], currentStep: 8 });
  });
});
