/** TkDodo-style key factories: general to specific, so one call invalidates the right level. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  one: (orderId: string) => [...orderKeys.all, 'one', orderId] as const,
};
