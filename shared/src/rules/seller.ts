import * as z from '../zod.ts';
import { emailSchema, passwordSchema, signupPhoneSchema } from './account.ts';
import { numberFromText, preprocess, textNumber } from './form-values.ts';
import { MAX_STOCK } from './stock.ts';
import { plainText } from './text.ts';

const required = (field: string) =>
  z.string({ error: `${field} is required` }).check(z.trim(), z.minLength(1, `${field} is required`), plainText(field));

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (field: string, max: number) =>
  required(field).check(z.maxLength(max, `${field} must be at most ${max} characters`));

/** Optional text: trimmed, at most `max` characters. */
export const optionalText = (field: string, max: number) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`), plainText(field)),
  );

/** Loopback hosts, where the local stack serves its seed pictures over plain http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const IMAGE_MESSAGE = 'Image must be an https:// address';

/**
 * A picture's address: https only (a `javascript:` or `data:` URL is a URL too), except plain http on the
 * loopback address, where `npm start` serves the seed's pictures.
 */
export const imageUrlSchema = z.string({ error: IMAGE_MESSAGE }).check(
  z.trim(),
  z.maxLength(2000, 'Image address must be at most 2000 characters'),
  z.refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  }, IMAGE_MESSAGE),
);

/** An optional picture: absent or '' means none. */
export const optionalImageSchema = z.optional(z.union([z.literal(''), imageUrlSchema]));

/** An empty form field (absent, null or blank text) is missing; anything else that is no number is wrong. */
const numberError = (field: string) => (issue: { input?: unknown }) =>
  issue.input == null || (typeof issue.input === 'string' && issue.input.trim() === '')
    ? `${field} is required`
    : `${field} must be a number`;

export const MIN_PRICE_RUPEES = 1;
export const MAX_PRICE_RUPEES = 100000;

/** Whole paise: at most 2 decimals, tolerant of binary floating point (4.35 * 100 = 434.99999999999994). */
const wholePaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/** A dish's price in rupees: whole paise, from ₹1 to ₹1,00,000; a number typed as text counts. */
export const priceSchema = preprocess(
  numberFromText,
  z.number({ error: numberError('Price') }).check(
    z.refine(wholePaise, 'Price must have at most 2 decimals'),
    z.refine((rupees) => rupees >= MIN_PRICE_RUPEES, 'Price must be at least ₹1'),
    z.refine((rupees) => rupees <= MAX_PRICE_RUPEES, 'Price must be at most ₹1,00,000'),
  ),
);

/** A stock count: a whole number from `min`; a number typed as text counts. */
const stockSchema = (min: number, minMessage: string) =>
  preprocess(
    numberFromText,
    z
      .number({ error: numberError('Quantity') })
      .check(
        z.int('Quantity must be a whole number'),
        z.gte(min, minMessage),
        z.lte(MAX_STOCK, `Quantity must be at most ${MAX_STOCK}`),
      ),
  );

export const foodTypeSchema = z.enum(['veg', 'non-veg'], { error: 'Type must be veg or non-veg' });

/** Seller add food: name, price and category required; type defaults to veg; quantity >= 1. */
export const addFoodSchema = z.object({
  name: requiredText('Name', 120),
  price: priceSchema,
  category: required('Category'),
  type: z._default(foodTypeSchema, 'veg'),
  quantity: stockSchema(1, 'Quantity must be at least 1'),
  image: optionalImageSchema,
  description: optionalText('Description', 2000),
});

/** Editing may set the stock to 0 (sold out). */
export const editFoodSchema = z.extend(addFoodSchema, {
  quantity: stockSchema(0, 'Quantity cannot be negative'),
});

/** A new category needs a name and an image URL. */
export const addCategorySchema = z.object({
  cat: requiredText('Category name', 60),
  catimg: z.pipe(required('Category image URL'), imageUrlSchema),
});

const coordinate = (field: string, limit: number) =>
  textNumber(
    z
      .number({ error: `${field} is required` })
      .check(z.gte(-limit, `${field} is out of range`), z.lte(limit, `${field} is out of range`)),
  );

/** A restaurant's position: degrees, a number typed as text counts. */
export const latitudeSchema = coordinate('Latitude', 90);
export const longitudeSchema = coordinate('Longitude', 180);

/** Seller signup: every field required. */
export const sellerSignupSchema = z.object({
  sellerName: requiredText('Seller name', 80),
  phone: signupPhoneSchema,
  email: emailSchema,
  password: passwordSchema,
  restaurantName: requiredText('Restaurant name', 120),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
