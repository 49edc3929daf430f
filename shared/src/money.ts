/**
 * Money is integer paise inside the system; the API shows rupees as numbers (docs/architecture.md#checkout-payment-and-orders).
 * These two functions are the only place the conversion happens.
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Only for what is no price (NaN, infinity, beyond a lakh crore crore), which Intl writes its own way. */
let inr: Intl.NumberFormat | undefined;

/**
 * ₹1,23,456 and ₹320.50: the Indian grouping (thousands, then lakhs and crores by twos), paise only when there are
 * some, as Indian food apps write prices. Grouping and rounding are `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR' })`'s (a test holds the two equal). Written by hand because building that formatter loads its locale data,
 * a long task on a phone, on every page with a price.
 */
export function formatRupees(rupees: number): string {
  if (!(Math.abs(rupees) < 1e15)) {
    inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    return inr.format(rupees).replace(/\.00$/, '');
  }
  const negative = rupees < 0 || Object.is(rupees, -0);
  // Paise rounded half away from zero on the amount's decimal digits (1.005 is 1.01), as Intl rounds.
  const paise = Math.round(Number((Math.abs(rupees) * 100).toPrecision(15)));
  const whole = Math.floor(paise / 100).toString();
  const fraction = paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}₹${grouped}${fraction}`;
}
