import { isIndividualPan, type KraRecord } from '@aif/contracts';
import {
  ProviderUnavailableError,
  type KraDocument,
  type KraProvider,
  type KraQuery,
} from '../registry-types';
import { kycRecordPdf } from './kyc-record-pdf';

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Rohan',
  'Priya',
  'Vikram',
  'Kavya',
  'Arjun',
  'Isha',
  'Nikhil',
  'Meera',
];
const FEMALE = new Set(['Ananya', 'Priya', 'Kavya', 'Isha', 'Meera']);
/** Indexed by the PAN's 5th character, which is the initial of the surname (or of the entity's name). */
const SURNAMES: Record<string, string> = {
  A: 'Agarwal',
  B: 'Bhatia',
  C: 'Chopra',
  D: 'Desai',
  E: 'Eapen',
  F: 'Fernandes',
  G: 'Gupta',
  H: 'Hegde',
  I: 'Iyer',
  J: 'Joshi',
  K: 'Kapoor',
  L: 'Lal',
  M: 'Mehta',
  N: 'Nair',
  O: 'Oberoi',
  P: 'Patel',
  Q: 'Qureshi',
  R: 'Rao',
  S: 'Sharma',
  T: 'Thakur',
  U: 'Upadhyay',
  V: 'Verma',
  W: 'Wadia',
  X: 'Xavier',
  Y: 'Yadav',
  Z: 'Zaveri',
};
const ENTITY_WORDS: Record<string, string> = {
  A: 'Apex',
  B: 'Bluestone',
  C: 'Crescent',
  D: 'Deccan',
  E: 'Evergreen',
  F: 'Falcon',
  G: 'Granite',
  H: 'Horizon',
  I: 'Indus',
  J: 'Jasmine',
  K: 'Kaveri',
  L: 'Lotus',
  M: 'Meridian',
  N: 'Narmada',
  O: 'Orchid',
  P: 'Pinnacle',
  Q: 'Quartz',
  R: 'Riverside',
  S: 'Sunrise',
  T: 'Trident',
  U: 'Unity',
  V: 'Vertex',
  W: 'Westbrook',
  X: 'Xenon',
  Y: 'Yamuna',
  Z: 'Zenith',
};
/** The PAN's 4th character is the holder's status. */
const ENTITY_SUFFIX: Record<string, string> = {
  C: 'Private Limited',
  F: 'and Associates',
  T: 'Family Trust',
  H: 'HUF',
  A: 'Association',
  B: 'Body of Individuals',
  E: 'LLP',
};

function digitsOf(pan: string): number {
  return Number(pan.slice(5, 9));
}

/**
 * KYC registry sandbox (0-product-decisions §6): any well-formed PAN has a record built from the PAN
 * (name, the date of birth as given, two addresses, dataFetchedFromKRA), except
 * - 6th to 9th characters `0000`: no record ('Data Not Found');
 * - a PAN starting `ERR`: the registry cannot answer ('Unable to verify the details please contact admin').
 * A PAN with a record has one document, its "KYC record" (a PDF built from the record, the same bytes
 * every time).
 */
export class SandboxKra implements KraProvider {
  readonly name = 'sandbox-kra';

  async lookup(query: KraQuery): Promise<KraRecord | null> {
    const pan = query.pan.toUpperCase();
    if (pan.startsWith('ERR')) throw new ProviderUnavailableError(this.name, 'sandbox: PAN starts with ERR');
    if (pan.slice(5, 9) === '0000') return null;
    const n = digitsOf(pan);
    const initial = pan.charAt(4);
    const individual = isIndividualPan(pan);
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const father = FIRST_NAMES[(n + 3) % FIRST_NAMES.length]!;
    const surname = SURNAMES[initial] ?? 'Kumar';
    const name = individual
      ? `${first} ${surname}`
      : `${ENTITY_WORDS[initial] ?? 'Vertex'} ${ENTITY_SUFFIX[pan.charAt(3)] ?? 'Enterprises'}`;
    const address = {
      address1: `${(n % 200) + 1}, ${individual ? 'Sea View Apartments' : 'Trade Centre'}`,
      address2: 'Marine Drive, Churchgate',
      address3: null,
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'INDIA',
      pincode: '400020',
      fetchedFromKRA: true,
      isActive: true,
    };
    return {
      panNumber: pan,
      name,
      dateOfBirth: query.dateOfBirth,
      fatherOrSpouseName: individual ? `${father} ${surname}` : null,
      gender: individual ? (FEMALE.has(first) ? 'Female' : 'Male') : null,
      email: null,
      kraMobileNumber: null,
      addresses: [
        { address_type: 'permanent', ...address },
        { address_type: 'correspondence', ...address },
      ],
      dataFetchedFromKRA: true,
    };
  }

  async documents(query: KraQuery): Promise<KraDocument[]> {
    const record = await this.lookup(query);
    if (!record) return [];
    return [
      {
        documentType: 'kra_document',
        documentName: 'KYC record',
        fileName: `KYC-record-${record.panNumber}.pdf`,
        mimeType: 'application/pdf',
        data: await kycRecordPdf(record),
      },
    ];
  }
}
