import { randomUUID } from 'node:crypto';
import type * as z from '@tiffin/shared/zod';
import {
  SELLER_CODES,
  type ProfileUpdated,
  type SellerProfile,
  type sellerSignupBodySchema,
  type updateProfileBodySchema,
} from '@tiffin/shared/api/seller';
import type { CodeRequestAnswer } from '@tiffin/shared/api/users';
import { normalizeEmail } from '@tiffin/shared/rules/account';
import { BadRequest, Conflict } from '#platform/errors';
import { reverseGeocode } from '#platform/geo/index';
import { hashPassword } from '#platform/passwords';
import type { AccountRecord, RestaurantRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { importedImage } from '#domain/photos/import';
import { sendSignupCode, signUpAgain } from '#domain/users/accounts';
import { restaurantOf, type SellerCaller } from './restaurant.ts';

export const SELLER_ACCOUNT_MESSAGES = {
  signedUp:
    'Signup successful. We have sent a verification code to your email. Once it is verified and the admin approves your account, you can log in.',
  emailTaken: 'An account with this email already exists. Please log in.',
  noCity: 'We could not find a city at these coordinates. Please check the latitude and longitude.',
  /** docs/product.md#successes, word for word. */
  profileUpdated: 'Profile updated successfully.',
  emailReadOnly: 'Email cannot be changed.',
  busy: 'Your restaurant changed at the same time. Please try again.',
} as const;

/** An unverified seller sign-up holds its email this long, then expires (TTL), so nobody squats it. */
export const SELLER_SIGNUP_LIFETIME_SECONDS = 24 * 3600;

/** 'navi mumbai' -> 'Navi Mumbai': cities are stored lowercase, addresses read as people write them. */
const titleCase = (text: string) =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** A restaurant's city and address from its coordinates, through the offline geocoder; 400 outside every city. */
function restaurantLocation({ latitude, longitude }: { latitude: number; longitude: number }) {
  const place = reverseGeocode(latitude, longitude);
  if (!place) throw new BadRequest(SELLER_ACCOUNT_MESSAGES.noCity, SELLER_CODES.noCity);
  const address = [titleCase(place.city), place.state].filter(Boolean).join(', ');
  return { address, city: place.city, latitude, longitude };
}

/**
 * A seller signs up with the restaurant (docs/product.md#seller-approval and docs/product.md#seller-calls): the restaurant's city and address come from
 * its coordinates through the offline geocoder. The email is proved with a code, as a customer's is
 * (docs/differences.md#accounts-and-codes); the account is not approved and the restaurant unlisted until the admin approves
 * (docs/architecture.md#accounts-and-tokens). Unverified, the sign-up expires after SELLER_SIGNUP_LIFETIME_SECONDS. A sign-up of a pending
 * email makes nothing: it sends a new code and, with another password, marks the pending one disputed.
 */
export async function signUpSeller(
  ports: Pick<Ports, 'accounts' | 'sellers' | 'otps' | 'mailer' | 'clock'>,
  input: z.output<typeof sellerSignupBodySchema>,
): Promise<CodeRequestAnswer> {
  const location = restaurantLocation(input);
  const createdAt = ports.clock.now().toISOString();
  const expiresAt = Math.floor(ports.clock.now().getTime() / 1000) + SELLER_SIGNUP_LIFETIME_SECONDS;
  const sellerId = randomUUID();
  const restaurantId = `r-${randomUUID()}`;
  const account: AccountRecord = {
    id: sellerId,
    role: 'seller',
    username: input.sellerName,
    email: input.email,
    phoneno: input.phone,
    passwordHash: await hashPassword(input.password),
    verified: false,
    approved: false,
    restaurantId,
    createdAt,
    expiresAt,
  };
  const restaurant: RestaurantRecord = {
    id: restaurantId,
    name: input.restaurantName,
    image: '',
    ...location,
    description: '',
    sellerId,
    listed: false,
    createdAt,
    ratingSum: 0,
    ratingCount: 0,
    expiresAt,
  };
  const requestId = (await ports.sellers.createSeller(account, restaurant))
    ? await sendSignupCode(ports, 'seller', input.email, input.sellerName)
    : await signUpAgain(ports, 'seller', { email: input.email, password: input.password, username: input.sellerName });
  return { message: SELLER_ACCOUNT_MESSAGES.signedUp, requestId };
}

function toProfile(account: AccountRecord, restaurant: RestaurantRecord): SellerProfile {
  return {
    sellerName: account.username,
    phone: account.phoneno,
    email: account.email,
    restaurantName: restaurant.name,
    description: restaurant.description,
    image: restaurant.image,
    address: restaurant.address,
    city: restaurant.city,
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
    hours: restaurant.hours ?? null,
    paused: restaurant.paused ?? false,
  };
}

export async function getSellerProfile(
  ports: Pick<Ports, 'accounts' | 'restaurants'>,
  seller: SellerCaller,
): Promise<SellerProfile> {
  const { account, restaurant } = await restaurantOf(ports, seller);
  return toProfile(account, restaurant);
}

const RETRIES = 4;

/**
 * The seller's name and phone and the restaurant's name, description, image and, given both coordinates, its
 * location (city and address from the geocoder, as at sign-up). The email is read-only. Nothing is written
 * unless the whole input is good. The restaurant is re-put (its index keys hold its name and city), then each
 * of its dishes takes the new name and location and moves to the new city's listing; that step runs on
 * every save, so sending a move again finishes one cut short. Orders keep the name they were placed with.
 */
export async function updateSellerProfile(
  ports: Pick<Ports, 'accounts' | 'restaurants' | 'sellers' | 'menus' | 'photos' | 'photoImport'>,
  seller: SellerCaller,
  input: z.output<typeof updateProfileBodySchema>,
): Promise<ProfileUpdated> {
  const { latitude, longitude } = input;
  // A move takes both coordinates; a missing one is named in the schema's own words.
  if (latitude === undefined && longitude !== undefined) throw new BadRequest('Latitude is required');
  if (latitude !== undefined && longitude === undefined) throw new BadRequest('Longitude is required');
  const location =
    latitude !== undefined && longitude !== undefined ? restaurantLocation({ latitude, longitude }) : undefined;
  let image: string | undefined;
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    // A retry follows a write that lost a race: it reads the account afresh.
    const { account, restaurant: read } = await restaurantOf(ports, attempt === 0 ? seller : { sub: seller.sub });
    if (input.email !== undefined && input.email !== normalizeEmail(account.email)) {
      throw new BadRequest(SELLER_ACCOUNT_MESSAGES.emailReadOnly, SELLER_CODES.emailReadOnly);
    }
    // Imported once, before anything is written; the restaurant's own picture sent back unchanged is kept.
    if (attempt === 0) image = await importedImage(ports, seller, input.image, read.image);
    const restaurant: RestaurantRecord = {
      ...read,
      name: input.restaurantName,
      description: input.description ?? read.description,
      image: image ?? read.image,
      ...location,
    };
    const saved = await ports.sellers.saveSellerProfile({
      accountId: account.id,
      sellerName: input.sellerName,
      phone: input.phone,
      restaurant,
      read,
    });
    if (!saved) continue;
    await copyToDishes(ports, restaurant);
    return {
      message: SELLER_ACCOUNT_MESSAGES.profileUpdated,
      profile: toProfile({ ...account, username: input.sellerName, phoneno: input.phone }, restaurant),
    };
  }
  throw new Conflict(SELLER_ACCOUNT_MESSAGES.busy);
}

/**
 * The restaurant's name and location onto every dish; when the restaurant or a dish changed meanwhile, again
 * from the restaurant as it now is (whoever changed it copies it too). 409 if it never settles: the seller's
 * retry finishes it.
 */
async function copyToDishes(ports: Pick<Ports, 'restaurants' | 'menus'>, written: RestaurantRecord): Promise<void> {
  let restaurant: RestaurantRecord | undefined = written;
  for (let attempt = 0; attempt < RETRIES && restaurant; attempt++) {
    if (await ports.menus.copyRestaurantToDishes(restaurant)) return;
    restaurant = await ports.restaurants.getRestaurant(written.id, true);
  }
  if (restaurant) throw new Conflict(SELLER_ACCOUNT_MESSAGES.busy);
}
