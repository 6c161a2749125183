import { wizardStepSchemaFor } from '../api/application-wizard';
import { cutoffInstant, type CutoffName } from '../cutoffs';
import type { Applicant } from '../entities/applicant';
import { ENTITY_INVESTOR_TYPES } from '../enums/investor';
import type { WizardStepContext } from './context';
import {
  entityContributorStepDefaults,
  entityContributorStepSchema,
  isNbfcEligible,
  parseNetWorth,
} from './entity-contributor';
import { ctxOf, errorsOf } from './test-helpers';

// Doc 2 §5 "Entity applicant" and §9 limits, one row per rule and message. TODAY is 2026-06-15 (IST).
const base = {
  id: 'a1',
  name: 'Acme Industries LLP',
  dateOfBirth: '15/08/1990',
  cityOfIncorporation: 'Mumbai',
  ckycNo: '',
  investorType: 'llp',
  panNo: 'AAACA1234F',
  grossAnnualIncome: '> 1 CRORE',
  netWorth: '1,00,00,000.50',
  netWorthDate: '31/03/2026',
  politicallyExposedPersonStatus: 'Not Applicable',
  nbfcCorporate: '',
  nbfcType: '',
  nbfcImportanceType: '',
  dlclId: 'nsdl',
  dpId: 'IN123456',
  clId: '12345678',
  nameOfBroker: 'Angel One Limited',
  dataFetchedFromKRA: false,
};
type Over = Partial<Record<keyof typeof base, unknown>>;
const corporate: Over = { investorType: 'corporate', nbfcCorporate: 'no' };
const nbfc: Over = {
  investorType: 'corporate',
  nbfcCorporate: 'yes',
  nbfcType: 'nbfc_nd',
  nbfcImportanceType: 'systemically_important',
};

const parse = (over: Over = {}, ctx: Partial<WizardStepContext> = {}) =>
  entityContributorStepSchema(ctxOf(ctx)).safeParse({ applicant: { ...base, ...over } });
const errors = (over: Over, ctx: Partial<WizardStepContext> = {}) => errorsOf(parse(over, ctx));

/** An application created on the cut-off day (the rule applies) or the instant before (it does not). */
const onCutoff = (name: CutoffName) => cutoffInstant(name).toISOString();
const beforeCutoff = (name: CutoffName) => new Date(cutoffInstant(name).getTime() - 1).toISOString();

