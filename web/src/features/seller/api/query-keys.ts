/** TkDodo-style key factories: general to specific, so one call invalidates the right level. */
export const sellerKeys = {
  all: ['seller'] as const,
  foods: () => [...sellerKeys.all, 'foods'] as const,
  foodList: () => [...sellerKeys.foods(), 'list'] as const,
  food: (id: string) => [...sellerKeys.foods(), 'detail', id] as const,
  orders: () => [...sellerKeys.all, 'orders'] as const,
  /** Under the orders, so whatever refreshes the orders refreshes the waiting ones too. */
  waitingOrders: () => [...sellerKeys.orders(), 'waiting'] as const,
  stats: () => [...sellerKeys.all, 'stats'] as const,
  profile: () => [...sellerKeys.all, 'profile'] as const,
};

/**
 * The public category list under the catalogue's own key, so a category a seller adds also shows in the
 * storefront's category strip of the same tab.
 */
export const categoryListKey = ['categories', 'list'] as const;
