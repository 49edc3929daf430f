import { describe, expect, it } from 'vitest';
import { quote } from '@tiffin/shared/pricing';
import type { OrderRecord } from '#domain/model';
import { orderConfirmationMail } from '../../src/domain/orders/emails.ts';

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
      'Subtotal: ₹2,400.00',
      'Tax (5%): ₹120.00',
      'Delivery fee: ₹40.00',
      'Discount (20%): - ₹480.00',
      'Total: ₹2,080.00',
    ]);
    expect(priced.payable).toBe(208_000);
    expect(mail.html).toContain('Asha &#60;b&#62;');
  });
});
