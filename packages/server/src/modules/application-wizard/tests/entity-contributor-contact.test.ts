/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import { eq } from 'drizzle-orm';
import {
  ENTITY_CONTACT_MESSAGES,
  ENTITY_MESSAGES,
  MESSAGES,
  WIZARD_API_MESSAGES,
  entityContactStepDefaults,
  entityContributorStepDefaults,
} from '@aif/contracts';
import { applicantAddresses, applicants } from '../../../db/schema';
import {
  contactData,
  contributorData,
  createEntity,
  distributorData,
  entityPan,
  saveEntityStep,
  setupEntitySteps,
  throughContact,
} from './entity-steps';
import { NOW, db, load, save, t } from './setup';

// The entity's own steps (doc 2 §2): contributor details and contact details, saved and read back.
setupEntitySteps();

const applicantRow = async (id: string) => {
  const [row] = await db.db.select().from(applicants).where(eq(applicants.id, id));
  return row!;
};
const ctx = { role: 'rm' as const, fundType: null, applicationCreatedAt: NOW };

describe('entity contributor-details', () => {
  it('GET of a new entity shows the registry name, date and addresses, locked; PAN always locked', async () => {
    const { id } = await createEntity('rm', entityPan('C'));
    const d = await load(id);
    expect(d.applicationType).toBe('non_individual');
    expect(d.applicants).toHaveLength(1);
    expect(d.applicants[0]).toMatchObject({
      name: 'Sunrise Private Limited',
      dateOfBirth: '2005-05-15',
      investorType: null,
      netWorth: null,
      contactperson: null,
      dataFetchedFromKRA: true,
    });
    expect(d.fieldLocks.applicants[0]!.fields).toEqual(
      expect.arrayContaining(['panNo', 'name', 'dateOfBirth']),
    );
    // The registered office from the registry is locked; the correspondence address stays editable.
    expect(d.fieldLocks.applicants[0]!.addresses).toEqual(['permanent']);
  });

  it('saves the entity and GET loads it back into the form; investor type and net worth in their columns', async () => {
    const { id, applicantId } = await createEntity();
    expect(
      (await saveEntityStep(id, 'distributor-details', distributorData(await load(id)))).statusCode,
    ).toBe(200);
    const sent = contributorData(await load(id), 'rm', (a) => {
      a.nbfcCorporate = 'yes';
      a.nbfcType = 'nbfc_nd_si';
      a.nbfcImportanceType = 'systemically_important';
      a.ckycNo = '12345678901234';
    });
    const res = await saveEntityStep(id, 'contributor-details', sent);
    expect(res.statusCode).toBe(200);
    expect(res.json().currentStep).toBe(2);
    expect(res.json().applicants[0]).toMatchObject({
      investorType: 'corporate',
      cityOfIncorporation: 'Mumbai',
      grossAnnualIncome: '> 1 CRORE',
      netWorth: 250000000.75,
      netWorthDate: '2026-03-31',
      nbfcCorporate: 'yes',
      nbfcType: 'nbfc_nd_si',
      nbfcImportanceType: 'systemically_important',
      ckycNo: '12345678901234',
      politicallyExposedPersonStatus: 'Not Applicable',
    });
    // What the form loads from GET is what was typed (net worth as a plain amount).
    const loaded = entityContributorStepDefaults(await load(id), ctx);
    expect(loaded).toEqual({
      applicant: { ...sent.applicant, netWorth: '250000000.75', dlclId: sent.applicant.dlclId },
    });
    const row = await applicantRow(applicantId);
    expect(row.investorType).toBe('corporate');
    expect(row.netWorth).toBe('250000000.75');
  });

  it('keeps net worth exact beyond what a float holds, and clears NBFC answers that do not apply', async () => {
    const { id, applicantId } = await createEntity('rm', entityPan('T'));
    await saveEntityStep(id, 'distributor-details', distributorData(await load(id)));
    const res = await saveEntityStep(
      id,
      'contributor-details',
      contributorData(await load(id), 'rm', (a) => {
        a.investorType = 'registered_trust';
        a.netWorth = '99,99,99,99,99,99,999.99';
        a.nbfcCorporate = 'yes';
        a.nbfcType = 'nbfc_d';
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await applicantRow(applicantId);
    // 999999999999999.99 as a double is 1000000000000000.
    expect(row.netWorth).toBe('999999999999999.99');
    expect(row.investorType).toBe('registered_trust');
    expect(res.json().applicants[0]).toMatchObject({ nbfcCorporate: null, nbfcType: null });
  });

  it('refuses each entity rule with its message by path, and saves nothing', async () => {
    const { id } = await createEntity();
    await saveEntityStep(id, 'distributor-details', distributorData(await load(id)));
    const before = await load(id);
    const cases: [(a: Record<string, unknown>) => void, string, string][] = [
      [(a) => (a.cityOfIncorporation = ''), 'applicant.cityOfIncorporation', ENTITY_MESSAGES.placeRequired],
      [(a) => (a.investorType = ''), 'applicant.investorType', ENTITY_MESSAGES.investorTypeRequired],
      [(a) => (a.investorType = 'individual'), 'applicant.investorType', ENTITY_MESSAGES.investorTypeInvalid],
      [(a) => (a.nbfcCorporate = ''), 'applicant.nbfcCorporate', MESSAGES.nbfcConfirmationRequired],
      [
        (a) => Object.assign(a, { nbfcCorporate: 'yes', nbfcType: '' }),
        'applicant.nbfcType',
        ENTITY_MESSAGES.nbfcTypeRequired,
      ],
      [
        (a) => Object.assign(a, { nbfcCorporate: 'yes', nbfcType: 'nbfc_d', nbfcImportanceType: '' }),
        'applicant.nbfcImportanceType',
        ENTITY_MESSAGES.nbfcImportanceRequired,
      ],
      [(a) => (a.netWorth = '12.345'), 'applicant.netWorth', ENTITY_MESSAGES.netWorthInvalid],
      [(a) => (a.netWorthDate = '2026-06-16'), 'applicant.netWorthDate', ENTITY_MESSAGES.netWorthDateFuture],
      [(a) => (a.grossAnnualIncome = ''), 'applicant.grossAnnualIncome', ENTITY_MESSAGES.incomeRequired],
      [(a) => (a.ckycNo = '1234'), 'applicant.ckycNo', MESSAGES.ckycInvalid],
      [(a) => (a.name = ' '), 'applicant.name', ENTITY_MESSAGES.entityNameRequired],
    ];
    for (const [edit, path, message] of cases) {
      const res = await saveEntityStep(id, 'contributor-details', contributorData(before, 'rm', edit));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const after = await load(id);
    expect(after.version).toBe(before.version);
    expect(after.currentStep).toBe(1);
    expect(after.applicants[0]!.investorType).toBeNull();
    expect(after.applicants[0]!.cityOfIncorporation ?? null).toBeNull();
  });

  it('PAN never changes; registry name and date are locked; PEP status is read-only (403)', async () => {
    const { id, applicantId } = await createEntity();
    await saveEntityStep(id, 'distributor-details', distributorData(await load(id)));
    const d = await load(id);
    const cases: [(a: Record<string, unknown>) => void, string][] = [
      [(a) => (a.panNo = 'AAACZ9999Z'), 'PAN'],
      [(a) => (a.name = 'Another Private Limited'), 'Name of Entity'],
      [(a) => (a.dateOfBirth = '2001-01-01'), 'Date of Registration/Incorporation'],
      [(a) => (a.politicallyExposedPersonStatus = 'I am PEP'), 'PEP Status'],
    ];
    for (const [edit, label] of cases) {
      const res = await saveEntityStep(id, 'contributor-details', contributorData(d, 'rm', edit));
      expect([res.statusCode, res.json().message]).toEqual([403, WIZARD_API_MESSAGES.fieldLocked(label)]);
    }
    expect((await applicantRow(applicantId)).investorType).toBeNull();
    // Another applicant's form is not this entity's.
    const other = await saveEntityStep(
      id,
      'contributor-details',
      contributorData(d, 'rm', (a) => (a.id = crypto.randomUUID())),
    );
    expect([other.statusCode, other.json().message]).toEqual([400, WIZARD_API_MESSAGES.unknownApplicant]);
  });

  it('a stale version is 409 and nothing is saved', async () => {
    const { id } = await createEntity();
    await saveEntityStep(id, 'distributor-details', distributorData(await load(id)));
    const d = await load(id);
    const res = await save(id, t.rm!, {
      step: 'contributor-details',
      version: d.version - 1,
      data: contributorData(d),
    });
    expect([res.statusCode, res.json().message]).toEqual([409, WIZARD_API_MESSAGES.stale]);
    expect((await load(id)).applicants[0]!.investorType).toBeNull();
  });
});

describe('entity contact-details', () => {
  it('saves both addresses and the contact person; GET loads them back into the form', async () => {
    const { id, applicantId } = await createEntity();
    await throughContact(id);
    const d = await load(id);
    expect(d.currentStep).toBe(3);
    expect(d.applicants[0]!.contactperson).toMatchObject({
      name: 'Anita Desai',
      mobile: '9812345678',
      countryCode: '+91',
      email: 'anita.desai@entity.example',
      stdCode: '022',
      landLineNumber: '22345678',
      country: 'INDIA',
    });
    // The form loads what was saved: sent again unchanged, nothing differs.
    const again = entityContactStepDefaults(d);
    expect(again).toEqual(contactData(d));

    // The correspondence address from the registry may be edited: it is then marked edited.
    const res = await saveEntityStep(
      id,
      'contact-details',
      contactData(d, (a) => {
        a.addresses.correspondence.address1 = '7 Nariman Point';
        a.contactperson.landLineNumber = '';
        a.contactperson.stdCode = '';
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().currentStep).toBe(3);
    const row = await applicantRow(applicantId);
    expect(row.correspondenceAddressEdited).toBe(true);
    expect(row.contactPerson).toMatchObject({ landLineNumber: '', stdCode: '' });
    const addresses = await db.db
      .select()
      .from(applicantAddresses)
      .where(eq(applicantAddresses.applicantId, applicantId));
    expect(addresses.find((a) => a.addressType === 'correspondence')!.address1).toBe('7 Nariman Point');
  });

  it('the registered office from the registry is locked (403)', async () => {
    const { id } = await createEntity();
    await throughContact(id);
    const res = await saveEntityStep(
      id,
      'contact-details',
      contactData(await load(id), (a) => (a.addresses.permanent.address1 = '1 Other Street')),
    );
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      WIZARD_API_MESSAGES.fieldLocked('Registered Office Address'),
    ]);
  });

  it('refuses each contact rule with its message by path, and saves nothing', async () => {
    const { id } = await createEntity();
    await throughContact(id);
    const before = await load(id);
    const cases: [(a: any) => void, string, string][] = [
      [(a) => (a.contactperson.name = ''), 'applicant.contactperson.name', MESSAGES.nameRequired],
      [(a) => (a.contactperson.email = ''), 'applicant.contactperson.email', MESSAGES.emailRequired],
      [(a) => (a.contactperson.mobile = '12345'), 'applicant.contactperson.mobile', MESSAGES.mobileInvalid],
      [(a) => (a.contactperson.stdCode = ''), 'applicant.contactperson.stdCode', MESSAGES.stdCodeRequired],
      [
        (a) => (a.contactperson.landLineNumber = '12'),
        'applicant.contactperson.landLineNumber',
        ENTITY_CONTACT_MESSAGES.landlineInvalid,
      ],
      [
        (a) => (a.addresses.correspondence.pincode = '4000'),
        'applicant.addresses.correspondence.pincode',
        'Pincode code should be 6 digit code',
      ],
      [
        (a) => (a.addresses.correspondence.city = ''),
        'applicant.addresses.correspondence.city',
        MESSAGES.cityRequired,
      ],
    ];
    for (const [edit, path, message] of cases) {
      const res = await saveEntityStep(id, 'contact-details', contactData(before, edit));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const after = await load(id);
    expect(after.version).toBe(before.version);
    expect(after.applicants[0]!.contactperson).toEqual(before.applicants[0]!.contactperson);
  });
});
