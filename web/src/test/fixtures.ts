import type { Cart, CartDelivery, CartLine } from '@tiffin/shared/api/cart';
import type { LatLon } from '@tiffin/shared/geo';
import type { Food, FoodDetail, PincodeResult, Restaurant } from '@tiffin/shared/api/catalogue';
import type { Order, OrderLine } from '@tiffin/shared/api/orders';
import { paiseToRupees, rupeesToPaise } from '@tiffin/shared/money';
import { quote } from '@tiffin/shared/pricing';
import type { UserInfo } from '@tiffin/shared/api/users';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';

export function aRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    _id: 'r1',
    name: 'Udupi Upahar',
    image: '',
    address: '12 MG Road, bengaluru',
    city: 'bengaluru',
    description: 'South Indian breakfasts',
    latitude: 12.97,
    longitude: 77.59,
    rating: 4.25,
    reviewCount: 8,
    hours: null,
    paused: false,
    categories: ['Dosa', 'Coffee'],
    delivery: null,
    ...overrides,
  };
}

export function aFood(overrides: Partial<Food> = {}): Food {
  return {
    _id: 'f1',
    name: 'Masala Dosa',
    price: 120,
    type: 'veg',
    category: { _id: 'c1', cat: 'Dosa', catimg: '' },
    image: '',
    description: 'Crisp dosa with potato masala',
    quantity: 10,
    restaurant: {
      _id: 'r1',
      name: 'Udupi Upahar',
      city: 'bengaluru',
      address: '12 MG Road, bengaluru',
      latitude: 12.97,
      longitude: 77.59,
    },
    rating: 4.5,
    reviewCount: 2,
    ...overrides,
  };
}

export function aFoodDetail(overrides: Partial<FoodDetail> = {}): FoodDetail {
  return { ...aFood(), reviews: [], ...overrides };
}

/** A cart line of `food`; the summary of a cart is what the server computes (quote() of its lines). */
export function aCartLine(food: Partial<Food> = {}, quantity = 1): CartLine {
  const dish = aFood(food);
  return { _id: dish._id, foodId: dish, quantity };
}

/** Where the server worked the cart's delivery out for (none: the flat fee), and the point it priced. */
export interface CartShipsTo {
  basis: 'lastOrder' | 'location';
  address: string | null;
  point: LatLon;
}

export function aCart(items: CartLine[] = [aCartLine()], shipsTo?: CartShipsTo): Cart {
  const restaurant = items[0]?.foodId.restaurant;
  const priced = quote({
    lines: items.map((line) => ({ unitPrice: rupeesToPaise(line.foodId.price), quantity: line.quantity })),
    restaurant: restaurant ? { lat: restaurant.latitude, lon: restaurant.longitude } : null,
    delivery: shipsTo?.point ?? null,
  });
  const delivery: CartDelivery = shipsTo
    ? { basis: shipsTo.basis, address: shipsTo.address, distanceKm: priced.distanceKm }
    : { basis: 'unknown', address: null, distanceKm: null };
  return {
    items,
    restaurant: restaurant ? { _id: restaurant._id, name: restaurant.name, city: restaurant.city } : null,
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    summary: {
      subtotal: paiseToRupees(priced.subtotal),
      tax: paiseToRupees(priced.tax),
      cartTotal: paiseToRupees(priced.cartTotal),
      deliveryFee: paiseToRupees(priced.deliveryFee),
      discount: paiseToRupees(priced.discount),
      payable: paiseToRupees(priced.payable),
      delivery,
    },
  };
}

export function aShippingInfo(overrides: Partial<ShippingInfo> = {}): ShippingInfo {
  return {
    address: '221 MG Road, Shanthala Nagar',
    city: 'Bengaluru',
    pincode: '560001',
    country: 'India',
    phone: '9876543210',
    ...overrides,
  };
}

/** A line of an order: the dish as ordered, with its restaurant. */
export function anOrderLine(
  food: { _id: string; name: string; price: number },
  quantity = 1,
  reviewed = false,
  restaurant = { _id: 'r1', name: 'Udupi Upahar' },
): OrderLine {
  return { _id: `line-${food._id}`, foodId: { ...food, image: '', restaurant }, quantity, reviewed };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  const createdAt = '2026-11-20T06:30:00.000Z';
  return {
    _id: 'TF-ABCD1234',
    orderId: 'TF-ABCD1234',
    createdAt,
    orderStatus: 'Pending',
    paymentStatus: 'Paid',
    totalAmount: 240,
    cartItems: [anOrderLine({ _id: 'f1', name: 'Masala Dosa', price: 120 }, 2, false)],
    restaurant: { _id: 'r1', name: 'Udupi Upahar' },
    restaurantReviewed: false,
    shippingInfo: aShippingInfo(),
    remark: '',
    userId: { _id: 'u1', username: 'Asha' },
    quote: { subtotal: 240, tax: 12, cartTotal: 252, deliveryFee: 0, discount: 0, payable: 252, distanceKm: 0.8 },
    statusHistory: [{ status: 'Pending', at: createdAt }],
    cancellation: null,
    ...overrides,
  };
}

/** What user-info answers for a signed-in customer (Bengaluru unless told otherwise). */
export function aUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    username: 'Asha',
    email: 'asha@example.com',
    phoneno: '9876543210',
    role: 'customer',
    location: { city: 'bengaluru' },
    ...overrides,
  };
}

/** What the pincode lookup answers: 560001, Bengaluru, about 1 km from the fixtures' restaurant, unless told otherwise. */
export function aPincodePlace(overrides: Partial<PincodeResult> = {}): PincodeResult {
  return {
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    latitude: 12.9766,
    longitude: 77.5993,
    ...overrides,
  };
}
