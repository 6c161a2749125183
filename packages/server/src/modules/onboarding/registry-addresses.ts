import type { KraRecord } from '@aif/contracts';
import type { Tx } from '../../db/client';
import { applicantAddresses } from '../../db/schema';

/**
 * The registry's addresses of a new applicant, as fetched (`fetchedFromKra`), one per type (a second of
 * a type the registry repeats is left out), in one statement.
 */
export async function insertRegistryAddresses(
  tx: Tx,
  applicantId: string,
  addresses: KraRecord['addresses'],
  now: Date,
): Promise<void> {
  const seen = new Set<string>();
  const rows = addresses.flatMap((a) => {
    if (seen.has(a.address_type)) return [];
    seen.add(a.address_type);
    return [
      {
        applicantId,
        addressType: a.address_type,
        address1: a.address1 ?? null,
        address2: a.address2 ?? null,
        address3: a.address3 ?? null,
        city: a.city ?? null,
        state: a.state ?? null,
        country: a.country ?? null,
        pincode: a.pincode ?? null,
        fetchedFromKra: true,
        createdAt: now,
        updatedAt: now,
      },
    ];
  });
  if (rows.length) await tx.insert(applicantAddresses).values(rows);
}
