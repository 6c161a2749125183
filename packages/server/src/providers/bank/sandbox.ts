import { createHash } from 'node:crypto';
import type {
  IfscBranchDetails,
  IfscDetailsProvider,
  PennyDropProvider,
  PennyDropQuery,
  PennyDropResult,
} from './types';

/** City, state, PIN and MICR city code (the first 3 MICR digits) the sandbox spreads codes over. */
const CITIES = [
  { city: 'MUMBAI', state: 'MAHARASHTRA', pin: '400001', micr: '400' },
  { city: 'NEW DELHI', state: 'DELHI', pin: '110001', micr: '110' },
  { city: 'BENGALURU', state: 'KARNATAKA', pin: '560001', micr: '560' },
  { city: 'CHENNAI', state: 'TAMIL NADU', pin: '600001', micr: '600' },
  { city: 'KOLKATA', state: 'WEST BENGAL', pin: '700001', micr: '700' },
  { city: 'HYDERABAD', state: 'TELANGANA', pin: '500001', micr: '500' },
  { city: 'PUNE', state: 'MAHARASHTRA', pin: '411001', micr: '411' },
  { city: 'AHMEDABAD', state: 'GUJARAT', pin: '380001', micr: '380' },
] as const;
const STREETS = ['M G Road', 'Station Road', 'Main Road', 'Nehru Marg', 'Gandhi Nagar', 'Civil Lines'];

/**
 * Branch details built from the code alone (0-product-decisions §6), the same every time: city and
 * state from a hash of the code, the branch code in the address, a MICR of city code + 6 hash digits.
 */
export class SandboxIfscDetails implements IfscDetailsProvider {
  readonly name = 'sandbox-ifsc';

  async details(ifsc: string, bankName: string): Promise<IfscBranchDetails> {
    const h = createHash('sha256').update(ifsc).digest();
    const place = CITIES[h[0]! % CITIES.length]!;
    const street = STREETS[h[1]! % STREETS.length]!;
    const digits = String(h.readUInt32BE(2) % 1_000_000).padStart(6, '0');
    const branchCode = ifsc.slice(5);
    return {
      branch: `${place.city} ${branchCode}`,
      city: place.city,
      address1: `${bankName}, Branch ${branchCode}`,
      address2: `${(h[6]! % 200) + 1}, ${street}`,
      address3: `${place.city}, ${place.state} ${place.pin}`,
      micr: `${place.micr}${digits}`,
    };
  }
}

/** Penny drop sandbox (0-product-decisions §6): an account number ending 000 fails; any other verifies. */
export class SandboxPennyDrop implements PennyDropProvider {
  readonly name = 'sandbox-penny-drop';

  async verify(query: PennyDropQuery): Promise<PennyDropResult> {
    if (query.accountNumber.endsWith('000')) return { verified: false, accountHolderName: null };
    return { verified: true, accountHolderName: null };
  }
}
