/**
 * Every key format of the table, in one place (dynamodb-instagram habit). See README.md for the
 * access patterns each key serves.
 */

/** Names sort case-insensitively inside a key; the id keeps keys unique. */
const sortable = (name: string) => name.trim().toLowerCase().replace(/#/g, ' ');

export const keys = {
  restaurant: (id: string) => ({ PK: `RESTAURANT#${id}`, SK: 'PROFILE' }),
  /** GSI1: the listed restaurants of a city, by name. */
  restaurantInCity: (city: string, name: string, id: string) => ({
    GSI1PK: `CITY#${city}`,
    GSI1SK: `RESTAURANT#${sortable(name)}#${id}`,
  }),

  food: (id: string) => ({ PK: `FOOD#${id}`, SK: 'FOOD' }),
  /** GSI1: the listed foods of a city, by name. */
  foodInCity: (city: string, name: string, id: string) => ({
    GSI1PK: `CITY#${city}`,
    GSI1SK: `FOOD#${sortable(name)}#${id}`,
  }),
  /** GSI2: a restaurant's menu, by name. */
  foodOfRestaurant: (restaurantId: string, name: string, id: string) => ({
    GSI2PK: `RESTAURANT#${restaurantId}`,
    GSI2SK: `FOOD#${sortable(name)}#${id}`,
  }),

  /** Reviews live beside what they review, oldest first, so one Query reads the item and its first reviews. */
  foodReview: (foodId: string, createdAt: string, reviewId: string) => ({
    PK: `FOOD#${foodId}`,
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),
  restaurantReview: (restaurantId: string, createdAt: string, reviewId: string) => ({
    PK: `RESTAURANT#${restaurantId}`,
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),

  category: (id: string) => ({ PK: 'CATEGORY', SK: `CATEGORY#${id}` }),
  /** Uniqueness item: one category per name. */
  categoryName: (name: string) => ({ PK: `CATEGORYNAME#${sortable(name)}`, SK: 'CATEGORYNAME' }),

  user: (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' }),
  /** Uniqueness item: one account per email, written in the same transaction as the user. */
  email: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  /** One live code per purpose and email; TTL removes it after expiry. */
  otp: (purpose: 'signup' | 'reset', email: string) => ({
    PK: `OTP#${purpose}#${email.trim().toLowerCase()}`,
    SK: 'OTP',
  }),
  /** Reset tokens are stored by their SHA-256, never in clear. */
  resetToken: (tokenHash: string) => ({ PK: `RESETTOKEN#${tokenHash}`, SK: 'RESETTOKEN' }),
} as const;

export const prefixes = {
  restaurant: 'RESTAURANT#',
  food: 'FOOD#',
  review: 'REVIEW#',
  category: 'CATEGORY#',
} as const;
