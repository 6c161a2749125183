import { eq } from 'drizzle-orm';
import { LATER_STEP_MESSAGES, MESSAGES, UBO_FETCH_MESSAGES, WIZARD_API_MESSAGES } from '@aif/contracts';
import { applicants, applications, uboFetches, ubos } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { addApplication, addFile, setupLaterSteps } from './later-steps';
import { db, load, save, t, uid, app } from './setup';

// Step 8 of the entity flow (doc 2 §2, §5) and the UBO dialog's Fetch Data (0-product-decisions §6, §10).
setupLaterSteps();

const entity = (values: Partial<typeof applications.$inferInsert> = {}) =>
  addApplication({ applicationType: 'non_individual', currentStep: 7, ...values });

const fetchUbo = (id: string, body: Record<string, unknown>, token = t.rm!) =>
  app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/ubo-fetch`,
    headers: bearer(token),
    payload: body,
  });

async function saveUbo(id: string, data: Record<string, unknown>, token = t.rm!) {
  const d = await load(id, token);
  return save(id, token, { step: 'declaration-ubo', version: d.version, data });
}

/** A UBO as the dialog sends it after Fetch Data (the sandbox registry fills name and address). */
const ubo = (over: Record<string, unknown> = {}) => ({
  panNumber: 'ABCPK1234L',
  dob: '1980-05-01',
  name: 'Typed Name',
  identificationType: 'PAN',
  percentageOfBeneficialInterest: 40,
  countryOfTaxResidency: 'INDIA',
  cpUboCode: 'C01',
  placeAndCountryOfBirth: 'Mumbai, India',
  occupation: 'BUSINESS',
  gender: 'Male',
  nationality: 'INDIAN',
  fatherName: 'Typed Father',
  address1: '1, Typed Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'INDIA',
  pincode: '411001',
  discretionaryTrust: 'no',
  isActive: true,
  // What a browser may claim; the server decides these from its own records.
  isFetchData: true,
  amlCheck: true,
  ...over,
});

const rowsOf = (id: string) => db.db.select().from(ubos).where(eq(ubos.applicationId, id));

describe('UBO Fetch Data', () => {
  it('a PAN: registry values and the AML outcome, recorded on the application', async () => {
    const { id } = await entity();
    const res = await fetchUbo(id, { panNumber: 'abcpk1234l', dob: '01/05/1980' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      panNumber: 'ABCPK1234L',
      dob: '1980-05-01',
      lookedUp: true,
      dataFetched: true,
      message: 'Data Fetched Successfully',
      amlCheck: true,
      data: { city: 'Mumbai', country: 'INDIA', pincode: '400020', address3: 'Marine Drive, Churchgate' },
    });
    expect(res.json().data.name).toMatch(/Kapoor$/);
    const [rec] = await db.db.select().from(uboFetches).where(eq(uboFetches.applicationId, id));
    expect(rec).toMatchObject({
      idNumber: 'ABCPK1234L',
      kraFound: true,
      amlCheck: true,
      requestedByRole: 'rm',
    });
  });

  it("'Data Not Found' when the registry has nothing (6th-9th 0000); AML still runs", async () => {
    const { id } = await entity();
    const res = await fetchUbo(id, { panNumber: 'ABCPK0000L', dob: '1980-05-01' });
    expect(res.json()).toMatchObject({
      dataFetched: false,
      message: 'Data Not Found',
      data: null,
      amlCheck: true,
    });
  });

  it('a PAN starting AML fails the check with the matches', async () => {
    const { id } = await entity();
    const res = await fetchUbo(id, { panNumber: 'AMLPK1234L', dob: '1980-05-01' });
    expect(res.json().amlCheck).toBe(false);
    expect(res.json().amlData.system_match).toHaveLength(1);
  });

  it('a foreign id skips the lookup and screens the id and the typed name', async () => {
    const { id } = await entity();
    const missing = await fetchUbo(id, { panNumber: 'US-998877', dob: '1980-05-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.nameRequired);
    const res = await fetchUbo(id, { panNumber: 'US-998877', dob: '1980-05-01', name: 'John Doe' });
    expect(res.json()).toMatchObject({ lookedUp: false, dataFetched: false, message: null, data: null });
  });

  it('refuses: unreachable registry 422 (nothing recorded), invisible 404, individual 409', async () => {
    const { id } = await entity();
    const err = await fetchUbo(id, { panNumber: 'ERRPK1234L', dob: '1980-05-01' });
    expect(err.statusCode).toBe(422);
    expect(err.json().message).toBe(MESSAGES.unableToVerify);
    expect(await db.db.select().from(uboFetches).where(eq(uboFetches.applicationId, id))).toEqual([]);
    const hidden = await entity({ createdBy: uid.amcapprover, rmId: null });
    expect(
      (await fetchUbo(hidden.id, { panNumber: 'ABCPK1234L', dob: '1980-05-01' }, t.distributor!)).statusCode,
    ).toBe(404);
    const individual = await addApplication({ currentStep: 7 });
    const r = await fetchUbo(individual.id, { panNumber: 'ABCPK1234L', dob: '1980-05-01' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(UBO_FETCH_MESSAGES.entityOnly);
  });
});

describe('declaration-ubo save', () => {
  it('saves the declaration and a fetched UBO with the registry values; counter 8', async () => {
    const { id } = await entity();
    await fetchUbo(id, { panNumber: 'ABCPK1234L', dob: '1980-05-01' });
    const res = await saveUbo(id, { uboDeclarationType: 'none', ubos: [ubo()] });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.currentStep).toBe(8);
    expect(d).toMatchObject({
      ubo_declaration_type: 'none',
      ubo_declaration_value: null,
      ubo_declaration_others: null,
    });
    expect(d.ubos).toHaveLength(1);
    // The registry's values replace the typed ones for the fields it filled.
    expect(d.ubos[0]).toMatchObject({
      panNumber: 'ABCPK1234L',
      isFetchData: true,
      dataFetchedFromKra: true,
      amlCheck: true,
      city: 'Mumbai',
      pincode: '400020',
      percentageOfBeneficialInterest: 40,
      file: null,
    });
    expect(d.ubos[0].name).toMatch(/Kapoor$/);
    expect(d.ubos[0].name).not.toBe('Typed Name');
  });

  it('a UBO never fetched is refused whatever the browser claims, and nothing is saved', async () => {
    const { id } = await entity();
    const res = await saveUbo(id, { uboDeclarationType: 'none', ubos: [ubo({ name: 'Rohan K' })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LATER_STEP_MESSAGES.uboFetchRequired('Rohan K'));
    expect(await rowsOf(id)).toEqual([]);
    const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ currentStep: 7, uboDeclarationType: null });
  });

  it('a failed AML check needs the acknowledgement, recorded with the role', async () => {
    const { id } = await entity();
    await fetchUbo(id, { panNumber: 'AMLPK1234L', dob: '1980-05-01' });
    // The browser claiming a passed check changes nothing.
    const claimed = await saveUbo(id, {
      uboDeclarationType: 'none',
      ubos: [ubo({ panNumber: 'AMLPK1234L' })],
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().message).toMatch(/^Please acknowledge the AML check of /);
    expect(await rowsOf(id)).toEqual([]);
    const ok = await saveUbo(id, {
      uboDeclarationType: 'none',
      ubos: [
        ubo({ panNumber: 'AMLPK1234L', amlComments: 'Cleared by compliance', amlAcknowledgement: true }),
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().ubos[0]).toMatchObject({
      amlCheck: false,
      amlComments: 'Cleared by compliance',
      amlAcknowledgement: true,
      amlCommentedRole: 'rm',
    });
    expect(ok.json().ubos[0].amlData.system_match).toHaveLength(1);
    // The AIF approver saving it unchanged keeps the rm's acknowledgement; new comments are the approver's.
    await db.db.update(applications).set({ status: 'sent_to_amc_approver' }).where(eq(applications.id, id));
    const again = await saveUbo(id, { uboDeclarationType: 'none', ubos: ok.json().ubos }, t.amcapprover!);
    expect(again.statusCode).toBe(200);
    expect(again.json().ubos[0].amlCommentedRole).toBe('rm');
    const edited = [{ ...again.json().ubos[0], amlComments: 'Reviewed again' }];
    const byApprover = await saveUbo(id, { uboDeclarationType: 'none', ubos: edited }, t.amcapprover!);
    expect(byApprover.json().ubos[0].amlCommentedRole).toBe('amcapprover');
  });

  it('a foreign id is typed by hand after its AML check', async () => {
    const { id } = await entity();
    await fetchUbo(id, { panNumber: 'US-998877', dob: '1990-01-01', name: 'John Doe' });
    const res = await saveUbo(id, {
      uboDeclarationType: 'none',
      ubos: [
        ubo({
          panNumber: 'us-998877',
          dob: '01/01/1990',
          name: 'John Doe',
          country: 'United States',
          pincode: '10001',
          nationality: 'American',
        }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ubos[0]).toMatchObject({
      name: 'John Doe',
      dataFetchedFromKra: false,
      isFetchData: true,
    });
  });

  it('updates by id, soft-deletes omitted or inactive UBOs, refuses another application’s id', async () => {
    const { id } = await entity();
    await fetchUbo(id, { panNumber: 'ABCPK1234L', dob: '1980-05-01' });
    await fetchUbo(id, { panNumber: 'XYZPS0000K', dob: '1985-02-02' });
    await fetchUbo(id, { panNumber: 'QRSPT0000M', dob: '1975-03-03' });
    const second = ubo({
      panNumber: 'XYZPS0000K',
      dob: '1985-02-02',
      name: 'Priya Shah',
      percentageOfBeneficialInterest: 30,
    });
    const third = ubo({
      panNumber: 'QRSPT0000M',
      dob: '1975-03-03',
      name: 'Tara Rao',
      percentageOfBeneficialInterest: 30,
    });
    const first = await saveUbo(id, { uboDeclarationType: 'none', ubos: [ubo(), second, third] });
    expect(first.statusCode).toBe(200);
    const [a, b, c] = first.json().ubos;
    const res = await saveUbo(id, {
      uboDeclarationType: 'none',
      ubos: [
        { ...a, percentageOfBeneficialInterest: 50 },
        { ...b, isActive: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ubos.map((u: { id: string }) => u.id)).toEqual([a.id]);
    expect(res.json().ubos[0].percentageOfBeneficialInterest).toBe(50);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.isActive).map((r) => r.id)).toEqual([a.id]);
    expect(rows.find((r) => r.id === c.id)?.name).toBe('Tara Rao');

    const other = await entity();
    const foreign = await saveUbo(other.id, { uboDeclarationType: 'none', ubos: [{ ...a }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(WIZARD_API_MESSAGES.unknownRecord);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no declaration type', { uboDeclarationType: '', ubos: [ubo()] }, MESSAGES.selectDeclarationType],
    ["'none' without an active UBO", { uboDeclarationType: 'none', ubos: [] }, MESSAGES.addUbo],
    [
      'a value for a type with values',
      { uboDeclarationType: 'listed_company', ubos: [] },
      MESSAGES.selectDeclarationValue,
    ],
    [
      "'others' unspecified",
      { uboDeclarationType: 'listed_company', uboDeclarationValue: 'others', ubos: [] },
      MESSAGES.specifyOthers,
    ],
    [
      'percentages above 100 in all',
      {
        uboDeclarationType: 'none',
        ubos: [
          ubo({ percentageOfBeneficialInterest: 60 }),
          ubo({ panNumber: 'XYZPS0000K', dob: '1985-02-02', percentageOfBeneficialInterest: 41 }),
        ],
      },
      MESSAGES.uboPercentageTotal,
    ],
    [
      'an unknown CP/UBO code',
      { uboDeclarationType: 'none', ubos: [ubo({ cpUboCode: 'C99' })] },
      MESSAGES.uboCodeInvalid,
    ],
  ])('refuses %s with its message; nothing saved', async (_label, data, message) => {
    const { id } = await entity();
    await fetchUbo(id, { panNumber: 'ABCPK1234L', dob: '1980-05-01' });
    await fetchUbo(id, { panNumber: 'XYZPS0000K', dob: '1985-02-02' });
    const res = await saveUbo(id, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("refuses a UBO CKYC equal to a contributor's, naming the UBO", async () => {
    const { id, applicantIds } = await entity();
    await db.db
      .update(applicants)
      .set({ details: { ckycNo: '12345678901234' } })
      .where(eq(applicants.id, applicantIds[0]!));
    await fetchUbo(id, { panNumber: 'ABCPK0000L', dob: '1980-05-01' });
    const res = await saveUbo(id, {
      uboDeclarationType: 'none',
      ubos: [ubo({ panNumber: 'ABCPK0000L', name: 'Rohan K', ckycNumber: '12345678901234' })],
    });
    expect(res.json().message).toBe(MESSAGES.uboCkycSameAsApplicant('Rohan K'));
  });

  it('attaches the identity proof (3 MB rule) and answers it as file {id, name}', async () => {
    const { id } = await entity();
    await fetchUbo(id, { panNumber: 'ABCPK1234L', dob: '1980-05-01' });
    const big = await addFile(uid.rm, 'staff', 'big.pdf', { sizeBytes: 3 * 1024 * 1024 + 1 });
    const tooBig = await saveUbo(id, { uboDeclarationType: 'none', ubos: [ubo({ fileId: big })] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(MESSAGES.maxFileSize3);
    const someoneElses = await addFile(uid.distributor, 'staff', 'x.pdf');
    const refused = await saveUbo(id, { uboDeclarationType: 'none', ubos: [ubo({ fileId: someoneElses })] });
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.fileNotAttachable);
    const proof = await addFile(uid.rm, 'staff', 'passport.png', { sizeBytes: 3 * 1024 * 1024 });
    const res = await saveUbo(id, { uboDeclarationType: 'none', ubos: [ubo({ fileId: proof })] });
    expect(res.statusCode).toBe(200);
    expect(res.json().ubos[0].file).toMatchObject({ id: proof, name: 'passport.png' });
    expect((await load(id)).ubos![0]!.fileId).toBe(proof);
  });
});
