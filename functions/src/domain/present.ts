import type { Category, Food, Restaurant, Review } from '@tiffin/shared/api/catalogue';
import type { Order, PriceQuote } from '@tiffin/shared/api/orders';
import { paiseToRupees } from '@tiffin/shared/money';
import type { Quote } from '@tiffin/shared/pricing';
import { averageRating, type FoodRecord, type OrderRecord, type RestaurantRecord, type ReviewRecord } from './model.ts';

/** The entities in the API's shapes (the spec's field names, rupees). */

/** A restaurant as the catalogue shows it; its cuisine and delivery are worked out by the listing that shows it. */
export function toRestaurant(
  item: RestaurantRecord,
  extra: Pick<Restaurant, 'categories' | 'delivery'> = { categories: [], delivery: null },
): Restaurant {
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
    hours: item.hours ?? null,
    paused: item.paused ?? false,
    ...extra,
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

export function toPriceQuote(quote: Quote): PriceQuote {
  return {
    subtotal: paiseToRupees(quote.subtotal),
    tax: paiseToRupees(quote.tax),
    cartTotal: paiseToRupees(quote.cartTotal),
    deliveryFee: paiseToRupees(quote.deliveryFee),
    discount: paiseToRupees(quote.discount),
    payable: paiseToRupees(quote.payable),
    distanceKm: quote.distanceKm === null ? null : Math.round(quote.distanceKm * 100) / 100,
  };
}

export function toOrder(record: OrderRecord): Order {
  return {
    _id: record.orderId,
    orderId: record.orderId,
    createdAt: record.createdAt,
    orderStatus: record.orderStatus,
    paymentStatus: record.paymentStatus,
    totalAmount: paiseToRupees(record.quote.payable),
    cartItems: record.lines.map((line, index) => ({
      _id: `${record.orderId}-${index + 1}`,
      foodId: {
        _id: line.foodId,
        name: line.name,
        price: paiseToRupees(line.price),
        image: line.image,
        restaurant: { _id: record.restaurantId, name: record.restaurantName },
      },
      quantity: line.quantity,
      reviewed: line.reviewed,
    })),
    restaurant: { _id: record.restaurantId, name: record.restaurantName },
    restaurantReviewed: record.restaurantReviewed,
    shippingInfo: record.shippingInfo,
    remark: record.remark,
    userId: { _id: record.userId, username: record.customerName },
    quote: toPriceQuote(record.quote),
    statusHistory: record.statusHistory,
    cancellation: record.cancellation ?? null,
  };
}
