import type { ApplicationDetail, FatcaDetail, SignatoryGroup, Ubo } from '@aif/contracts';
import { completeApplication } from './application';
import { entityApplicant } from './entity';

/** Two signatory groups (thresholds 2 and 1) in the agreed shape of step 7 (test data). */
export const SIGNATORY_GROUPS: SignatoryGroup[] = [
  {
    id: 'g-1',
    name: 'Directors',
    threshold: 2,
    groupsignatories: [
      {
        id: 's-1',
        name: 'Meera Rao',
        pan: 'ABCPR1234K',
        email: 'meera@acme.example',
        countryCode: '+91',
        mobile: '9812300001',
        designation: 'Director',
        canEsign: true,
      },
      {
        id: 's-2',
        name: 'Ravi Shah',
        pan: 'ABCPS1234K',
        email: 'ravi@acme.example',
        countryCode: '+91',
        mobile: '9812300002',
        designation: 'Director',
        canEsign: false,
      },
      { id: 's-3', name: 'Deleted Member', isActive: false },
    ],
  },
  {
    id: 'g-2',
    name: 'Officers',
    threshold: 1,
    groupsignatories: [
      { id: 's-4', name: 'Kiran Das', pan: 'ABCPD1234K', designation: null, canEsign: true },
    ],
  },
];

/** A UBO whose AML check failed and was acknowledged, and one that passed (step 8). */
export const UBOS: Ubo[] = [
  {
    id: 'u-1',
    panNumber: 'ABCPU1234K',
    dob: '1970-01-02',
    name: 'Usha Iyer',
    percentageOfBeneficialInterest: 60.5,
    cpUboCode: 'C01',
    nationality: 'INDIAN',
    address1: '4 Hill Road',
    city: 'Mumbai',
    amlCheck: false,
    amlComments: 'Name match on a sanctions list, cleared by compliance',
    amlAcknowledgement: true,
    amlCommentedRole: 'rm',
    discretionaryTrust: 'no',
    file: { id: 'f-u1', name: 'usha-passport.pdf' },
  },
  {
    id: 'u-2',
    panNumber: 'ABCPV1234K',
    name: 'Vikram Nair',
    percentageOfBeneficialInterest: 30,
    amlCheck: true,
  },
];

/** FATCA of a passive NFE resident elsewhere, with a controlling person (step 9). */
export const FATCA_DETAIL: FatcaDetail = {
  id: 'fatca-1',
  declarationDate: '2026-06-01',
  answers: {
    taxResidentOtherThanIndia: 'Yes',
    entityCountryOfResidense: 'Singapore',
    entityTin: 'T12345678',
    entityIdentificationType: 'TIN',
    fatcaClassification: 'Passive Non-Financial Entity',
    // Left from an earlier answer: Q2.1 is hidden for a passive NFE.
    giin: 'STALE.GIIN',
  },
  controllingpersons: [
    {
      id: 'cp-1',
      name: 'Usha Iyer',
      controllingPersonType: 'C01',
      indentificationType: 'Passport',
      indentificationNumber: 'P1234567',
      tin: 'TIN998877',
      dateOfBirth: '1970-01-02',
      countryOfResidense: 'Singapore',
      nationality: 'INDIAN',
      occupationType: 'Business',
      occupation: 'Director',
    },
    { id: 'cp-2', name: 'Removed Person', isActive: false },
  ],
};

/** A complete entity application as GET answers it, steps 7-9 included (test data). */
export function completeEntityApplication(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const base = completeApplication();
  const documents = base.applicants[0]!.documents;
  const kraDocument = base.applicants[0]!.kraDocument;
  return {
    ...base,
    applicationType: 'non_individual',
    nominees: [],
    applicants: [
      entityApplicant({
        email: 'cfo@acme.example',
        countryCode: '+91',
        mobile: '9876500000',
        netWorth: 250000000,
        netWorthDate: '2026-03-31',
        nbfcCorporate: 'yes',
        nbfcType: 'nbfc_nd',
        nbfcImportanceType: 'systemically_important',
        amlCheck: false,
        amlComments: 'Adverse media, reviewed',
        amlAcknowledgement: true,
        amlCommentedRole: 'rm',
        addresses: [
          {
            address_type: 'correspondence',
            address1: '1 Nariman Point',
            city: 'Mumbai',
            state: 'Maharashtra',
            country: 'INDIA',
            pincode: '400021',
          },
          {
            address_type: 'permanent',
            address1: '9 Park Street',
            city: 'Kolkata',
            state: 'West Bengal',
            country: 'INDIA',
            pincode: '700016',
          },
        ],
        contactperson: {
          name: 'Anita Desai',
          email: 'anita@acme.example',
          countryCode: '+91',
          mobile: '9812345678',
          stdCode: '022',
          landLineNumber: '22345678',
        },
        documents,
        kraDocument,
        fatcadetail: FATCA_DETAIL,
      }),
    ],
    groups: SIGNATORY_GROUPS,
    ubo_declaration_type: 'listed_company',
    ubo_declaration_value: 'others',
    ubo_declaration_others: 'Dubai Financial Market',
    ubos: UBOS,
    ...overrides,
  };
}
