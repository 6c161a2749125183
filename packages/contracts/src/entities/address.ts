import { z } from 'zod';
import { ADDRESS_TYPES } from '../enums/kyc';
import { id, optBool, optText } from './common';

export const addressSchema = z.object({
  id: id.nullish(),
  address_type: z.enum(ADDRESS_TYPES),
  address1: optText,
  address2: optText,
  address3: optText,
  city: optText,
  state: optText,
  /** Default INDIA; blank for an overseas address. */
  country: optText,
  pincode: optText,
  permanentAddressSameAsCorresponding: optBool,
  isActive: optBool,
  fetchedFromKRA: optBool,
});
export type Address = z.infer<typeof addressSchema>;
