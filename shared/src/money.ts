/**
 * Money is integer paise inside the system; the API shows rupees as numbers (DESIGN section 8).
 * These two functions are the only place the conversion happens.
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Built on first use, not at import: a page that shows no price (and every Lambda) does not pay for it. */
let inr: Intl.NumberFormat | undefined;

/** ₹1,23,456.00 */
export function formatRupees(rupees: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inr.format(rupees);
}