describe('entityContributorStepSchema: rules and messages', () => {
  it('accepts a complete entity applicant', () => {
    expect(errors({})).toEqual({});
  });

  it.each<[string, Over, Partial<WizardStepContext>, string, string]>([
    // Name, registration date and place are required.
    ['name required', { name: '' }, {}, 'name', 'Name of Entity is required'],
    ['name blank after trimming', { name: '   ' }, {}, 'name', 'Name of Entity is required'],
    [
      'date required',
      { dateOfBirth: '' },
      {},
      'dateOfBirth',
      'Date of Registration/Incorporation is required',
    ],
    ['date readable', { dateOfBirth: '31/02/2020' }, {}, 'dateOfBirth', 'Invalid Date'],
    [
      'date not in the future (widget: future dates disabled)',
      { dateOfBirth: '16/06/2026' },
      {},
      'dateOfBirth',
      'Date of Registration/Incorporation cannot be a future date',
    ],
    [
      'date at most 125 years ago (widget minimum)',
      { dateOfBirth: '14/06/1901' },
      {},
      'dateOfBirth',
      'Date of Registration/Incorporation cannot be more than 125 years ago',
    ],
    [
      'place required',
      { cityOfIncorporation: ' ' },
      {},
      'cityOfIncorporation',
      'Place of Registration/Incorporation is required',
    ],
    // CKYC: 14 digits only.
    ['CKYC 13 digits', { ckycNo: '1234567890123' }, {}, 'ckycNo', 'Invalid CKYC No'],
    ['CKYC 15 digits', { ckycNo: '123456789012345' }, {}, 'ckycNo', 'Invalid CKYC No'],
    ['CKYC digits only', { ckycNo: '1234567890123A' }, {}, 'ckycNo', 'Invalid CKYC No'],
    // PAN: exactly 10 characters, entity format (5 letters, 4 digits, a letter).
    ['PAN present', { panNo: '' }, {}, 'panNo', 'PAN is required'],
    ['PAN 9 characters', { panNo: 'AAACA1234' }, {}, 'panNo', 'PAN must be exactly 10 characters'],
    ['PAN 11 characters', { panNo: 'AAACA12345F' }, {}, 'panNo', 'PAN must be exactly 10 characters'],
    ['PAN format', { panNo: 'AAAC11234F' }, {}, 'panNo', 'Invalid PAN'],
    ['PAN last character a letter', { panNo: 'AAACA12345' }, {}, 'panNo', 'Invalid PAN'],
    ['PAN of an individual (4th letter P)', { panNo: 'AAAPA1234F' }, {}, 'panNo', 'Invalid PAN'],
    // Investor type required and known.
    ['investor type required', { investorType: '' }, {}, 'investorType', 'Investor Type is required'],
    [
      'investor type known (individual kind)',
      { investorType: 'nri' },
      {},
      'investorType',
      'Invalid value for Investor Type',
    ],
    [
      'investor type known (made up)',
      { investorType: 'society' },
      {},
      'investorType',
      'Invalid value for Investor Type',
    ],
    // Gross annual income required (and from the list).
    [
      'income required',
      { grossAnnualIncome: '' },
      {},
      'grossAnnualIncome',
      'Gross Annual Income is required',
    ],
    [
      'income from the list',
      { grossAnnualIncome: 'LOTS' },
      {},
      'grossAnnualIncome',
      'Invalid value for Gross Annual Income',
    ],
    // Net worth a valid amount; its date a real date, not in the future.
    ['net worth an amount', { netWorth: 'ten lakh' }, {}, 'netWorth', 'Please enter a valid Net Worth'],
    ['net worth not negative', { netWorth: '-500' }, {}, 'netWorth', 'Please enter a valid Net Worth'],
    ['net worth to the paisa', { netWorth: '100.125' }, {}, 'netWorth', 'Please enter a valid Net Worth'],
    ['net worth date readable', { netWorthDate: '30/02/2026' }, {}, 'netWorthDate', 'Invalid Date'],
    [
      'net worth date not in the future',
      { netWorthDate: '16/06/2026' },
      {},
      'netWorthDate',
      'Net worth as on cannot be a future date',
    ],
    // PEP is read-only, but only a known status is saved.
    [
      'PEP status known',
      { politicallyExposedPersonStatus: 'Maybe' },
      {},
      'politicallyExposedPersonStatus',
      'Invalid value for PEP Status',
    ],
    // NBFC: corporate only; type and importance when yes.
    [
      'corporate: NBFC answer required',
      { ...corporate, nbfcCorporate: '' },
      {},
      'nbfcCorporate',
      'Please confirm whether the corporate is a NBFC',
    ],
    [
      'corporate: NBFC answer yes or no',
      { ...corporate, nbfcCorporate: 'maybe' },
      {},
      'nbfcCorporate',
      'Please confirm whether the corporate is a NBFC',
    ],
    ['NBFC yes: type required', { ...nbfc, nbfcType: '' }, {}, 'nbfcType', 'Type of NBFC is required'],
    ['NBFC yes: type known', { ...nbfc, nbfcType: 'bank' }, {}, 'nbfcType', 'Invalid value for Type of NBFC'],
    [
      'NBFC yes: importance required',
      { ...nbfc, nbfcImportanceType: '' },
      {},
      'nbfcImportanceType',
      'Please select whether the NBFC is systemically important or non-systemically important',
    ],
    [
      'NBFC yes: importance known',
      { ...nbfc, nbfcImportanceType: 'very' },
      {},
      'nbfcImportanceType',
      'Invalid value for NBFC importance',
    ],
    // Demat (§5, §9): DP ID 8 starting IN, DPCL ID 16 (8 before the cut-off), CL ID 8 digits, broker listed.
    ['NSDL DP ID 7 characters', { dpId: 'IN12345' }, {}, 'dpId', 'Invalid DP ID'],
    ['NSDL DP ID 9 characters', { dpId: 'IN1234567' }, {}, 'dpId', 'Invalid DP ID'],
    ['NSDL DP ID starts IN', { dpId: '12345678' }, {}, 'dpId', 'Invalid DP ID'],
    ['NSDL CL ID 8 digits', { clId: '1234567' }, {}, 'clId', 'Invalid CL ID'],
    ['NSDL CL ID digits only', { clId: '1234567A' }, {}, 'clId', 'Invalid CL ID'],
    [
      'CDSL DPCL ID 16 digits',
      { dlclId: 'cdsl', dpId: '12345678', clId: '' },
      { applicationCreatedAt: onCutoff('dpclIdSixteenDigits') },
      'dpId',
      'Invalid DPCL ID',
    ],
    [
      'CDSL DPCL ID digits only',
      { dlclId: 'cdsl', dpId: '123456789012345A', clId: '' },
      {},
      'dpId',
      'Invalid DPCL ID',
    ],
    [
      'broker in the list',
      { nameOfBroker: 'Unknown Broker' },
      {},
      'nameOfBroker',
      'Invalid value for Broker',
    ],
    ['demat type known', { dlclId: 'mutual' }, {}, 'dlclId', 'Invalid value for Demat Account Type'],
    [
      "'none' not offered from its cut-off",
      { dlclId: 'none' },
      { applicationCreatedAt: onCutoff('depositoryNoneRemoved') },
      'dlclId',
      'Invalid value for Demat Account Type',
    ],
    [
      'domestic fund: demat mandatory (no depository)',
      { dlclId: '', dpId: '', clId: '' },
      { fundType: 'domestic' },
      'dlclId',
      'If a domestic fund is selected, filling out Demat account details is mandatory',
    ],
    [
      "domestic fund: demat mandatory ('none' while still offered)",
      { dlclId: 'none', dpId: '', clId: '' },
      { fundType: 'domestic', applicationCreatedAt: beforeCutoff('depositoryNoneRemoved') },
      'dlclId',
      'If a domestic fund is selected, filling out Demat account details is mandatory',
    ],
  ])('%s', (_rule, over, ctx, path, message) => {
    expect(errors(over, ctx)).toEqual({ [`applicant.${path}`]: message });
  });

  it.each<[string, Over, Partial<WizardStepContext>]>([
    ['a 14-digit CKYC number', { ckycNo: '12345678901234' }, {}],
    ['no CKYC number (optional)', { ckycNo: '' }, {}],
    ['a lower-case PAN (upper-cased)', { panNo: 'aaaca1234f' }, {}],
    ['a registration date exactly 125 years ago', { dateOfBirth: '15/06/1901' }, {}],
    ['a registration date today', { dateOfBirth: '15/06/2026' }, {}],
    ['an ISO registration date', { dateOfBirth: '1990-08-15' }, {}],
    ['no net worth (optional)', { netWorth: '', netWorthDate: '' }, {}],
    ['a net worth typed with commas', { netWorth: '12,34,567.5' }, {}],
    ['a corporate that is not an NBFC', corporate, {}],
    ['a corporate NBFC with type and importance', nbfc, {}],
    [
      'CDSL with a 16-digit DPCL ID',
      { dlclId: 'cdsl', dpId: '1234567890123456', clId: '' },
      { applicationCreatedAt: onCutoff('dpclIdSixteenDigits') },
    ],
    [
      'CDSL with an 8-digit DPCL ID before its cut-off',
      { dlclId: 'cdsl', dpId: '12345678', clId: '' },
      { applicationCreatedAt: beforeCutoff('dpclIdSixteenDigits') },
    ],
    [
      'CDSL with an 8-digit DPCL ID by configuration',
      { dlclId: 'cdsl', dpId: '12345678', clId: '' },
      { legacyDpclLength: true },
    ],
    ['no broker (optional)', { nameOfBroker: '' }, {}],
    ['no demat on a fund that does not need it', { dlclId: '', dpId: '', clId: '' }, { fundType: 'msar' }],
    [
      "'none' while still offered",
      { dlclId: 'none', dpId: '', clId: '' },
      { applicationCreatedAt: beforeCutoff('depositoryNoneRemoved') },
    ],
    [
      'no demat on a domestic fund before the demat cut-off',
      { dlclId: '', dpId: '', clId: '' },
      { fundType: 'domestic', applicationCreatedAt: beforeCutoff('dematMandatoryForDomestic') },
    ],
    [
      'CDSL on a domestic fund',
      { dlclId: 'cdsl', dpId: '1234567890123456', clId: '' },
      { fundType: 'domestic' },
    ],
  ])('accepts %s', (_name, over, ctx) => {
    expect(errors(over, ctx)).toEqual({});
  });

  it.each(ENTITY_INVESTOR_TYPES.map((t) => [t, t === 'corporate'] as const))(
    '%s: the NBFC question is asked: %s',
    (investorType, asked) => {
      expect(isNbfcEligible(investorType)).toBe(asked);
      expect(errors({ investorType, nbfcCorporate: '' })).toEqual(
        asked ? { 'applicant.nbfcCorporate': 'Please confirm whether the corporate is a NBFC' } : {},
      );
    },
  );

  it('a corporate answering no needs neither NBFC type nor importance', () => {
    expect(errors({ ...corporate, nbfcType: '', nbfcImportanceType: '' })).toEqual({});
  });
});

