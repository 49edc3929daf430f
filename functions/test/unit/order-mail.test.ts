import { describe, expect, it } from 'vitest';
import { quote } from '@tiffin/shared/pricing';
import type { OrderRecord } from '#domain/model';
import {
  ORDER_STATUS_LOOK,
  PAYMENT_STATUS_LOOK,
  STATUS_EMAIL_COLORS,
  type StatusLook,
} from '@tiffin/shared/status-vocabulary';
import { cancellationMail, orderConfirmationMail } from '../../src/domain/orders/emails.ts';
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

/** The status as a pill in the vocabulary's colours: the same label and colour as the web's badge. */
const pill = ({ label, color }: StatusLook) => {
  const { text, background } = STATUS_EMAIL_COLORS[color];
  return new RegExp(`<span style="[^"]*color:${text};background:${background}[^"]*">${label}</span>`);
};

describe('the order emails name a status as every screen does', () => {
  const placed = { ...order, customerEmail: 'asha@example.com', paymentStatus: 'Paid' } as OrderRecord;

  it.each(['Pending', 'Preparing', 'Delivered'] as const)(
    'the %s mail gives the status its label, and its colour in the html',
    (status) => {
      const look = ORDER_STATUS_LOOK[status];
      const mail = orderStatusMail({ ...placed, orderStatus: status }, status, '2026-11-20T06:30:00.000Z');
      expect(mail.subject).toBe(`Tiffin order TF-ABCD1234: ${look.label}`);
      expect(mail.text).toContain(`Status: ${look.label}, `);
      expect(mail.html).toMatch(pill(look));
    },
  );

  it.each([
    ['Cancelled', 'customer'],
    ['Rejected', 'restaurant'],
  ] as const)('the %s mail says the order status and that the payment is Refunded', (status, by) => {
    const ended = {
      ...placed,
      orderStatus: status,
      cancellation: { by, reason: 'Out of rice', at: '2026-11-20T06:40:00.000Z' },
    } as OrderRecord;
    const mail = cancellationMail(ended);
    const { label } = ORDER_STATUS_LOOK[status];
    expect(mail.text).toContain(`Status: ${label}. Payment: ${PAYMENT_STATUS_LOOK.Refunded.label}.`);
    expect(mail.html).toMatch(pill(ORDER_STATUS_LOOK[status]));
    expect(mail.html).toMatch(pill(PAYMENT_STATUS_LOOK.Refunded));
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

describe("the order emails link to the order's own page", () => {
  const placed = { ...order, customerEmail: 'asha@example.com', paymentStatus: 'Paid' } as OrderRecord;
  const page = 'https://tiffin.example/myorder/TF-ABCD1234';
  const mails = {
    confirmation: orderConfirmationMail('asha@example.com', placed, 'https://tiffin.example'),
    status: orderStatusMail(placed, 'Preparing', '2026-11-20T06:30:00.000Z', 'https://tiffin.example'),
    cancellation: cancellationMail(
      { ...placed, orderStatus: 'Cancelled', cancellation: { by: 'customer', reason: '', at: '2026-11-20T06:40:00Z' } },
      'https://tiffin.example',
    ),
  };

  it.each(Object.entries(mails))('the %s mail links to /myorder/<orderId> on the site', (_, mail) => {
    expect(mail.text).toContain(`Follow your order: ${page}`);
    expect(mail.html).toContain(`<a href="${page}"`);
  });

  it('a mail written without the site origin has no link rather than a broken one', () => {
    expect(orderStatusMail(placed, 'Preparing', '2026-11-20T06:30:00.000Z').text).not.toContain('Follow your order');
  });
});
