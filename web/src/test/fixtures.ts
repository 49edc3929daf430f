import type { Food, FoodDetail, Restaurant } from '@tiffin/shared/api/catalogue';

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
