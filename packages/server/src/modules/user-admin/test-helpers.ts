import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AddUserBody, UserKind } from '@aif/contracts';
import type { Db } from '../../db/client';
import { auditTrail, users } from '../../db/schema';
import { DEMO_COMPANY_DISTRIBUTOR } from '../../db/seed';
import { STAFF_PHONE, addStaffUser, bearer } from '../../testing/app';

export const AMC = '/api/onboarding/amc';

export function caller(app: FastifyInstance, token: string | null) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `${AMC}/${url}`, headers: token ? bearer(token) : {}, payload });
}

export interface Demo {
  amcadmin: string;
  rm: string;
  distributor: string;
  company: string;
  subdistributor: string;
  trustee: string;
  fundmanager: string;
  amcapprover: string;
  superadmin: string;
}

export async function demoIds(db: Db): Promise<Demo> {
  const all = await db.select().from(users);
  const byPhone = (role: keyof typeof STAFF_PHONE) => all.find((u) => u.phone === STAFF_PHONE[role])!.id;
  return {
    amcadmin: byPhone('amcadmin'),
    rm: byPhone('rm'),
    distributor: byPhone('distributor'),
    company: all.find((u) => u.name === DEMO_COMPANY_DISTRIBUTOR.name)!.id,
    subdistributor: byPhone('subdistributor'),
    trustee: byPhone('trustee'),
    fundmanager: byPhone('fundmanager'),
    amcapprover: byPhone('amcapprover'),
    superadmin: byPhone('superadmin'),
  };
}

/** An AIF admin with only the given flags, and its token. */
export function adminWith(app: FastifyInstance, phone: string, flags: Record<string, boolean>) {
  return addStaffUser(app, { role: 'amcadmin', name: `Admin ${phone}`, phone, flags });
}

const ADDRESS = {
  buildingNo: '1 Test Street',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
};

/** A valid form of each kind, as the browser sends it. */
export function validBody(kind: UserKind, phone: string, extra: Partial<AddUserBody> = {}): AddUserBody {
  const person = {
    name: `Test ${kind} ${phone}`,
    email: `${kind}.${phone}@test.example`,
    countryNameAndCode: 'India: +91',
    phone,
  };
  const bodies: Record<UserKind, AddUserBody> = {
    rm: { ...person, panNumber: 'ABCPR1234A', empCode: 'E-1', ...ADDRESS },
    distributor: {
      ...person,
      distributorType: 'individual',
      panNumber: 'ABCPD1234A',
      arnCode: 'ARN-1',
      ...ADDRESS,
    },
    subdistributor: { ...person, panNumber: 'ABCPS1234A', distributorsRmCode: 'SRM-1', ...ADDRESS },
    trustee: { ...person, leegalityName: 'Test Trustee', panNumber: 'ABCPT1234A', ...ADDRESS },
    fundmanager: { ...person, leegalityName: 'Test Manager', ...ADDRESS },
    amcapprover: { ...person, panNumber: 'ABCPA1234A', ...ADDRESS },
    amcadmin: person,
  };
  return { ...bodies[kind], ...extra };
}

export async function auditOf(db: Db, entityId: string) {
  return db
    .select()
    .from(auditTrail)
    .where(and(eq(auditTrail.entity, 'user'), eq(auditTrail.entityId, entityId)))
    .orderBy(auditTrail.id);
}

export async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}
