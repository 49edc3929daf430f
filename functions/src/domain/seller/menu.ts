import { randomUUID } from 'node:crypto';
import type * as z from '@tiffin/shared/zod';
import type { Category, Food } from '@tiffin/shared/api/catalogue';
import type { MessageAnswer } from '@tiffin/shared/api/users';
import {
  MAX_CATEGORIES_PER_SELLER,
  MAX_DISHES_PER_RESTAURANT,
  SELLER_CODES,
  type FoodSaved,
  type SellerFoodPage,
  type addCategoryBodySchema,
  type addFoodBodySchema,
  type editFoodBodySchema,
} from '@tiffin/shared/api/seller';
import { rupeesToPaise } from '@tiffin/shared/money';
import { nameKey } from '@tiffin/shared/text';
import { BadRequest, Conflict, NotFound } from '#platform/errors';
import { restaurantCopy, type FoodRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { importedImage } from '#domain/photos/import';
import { toCategory, toFood } from '#domain/present';
import { restaurantOf, sellerOf, type SellerCaller } from './restaurant.ts';

export const MENU_MESSAGES = {
  added: 'Food added successfully',
  updated: 'Food updated successfully',
  deleted: 'Food deleted successfully',
  notFound: 'Food not found',
  unknownCategory: 'Category not found. Choose an existing category or add a new one.',
  categoryExists: 'A category with this name already exists.',
  busy: 'This dish changed at the same time. Please try again.',
  menuFull: `A restaurant can have at most ${MAX_DISHES_PER_RESTAURANT} dishes. Delete a dish to add another.`,
  categoryLimit: `A seller can add at most ${MAX_CATEGORIES_PER_SELLER} categories. Choose an existing category.`,
} as const;

export const SELLER_FOODS_PAGE_SIZE = 50;
const RETRIES = 4;

type FoodInput = z.output<typeof addFoodBodySchema> | z.output<typeof editFoodBodySchema>;

/** What the seller's menu needs: the seller's account and restaurant, the dishes, the categories and the photos. */
type MenuPorts = Pick<Ports, 'accounts' | 'restaurants' | 'menus' | 'categories' | 'clock' | 'photos' | 'photoImport'>;

async function categoryFor({ categories }: Pick<Ports, 'categories'>, id: string): Promise<Category> {
  const category = await categories.getCategory(id);
  if (!category) throw new BadRequest(MENU_MESSAGES.unknownCategory, SELLER_CODES.unknownCategory);
  return toCategory(category);
}

/** The caller's own dish; another restaurant's dish is answered exactly like a missing one. */
async function ownFood({ dishes }: Pick<Ports, 'dishes'>, restaurantId: string, foodId: string): Promise<FoodRecord> {
  const food = await dishes.getFood(foodId);
  if (!food || food.restaurant.id !== restaurantId) throw new NotFound(MENU_MESSAGES.notFound);
  return food;
}

/** The seller's fields of a dish: price in rupees in the API, paise inside; `image` as imported. */
const dishFields = (input: FoodInput, category: Category, image: string | undefined) => ({
  name: input.name,
  price: rupeesToPaise(input.price),
  foodType: input.type,
  category,
  image: image ?? '',
  description: input.description?.trim() ?? '',
  quantity: input.quantity,
});

/** The restaurant's dishes by name, listed or not (a pending or revoked seller's are not). */
export async function listOwnFoods(
  ports: Pick<Ports, 'accounts' | 'dishes'>,
  seller: SellerCaller,
  limit?: number,
  cursor?: string,
): Promise<SellerFoodPage> {
  const { restaurantId } = await sellerOf(ports, seller);
  const page = await ports.dishes.foodsOfRestaurantPage(restaurantId, limit ?? SELLER_FOODS_PAGE_SIZE, cursor);
  return { items: page.items.map(toFood), nextCursor: page.nextCursor };
}

export async function getOwnFood(
  ports: Pick<Ports, 'accounts' | 'dishes'>,
  seller: SellerCaller,
  foodId: string,
): Promise<Food> {
  const { restaurantId } = await sellerOf(ports, seller);
  return toFood(await ownFood(ports, restaurantId, foodId));
}

/**
 * A new dish of the caller's restaurant; it is listed in the restaurant's city while the restaurant is. It is
 * written only if the restaurant is still as read, so a dish added during a move or an approval follows it.
 */
export async function addFood(
  ports: MenuPorts,
  seller: SellerCaller,
  input: z.output<typeof addFoodBodySchema>,
): Promise<FoodSaved> {
  const category = await categoryFor(ports, input.category);
  const image = await importedImage(ports, seller, input.image);
  const id = `f-${randomUUID()}`;
  const createdAt = ports.clock.now().toISOString();
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const { restaurant } = await restaurantOf(ports, seller);
    const record: FoodRecord = {
      id,
      ...dishFields(input, category, image),
      restaurant: restaurantCopy(restaurant),
      listed: restaurant.listed,
      createdAt,
      ratingSum: 0,
      ratingCount: 0,
    };
    const added = await ports.menus.addDish(record, restaurant, MAX_DISHES_PER_RESTAURANT);
    if (added === 'full') throw new Conflict(MENU_MESSAGES.menuFull, SELLER_CODES.menuFull);
    if (added === 'added') return { message: MENU_MESSAGES.added, food: toFood(record) };
  }
  throw new Conflict(MENU_MESSAGES.busy);
}

