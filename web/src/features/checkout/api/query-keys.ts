/** TkDodo-style key factories for the checkout's reads. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  latestShipping: () => [...checkoutKeys.all, 'latest-shipping'] as const,
  paymentKey: () => [...checkoutKeys.all, 'payment-key'] as const,
};

export const pincodeKeys = {
  all: ['pincode'] as const,
  detail: (pincode: string) => [...pincodeKeys.all, pincode] as const,
  deliveryPoint: (address: string, pincode: string) => [...pincodeKeys.all, pincode, 'delivery', address] as const,
};
