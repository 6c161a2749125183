/**
 * Demo signatories (0-product-decisions §7, §10): the authorised signatories of the entity demos (step 7,
 * saved through the wizard by seed-entities.ts) and the POA holder of the individual POA applications,
 * sent with their document step (seed-individual-steps.ts). Their mobiles (+91 92000000xx) are theirs alone, so each one
 * signs in to exactly one application.
 */
import type { SignatoryEntry, SignatoryValues } from '@aif/contracts';

export interface DemoSignatoryGroup {
  name: string;
  threshold: number;
  members: Required<Pick<SignatoryEntry, 'name' | 'pan' | 'mobile' | 'email' | 'designation'>>[];
}

/**
 * Step 7 of a completed entity demo: the Board (two of its three directors sign) and Finance (one of two).
 * `names` are the five people in that order; their PANs and mobiles count up from `firstMobile`.
 */
export function demoSignatoryGroups(
  names: readonly [string, string, string, string, string],
  domain: string,
  firstMobile: number,
): DemoSignatoryGroup[] {
  const designations = ['Director', 'Director', 'Managing Director', 'Chief Financial Officer', 'Treasurer'];
  const people = names.map((name, i) => ({
    name,
    pan: panOf(firstMobile + i, name.split(' ').at(-1)!),
    mobile: String(firstMobile + i),
    email: `${name.split(' ')[0]!.toLowerCase()}@${domain}`,
    designation: designations[i]!,
  }));
  return [
    { name: 'Board', threshold: 2, members: people.slice(0, 3) },
    { name: 'Finance', threshold: 1, members: people.slice(3) },
  ];
}

/** An individual's PAN (4th letter P, 5th the surname's initial) made from a number: one per person. */
function panOf(n: number, surname: string): string {
  return `BQRP${surname[0]!.toUpperCase()}${String(n % 10_000).padStart(4, '0')}L`;
}

/** Mobiles of the POA holders count up from here (the n-th POA application's holder has +n). */
export const FIRST_POA_HOLDER_MOBILE = 9_200_000_090;

/** The POA holder of the n-th demo POA application (from 0), as the document step's POA Holder card sends it. */
export function demoPoaHolder(n: number): SignatoryValues {
  return {
    id: null,
    name: n === 0 ? 'Vandana Rao' : `POA Holder ${n + 1}`,
    fatherName: null,
    pan: panOf(FIRST_POA_HOLDER_MOBILE + n, 'R'),
    dpin: null,
    countryNameAndCode: 'India: +91',
    countryCode: '+91',
    mobile: String(FIRST_POA_HOLDER_MOBILE + n),
    email: `poa.holder${n + 1}@investor.example`,
    designation: null,
    completeAddress: null,
    canEsign: true,
    isActive: true,
  };
}