/** Replaces the seller's fields of the caller's own dish; ratings and listing stay as they are. */
export async function editFood(
  ports: Pick<Ports, 'accounts' | 'dishes' | 'categories' | 'photos' | 'photoImport'>,
  seller: SellerCaller,
  foodId: string,
  input: z.output<typeof editFoodBodySchema>,
): Promise<FoodSaved> {
  const { restaurantId } = await sellerOf(ports, seller);
  let read = await ownFood(ports, restaurantId, foodId);
  const category = await categoryFor(ports, input.category);
  // The dish's own picture, sent back unchanged with the form, is kept as it is.
  const image = await importedImage(ports, seller, input.image, read.image);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    if (attempt > 0) read = await ownFood(ports, restaurantId, foodId);
    const record: FoodRecord = { ...read, ...dishFields(input, category, image) };
    if (await ports.dishes.replaceFood(record, read)) return { message: MENU_MESSAGES.updated, food: toFood(record) };
  }
  throw new Conflict(MENU_MESSAGES.busy);
}

/** Deletes the caller's own dish and its reviews; carts drop it, orders keep their snapshot. */
export async function deleteFood(
  ports: Pick<Ports, 'accounts' | 'dishes' | 'reviews'>,
  seller: SellerCaller,
  foodId: string,
): Promise<MessageAnswer> {
  const { restaurantId } = await sellerOf(ports, seller);
  await ownFood(ports, restaurantId, foodId);
  if (!(await ports.dishes.deleteFood(foodId, restaurantId))) throw new NotFound(MENU_MESSAGES.notFound);
  await ports.reviews.deleteFoodReviews(foodId);
  return { message: MENU_MESSAGES.deleted };
}

/** 'South  Indian ' -> 'South Indian': names compare case-insensitively and with single spaces. */
const categoryName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * A new category (docs/product.md#seller-dish-form: name and image URL). Names are unique by their normal form (case, width, invisible
 * characters and look-alike letters of other scripts do not make a new name, shared/src/text.ts): the name's
 * uniqueness item is written in the category's transaction, so parallel adds make one category. The seller's
 * count of categories is moved in the same transaction, so a seller adds at most MAX_CATEGORIES_PER_SELLER.
 */
export async function addCategory(
  ports: Pick<Ports, 'categories' | 'photos' | 'photoImport'>,
  seller: Pick<SellerCaller, 'sub'>,
  input: z.output<typeof addCategoryBodySchema>,
): Promise<Category> {
  const cat = categoryName(input.cat);
  // Categories written before uniqueness items existed are caught by name here.
  const existing = await ports.categories.listCategories();
  if (existing.some((category) => nameKey(category.cat) === nameKey(cat))) {
    throw new Conflict(MENU_MESSAGES.categoryExists, SELLER_CODES.categoryExists);
  }
  const catimg = (await importedImage(ports, seller, input.catimg)) ?? '';
  const category: Category = { _id: `cat-${randomUUID()}`, cat, catimg };
  const inserted = await ports.categories.insertCategory(category, seller.sub, MAX_CATEGORIES_PER_SELLER);
  if (inserted === 'limit') throw new Conflict(MENU_MESSAGES.categoryLimit, SELLER_CODES.categoryLimit);
  if (inserted === 'taken') throw new Conflict(MENU_MESSAGES.categoryExists, SELLER_CODES.categoryExists);
  return category;
}
