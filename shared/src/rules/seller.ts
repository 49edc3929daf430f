import * as z from 'zod';
import { emailSchema, passwordSchema, signupPhoneSchema } from './account.ts';

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);
const optionalUrl = z.union([z.literal(''), z.url({ error: 'Image must be a valid URL' }).max(2000)]).optional();

export const foodTypeSchema = z.enum(['veg', 'non-veg'], { error: 'Type must be veg or non-veg' });

/** Seller add food: name, price and category required; type defaults to veg; quantity >= 1. */
export const addFoodSchema = z.object({
  name: required('Name').pipe(z.string().max(120)),
  price: z
    .number({ error: 'Price is required' })
    .positive('Price must be more than 0')
    .max(100000, 'Price is too high'),
  category: required('Category'),
  type: foodTypeSchema.default('veg'),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100000),
  image: optionalUrl,
  description: z.string().max(2000).optional(),
});

/** Editing may set the stock to 0 (sold out). */
export const editFoodSchema = addFoodSchema.extend({
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(100000),
});

/** A new category needs a name and an image URL. */
export const addCategorySchema = z.object({
  cat: required('Category name').pipe(z.string().max(60)),
  catimg: z.url({ error: 'Category image URL is required' }).max(2000),
});

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} is required` })
    .min(-limit, `${field} is out of range`)
    .max(limit, `${field} is out of range`);

/** Seller signup: every field required. */
export const sellerSignupSchema = z.object({
  sellerName: required('Seller name').pipe(z.string().max(80)),
  phone: signupPhoneSchema,
  email: emailSchema,
  password: passwordSchema,
  restaurantName: required('Restaurant name').pipe(z.string().max(120)),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
