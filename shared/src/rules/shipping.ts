import * as z from '../zod.ts';
import { cityKey } from '../geo.ts';
import { messages } from './messages.ts';
import { plainText } from './text.ts';

const LETTERS_AND_SPACES = /^[A-Za-z\s]+$/;

/** The shipping form of docs/product.md#shipping-form. */
export const shippingInfoSchema = z.object({
  address: z
    .string({ error: messages.address })
    .check(z.trim(), z.minLength(5, messages.address), z.maxLength(300, messages.address), plainText('Address')),
  city: z
    .string({ error: messages.city })
    .check(z.trim(), z.regex(LETTERS_AND_SPACES, messages.city), z.maxLength(80, messages.city)),
  pincode: z.string({ error: messages.pincode }).check(z.regex(/^\d{6}$/, messages.pincode)),
  country: z
    .string({ error: messages.country })
    .check(z.trim(), z.regex(LETTERS_AND_SPACES, messages.country), z.maxLength(80, messages.country)),
  phone: z.string({ error: messages.shippingPhone }).check(z.regex(/^[6-9]\d{9}$/, messages.shippingPhone)),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

/** The confirm page's re-check: the same fields, but the phone may be any 10 digits. */
export function isShippingInfoValidForConfirm(info: Partial<ShippingInfo> | null | undefined): boolean {
  if (!info) return false;
  return (
    (info.address ?? '').trim().length >= 5 &&
    LETTERS_AND_SPACES.test(info.city ?? '') &&
    /^\d{6}$/.test(info.pincode ?? '') &&
    LETTERS_AND_SPACES.test(info.country ?? '') &&
    /^\d{10}$/.test(info.phone ?? '')
  );
}

/** Delivery stays inside the restaurant's city; compared case-insensitively and trimmed. */
export function isSameCity(deliveryCity: string, restaurantCity: string): boolean {
  return cityKey(deliveryCity) === cityKey(restaurantCity);
}
