import { describe, expect, it } from 'vitest';
import { quote } from '@tiffin/shared/pricing';
import type { OrderRecord } from '#domain/model';
import { orderConfirmationMail } from '../../src/domain/orders/emails.ts';
import { orderStatusMail } from '../../src/domain/seller/emails.ts';

const priced = quote({ lines: [{ unitPrice: 120_000, quantity: 2 }] });
const order = {
  orderId: 'TF-ABCD1234',
  customerName: 'Asha <b>',
  restaurantName: 'Udupi Upahar',
  lines: [{ foodId: 'f1', name: 'Thali', price: 120_000, image: '', quantity: 2, reviewed: false }],
  quote: priced,
} as OrderRecord;

describe('the order confirmation email', () => {
  it('shows the same price lines, in the same order, as the cart and the checkout, ending with what was paid', () => {
    const mail = orderConfirmationMail('asha@example.com', order);
    const totals = mail.text.split('\n').slice(-5);
    expect(totals).toEqual([
      'Subtotal: ₹2,400',
      'Tax (5%): ₹120',
      'Delivery fee: ₹40',
      'Discount (20%): - ₹480',
      'Total: ₹2,080',
    ]);
    expect(priced.payable).toBe(208_000);
    expect(mail.html).toContain('Asha &#60;b&#62;');
  });
});

describe('the order status email', () => {
  it('writes the time as the web does, in India time, even when that is already the next day in UTC terms', () => {
    const mail = orderStatusMail(
      { ...order, customerEmail: 'asha@example.com' } as OrderRecord,
      'Delivered',
      '2026-11-21T19:05:00.000Z',
    );
    expect(mail.text).toContain('Status: Delivered, 22 Nov 2026, 12:35 am (India time).');
    expect(mail.html).toContain('22 Nov 2026, 12:35 am');
  });
});