describe('entityContributorStepSchema: parsed values', () => {
  const parsed = (over: Over = {}, ctx: Partial<WizardStepContext> = {}) => {
    const r = parse(over, ctx);
    if (!r.success) throw new Error(JSON.stringify(errorsOf(r)));
    return r.data.applicant;
  };

  it('dates to ISO, net worth to a number, name and place tidied, PAN upper-cased', () => {
    expect(
      parsed({ name: '  Acme   Industries  LLP ', cityOfIncorporation: ' Pune ', panNo: 'aaaca1234f' }),
    ).toMatchObject({
      name: 'Acme Industries LLP',
      cityOfIncorporation: 'Pune',
      dateOfBirth: '1990-08-15',
      netWorthDate: '2026-03-31',
      netWorth: 10000000.5,
      panNo: 'AAACA1234F',
      investorType: 'llp',
    });
    expect(parsed({ netWorth: '', netWorthDate: '' })).toMatchObject({ netWorth: null, netWorthDate: '' });
  });

  it.each<[string, Over, Record<string, unknown>]>([
    ['a corporate NBFC keeps its answers', nbfc, { nbfcCorporate: 'yes', nbfcType: 'nbfc_nd' }],
    [
      'a corporate answering no loses type and importance',
      { ...corporate, nbfcType: 'nbfc_d', nbfcImportanceType: 'systemically_important' },
      { nbfcCorporate: 'no', nbfcType: '', nbfcImportanceType: '' },
    ],
    [
      'another type loses every NBFC answer',
      { ...nbfc, investorType: 'huf' },
      { nbfcCorporate: null, nbfcType: '', nbfcImportanceType: '' },
    ],
  ])('NBFC answers: %s', (_name, over, expected) => {
    expect(parsed(over)).toMatchObject(expected);
  });

  it('demat normalised: ids the depository does not use cleared, DP ID upper-cased', () => {
    expect(parsed({ dlclId: 'NSDL', dpId: 'in123456' })).toMatchObject({
      dlclId: 'nsdl',
      dpId: 'IN123456',
      clId: '12345678',
    });
    expect(parsed({ dlclId: 'cdsl', dpId: '1234567890123456', clId: '99' })).toMatchObject({
      dlclId: 'cdsl',
      clId: '',
    });
    expect(parsed({ dlclId: '', dpId: 'x', clId: 'y' })).toMatchObject({ dlclId: '', dpId: '', clId: '' });
  });

  it('parseNetWorth: commas dropped, blank null, anything else NaN', () => {
    expect(parseNetWorth('1,00,000')).toBe(100000);
    expect(parseNetWorth(' ')).toBeNull();
    expect(parseNetWorth('1e5')).toBeNaN();
  });
});

