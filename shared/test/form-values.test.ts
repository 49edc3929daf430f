import { describe, expect, it } from 'vitest';
import { addToCartBodySchema } from '../src/api/cart.ts';
import { reverseGeocodeQuerySchema } from '../src/api/catalogue.ts';
import { createOrderBodySchema, createPaymentBodySchema, submitReviewBodySchema } from '../src/api/orders.ts';
import { sellerSignupBodySchema } from '../src/api/seller.ts';
import { updateLocationBodySchema } from '../src/api/users.ts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(true);
  return result.data;
};
const refused = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);

describe("the spec's form values, as browsers send them", () => {
  it('latitude and longitude typed as text are numbers, with the same limits', () => {
    expect(ok(updateLocationBodySchema, { lat: '12.9716', lon: ' 77.5946 ' })).toEqual({ lat: 12.9716, lon: 77.5946 });
    expect(ok(reverseGeocodeQuerySchema, { lat: '12.9716', lon: '77.5946' })).toEqual({ lat: 12.9716, lon: 77.5946 });
    for (const lat of ['abc', '', ' ', '1e400', '0x10', 'Infinity', 'NaN', '91', null, true]) {
      refused(updateLocationBodySchema, { lat, lon: 77 });
      refused(reverseGeocodeQuerySchema, { lat, lon: '77' });
    }
    const signup = {
      sellerName: 'Asha',
      phone: '9876543210',
      email: 'asha@example.com',
      password: 'Seller@123',
      restaurantName: 'Udupi',
    };
    expect(ok(sellerSignupBodySchema, { ...signup, latitude: '12.97', longitude: '77.59' })).toMatchObject({
      latitude: 12.97,
      longitude: 77.59,
    });
    refused(sellerSignupBodySchema, { ...signup, latitude: '', longitude: '77.59' });
  });

  it('a rating, an amount and a quantity typed as text are numbers; "1.5" is no quantity', () => {
    const review = { orderId: 'TF-ABCD1234', type: 'restaurant', restaurantId: 'r1', comment: 'Tasty' };
    expect(ok(submitReviewBodySchema, { ...review, rating: '4' })).toMatchObject({ rating: 4 });
    refused(submitReviewBodySchema, { ...review, rating: '4.5' });
    refused(submitReviewBodySchema, { ...review, rating: '' });
    const shippingInfo = {
      address: '7 Irwin Road',
      city: 'Mysuru',
      pincode: '570001',
      country: 'India',
      phone: '9876543210',
    };
    expect(ok(createPaymentBodySchema, { amount: '105.00', shippingInfo })).toMatchObject({ amount: 105 });
    const order = ok(createOrderBodySchema, {
      paymentIntentId: 'pi_123456789',
      cartItems: [{ foodId: 'f1', quantity: '2' }],
      totalAmount: '105',
    });
    expect(order).toMatchObject({ cartItems: [{ quantity: 2 }], totalAmount: 105 });
    refused(createOrderBodySchema, { paymentIntentId: 'pi_123456789', cartItems: [{ foodId: 'f1', quantity: '1.5' }] });
  });

  it('null for an optional value means absent', () => {
    expect(ok(addToCartBodySchema, { foodId: 'f1', replace: null })).toEqual({ foodId: 'f1' });
    const review = { orderId: 'TF-ABCD1234', type: 'restaurant', restaurantId: 'r1', rating: 5, comment: 'Yum' };
    expect(ok(submitReviewBodySchema, { ...review, foodId: null })).toEqual({ ...review });
    expect(
      ok(createOrderBodySchema, { paymentIntentId: 'pi_123456789', cartItems: null, totalAmount: null, remark: null }),
    ).toEqual({ paymentIntentId: 'pi_123456789' });
    expect(
      ok(createPaymentBodySchema, {
        amount: 1,
        remark: null,
        shippingInfo: {
          address: '7 Irwin Road',
          city: 'Mysuru',
          pincode: '570001',
          country: 'India',
          phone: '9876543210',
        },
      }),
    ).toEqual(expect.not.objectContaining({ remark: expect.anything() }));
  });
});
