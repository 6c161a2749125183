import { z } from 'zod';
import { DISTRIBUTOR_TYPES } from '../enums/admin';
import { ROLES } from '../roles';
import { id, nameRefSchema, optBool, optText } from './common';

/** The login identity embedded in each staff record. */
export const userRefSchema = z.object({
  id: optText,
  firstName: optText,
  email: optText,
  phone: optText,
  countryCode: optText,
  countryNameAndCode: optText,
  role: z.enum(ROLES).nullish(),
});
export type UserRef = z.infer<typeof userRefSchema>;

const postalAddress = {
  pincode: optText,
  buildingNo: optText,
  streetName: optText,
  state: optText,
  city: optText,
  country: optText,
};

export const relationshipManagerSchema = z.object({
  id: id.nullish(),
  name: optText,
  user: userRefSchema.nullish(),
  panNumber: optText,
  empCode: optText,
  ...postalAddress,
  isActive: optBool,
  /** Default 'India: +91'. */
  countryNameAndCode: optText,
  countryCode: optText,
});
export type RelationshipManager = z.infer<typeof relationshipManagerSchema>;

export const subDistributorSchema = z.object({
  id: id.nullish(),
  distributorId: optText,
  name: optText,
  user: userRefSchema.nullish(),
  panNumber: optText,
  distributors_RM_Code: optText,
  /** The fund house's RM this distributor's RM maps to. */
  rmId: optText,
  rm: nameRefSchema.nullish(),
  ...postalAddress,
  isActive: optBool,
});
export type SubDistributor = z.infer<typeof subDistributorSchema>;

export const schemeAndPlanRowSchema = z.object({
  schemeIds: z.array(z.string()).nullish(),
  planIds: z.array(z.string()).nullish(),
});

export const distributorSchema = z.object({
  id: id.nullish(),
  name: optText,
  type: z.enum(DISTRIBUTOR_TYPES).nullish(),
  /** Email and contact are shown for individual distributors only. */
  user: userRefSchema.nullish(),
  panNumber: optText,
  arnCode: optText,
  /** Individual distributors only. */
  rmId: optText,
  rm: nameRefSchema.nullish(),
  ...postalAddress,
  isActive: optBool,
  schemeAndPlan: z.array(schemeAndPlanRowSchema).nullish(),
  planIds: z.array(z.string()).nullish(),
  planDetails: z
    .object({
      schemes: z.array(
        z.object({
          id: z.string(),
          schemeName: optText,
          plans: z.array(z.object({ id: z.string(), planDescription: optText })).nullish(),
        }),
      ),
    })
    .nullish(),
  subdistributors: z.array(subDistributorSchema).nullish(),
});
export type Distributor = z.infer<typeof distributorSchema>;

export const trusteeSchema = z.object({
  id: id.nullish(),
  user: userRefSchema.nullish(),
  /** Name used by the e-sign provider; required. */
  leegalityName: optText,
  panNumber: optText,
  ...postalAddress,
  isActive: optBool,
});
export type Trustee = z.infer<typeof trusteeSchema>;

/** Investment manager: as a trustee, without PAN. */
export const fundManagerSchema = trusteeSchema.omit({ panNumber: true });
export type FundManager = z.infer<typeof fundManagerSchema>;

export const aifApproverSchema = z.object({
  id: id.nullish(),
  user: userRefSchema.nullish(),
  panNumber: optText,
  ...postalAddress,
  isActive: optBool,
});
export type AifApprover = z.infer<typeof aifApproverSchema>;

export const amcAdminSchema = z.object({
  id: id.nullish(),
  /** Default true. */
  isActive: optBool,
  user: userRefSchema.nullish(),
});
export type AmcAdmin = z.infer<typeof amcAdminSchema>;