describe('entityContributorStepDefaults', () => {
  const staff = { role: 'rm' as const, fundType: 'msar' as const, applicationCreatedAt: '2026-01-10' };
  const stored: Partial<Applicant> = {
    id: 'e1',
    applicant_type: '1',
    name: 'Acme LLP',
    dateOfBirth: '1990-08-15',
    cityOfIncorporation: 'Mumbai',
    investorType: 'corporate',
    panNo: 'AAACA1234F',
    netWorth: 2500000,
    netWorthDate: '2026-03-31',
    nbfcCorporate: 'yes',
    nbfcType: 'nbfc_d',
    nbfcImportanceType: 'non_systemically_important',
    politicallyExposedPersonStatus: 'I am PEP',
    dlclId: 'cdsl',
    dpId: '1234567890123456',
    dataFetchedFromKRA: true,
  };
  const app = (applicants: Partial<Applicant>[]) => ({ applicants: applicants as Applicant[] });

  it('takes the stored entity applicant (net worth as text, NBFC answers kept)', () => {
    expect(entityContributorStepDefaults(app([stored]), staff).applicant).toMatchObject({
      id: 'e1',
      name: 'Acme LLP',
      dateOfBirth: '1990-08-15',
      investorType: 'corporate',
      netWorth: '2500000',
      nbfcCorporate: 'yes',
      nbfcType: 'nbfc_d',
      nbfcImportanceType: 'non_systemically_important',
      politicallyExposedPersonStatus: 'I am PEP',
      dlclId: 'cdsl',
      dataFetchedFromKRA: true,
    });
  });

  it('the first applicant by applicant_type is the entity', () => {
    const second = { ...stored, id: 'e2', applicant_type: '2' };
    expect(entityContributorStepDefaults(app([second, stored]), staff).applicant.id).toBe('e1');
  });

  it.each<[string, WizardStepContext['role'], string]>([
    ['rm', 'rm', 'Not Applicable'],
    ['amcadmin', 'amcadmin', 'Not Applicable'],
    ['distributor', 'distributor', 'Not Applicable'],
    ['investor', 'investor', ''],
    ['poaapprover', 'poaapprover', ''],
  ])('PEP starts %s -> %j', (_name, role, pep) => {
    const d = entityContributorStepDefaults(app([{ id: 'e1', applicant_type: '1' }]), { ...staff, role });
    expect(d.applicant.politicallyExposedPersonStatus).toBe(pep);
  });

  it("depository starts 'none' when demat is not mandatory and 'none' is offered; blank otherwise", () => {
    const fresh = app([{ id: 'e1', applicant_type: '1' }]);
    const old = beforeCutoff('depositoryNoneRemoved');
    expect(
      entityContributorStepDefaults(fresh, { ...staff, applicationCreatedAt: old }).applicant.dlclId,
    ).toBe('none');
    expect(
      entityContributorStepDefaults(fresh, { ...staff, fundType: 'domestic', applicationCreatedAt: old })
        .applicant.dlclId,
    ).toBe('');
    expect(entityContributorStepDefaults(fresh, staff).applicant.dlclId).toBe('');
    expect(
      entityContributorStepDefaults(fresh, { ...staff, role: 'investor', applicationCreatedAt: old })
        .applicant.dlclId,
    ).toBe('');
  });

  it('an application without applicants gives a blank form that the schema refuses', () => {
    const d = entityContributorStepDefaults({ applicants: [] }, staff);
    expect(d.applicant).toMatchObject({ id: '', name: '', netWorth: '', nbfcCorporate: '' });
    expect(entityContributorStepSchema(ctxOf()).safeParse(d).success).toBe(false);
  });

  it('the defaults of a complete stored applicant parse', () => {
    const d = entityContributorStepDefaults(
      app([{ ...stored, grossAnnualIncome: '> 1 CRORE', politicallyExposedPersonStatus: null }]),
      staff,
    );
    expect(entityContributorStepSchema(ctxOf()).safeParse(d).success).toBe(true);
  });
});

describe('wizardStepSchemaFor: contributor-details', () => {
  const entity = { ...ctxOf(), applicationType: 'non_individual' as const };

  it('an entity application gets the entity schema', () => {
    const r = wizardStepSchemaFor('contributor-details', entity).safeParse({ applicant: base });
    expect(r.success).toBe(true);
    const unanswered = { ...base, ...corporate, nbfcCorporate: '' };
    expect(
      errorsOf(wizardStepSchemaFor('contributor-details', entity).safeParse({ applicant: unanswered })),
    ).toEqual({ 'applicant.nbfcCorporate': 'Please confirm whether the corporate is a NBFC' });
  });

  it('an individual application does not', () => {
    expect(wizardStepSchemaFor('contributor-details', ctxOf()).safeParse({ applicant: base }).success).toBe(
      false,
    );
  });
});
