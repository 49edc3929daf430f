import type { Category, Food, FoodType, Restaurant, Review } from '@tiffin/shared/api/catalogue';
import { cityKey } from '@tiffin/shared/geo';
import { paiseToRupees, type Paise } from '@tiffin/shared/money';
import { keys } from './keys.ts';

/** Stored shapes of the catalogue entities and their conversion to the API's shapes. */

export interface RatingTotals {
  /** Kept with ADD in the review's transaction; the average is derived, never stored. */
  ratingSum: number;
  ratingCount: number;
}

export interface RestaurantRecord extends RatingTotals {
  id: string;
  name: string;
  image: string;
  address: string;
  city: string;
  description: string;
  latitude: number;
  longitude: number;
  sellerId: string;
  /** Only a listed restaurant (its seller approved) appears in the catalogue. */
  listed: boolean;
  createdAt: string;
}

export interface FoodRecord extends RatingTotals {
  id: string;
  name: string;
  price: Paise;
  foodType: FoodType;
  category: Category;
  image: string;
  description: string;
  quantity: number;
  restaurant: Pick<RestaurantRecord, 'id' | 'name' | 'city' | 'address' | 'latitude' | 'longitude'>;
  listed: boolean;
  createdAt: string;
}

export interface ReviewRecord {
  id: string;
  subject: 'food' | 'restaurant';
  subjectId: string;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  orderId: string;
  createdAt: string;
}

export const averageRating = ({ ratingSum, ratingCount }: RatingTotals): number | null =>
  ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null;

export function restaurantItem(record: RestaurantRecord) {
  const city = cityKey(record.city);
  return {
    ...keys.restaurant(record.id),
    ...(record.listed ? keys.restaurantInCity(city, record.name, record.id) : {}),
    ...keys.restaurantInMarketplace(record.name, record.id),
    entity: 'Restaurant',
    ...record,
    city,
  };
}

export function foodItem(record: FoodRecord) {
  const city = cityKey(record.restaurant.city);
  return {
    ...keys.food(record.id),
    ...(record.listed ? keys.foodInCity(city, record.name, record.id) : {}),
    ...keys.foodOfRestaurant(record.restaurant.id, record.name, record.id),
    entity: 'Food',
    ...record,
    restaurant: { ...record.restaurant, city },
  };
}

export function reviewItem(record: ReviewRecord) {
  const key =
    record.subject === 'food'
      ? keys.foodReview(record.subjectId, record.createdAt, record.id)
      : keys.restaurantReview(record.subjectId, record.createdAt, record.id);
  return { ...key, entity: 'Review', ...record };
}

export function categoryItem(category: Category) {
  return { ...keys.category(category._id), entity: 'Category', ...category };
}

/** The uniqueness item of a category's name (case-insensitive), written with the category. */
export function categoryNameItem(category: Category) {
  return { ...keys.categoryName(category.cat), entity: 'CategoryName', categoryId: category._id };
}

export function toRestaurant(item: RestaurantRecord): Restaurant {
  return {
    _id: item.id,
    name: item.name,
    image: item.image,
    address: item.address,
    city: item.city,
    description: item.description,
    latitude: item.latitude,
    longitude: item.longitude,
    rating: averageRating(item),
    reviewCount: item.ratingCount,
  };
}

export function toFood(item: FoodRecord): Food {
  const { id, name, address, city, latitude, longitude } = item.restaurant;
  return {
    _id: item.id,
    name: item.name,
    price: paiseToRupees(item.price),
    type: item.foodType,
    category: item.category,
    image: item.image,
    description: item.description,
    quantity: item.quantity,
    restaurant: { _id: id, name, address, city, latitude, longitude },
    rating: averageRating(item),
    reviewCount: item.ratingCount,
  };
}

export function toReview(item: ReviewRecord): Review {
  return { name: item.name, rating: item.rating, comment: item.comment, createdAt: item.createdAt };
}

export function toCategory(item: Category): Category {
  return { _id: item._id, cat: item.cat, catimg: item.catimg };
}
