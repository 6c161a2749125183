/** Demo investor e-mail consents (0-product-decisions §7; doc 3 §2.10), seeded with the demo data. */
import { CONSENT_LINK_TTL_DAYS } from '@aif/contracts';
import { randomToken, sha256Hex } from '../lib/tokens';
import { SandboxKra } from '../providers/kra/sandbox';
import type { Tx } from './client';
import { onboardingConsents, onboardingVerifications } from './schema';

/**
 * Investor e-mail consents (doc 3 §2.10) in every state the list shows: pending, pending with an expired
 * link (expired consents stay pending so they can be re-sent), approved, rejected and revoked. Sent by the
 * demo rm (who gets the Re-Send / Revoke actions) and the AIF admin; nobody knows their links.
 */
export const DEMO_CONSENTS: readonly {
  pan: string;
  dob: string;
  email: string;
  sentBy: 'rm' | 'amcadmin';
  status: 'pending' | 'approved' | 'rejected' | 'revoked';
  /** Days before now the consent was sent, and (when answered) answered. */
  sentDaysAgo: number;
  answeredDaysAgo?: number;
}[] = [
  {
    pan: 'PQRPS5612A',
    dob: '1986-05-14',
    email: 'kavya.sharma@investor.example',
    sentBy: 'rm',
    status: 'pending',
    sentDaysAgo: 1,
  },
  {
    pan: 'QRSPT6723B',
    dob: '1979-08-02',
    email: 'nikhil.thakur@investor.example',
    sentBy: 'rm',
    status: 'pending',
    sentDaysAgo: 12, // its 7-day link has expired: still pending, so it can be re-sent
  },
  {
    pan: 'RSTPU7834C',
    dob: '1991-01-21',
    email: 'isha.upadhyay@investor.example',
    sentBy: 'rm',
    status: 'approved',
    sentDaysAgo: 6,
    answeredDaysAgo: 5,
  },
  {
    pan: 'STUPV8945D',
    dob: '1983-11-09',
    email: 'arjun.verma@investor.example',
    sentBy: 'amcadmin',
    status: 'rejected',
    sentDaysAgo: 9,
    answeredDaysAgo: 8,
  },
  {
    pan: 'TUVPW9156E',
    dob: '1975-03-30',
    email: 'meera.wadia@investor.example',
    sentBy: 'rm',
    status: 'revoked',
    sentDaysAgo: 4,
    answeredDaysAgo: 3,
  },
];

export async function seedDemoConsents(tx: Tx, now: Date, sender: Record<'rm' | 'amcadmin', string>) {
  const kra = new SandboxKra();
  const day = 24 * 3_600_000;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  let mobile = 9_100_000_001;
  for (const c of DEMO_CONSENTS) {
    const record = (await kra.lookup({ pan: c.pan, dateOfBirth: c.dob }))!;
    const sentAt = at(c.sentDaysAgo);
    const [verification] = await tx
      .insert(onboardingVerifications)
      .values({
        startedBy: sender[c.sentBy],
        pan: c.pan,
        dateOfBirth: c.dob,
        onboardingType: 'normal',
        investorKind: 'individual',
        kraData: record,
        amlCheck: true,
        amlData: { system_match: [] },
        createdAt: sentAt,
      })
      .returning({ id: onboardingVerifications.id });
    const answeredAt = c.answeredDaysAgo === undefined ? null : at(c.answeredDaysAgo);
    await tx.insert(onboardingConsents).values({
      verificationId: verification!.id,
      createdBy: sender[c.sentBy],
      pan: c.pan,
      emailId: c.email,
      countryCode: '+91',
      countryNameAndCode: 'India: +91',
      mobile: String(mobile++),
      status: c.status,
      tokenHash: sha256Hex(randomToken()),
      expiresAt: new Date(sentAt.getTime() + CONSENT_LINK_TTL_DAYS * day),
      respondedAt: c.status === 'approved' || c.status === 'rejected' ? answeredAt : null,
      createdAt: sentAt,
      updatedAt: answeredAt ?? sentAt,
    });
  }
}
