import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import { jwtDecode } from 'jwt-decode';
import { useCallback, useSyncExternalStore } from 'react';
import { getToken } from '@/lib/session';

/** What the checkout steps hand each other; kept in sessionStorage so a reload of any step keeps it. */
export interface CheckoutState {
  shippingInfo: ShippingInfo | null;
  remark: string;
  /** The payable amount (rupees) the confirm page showed; what create-order is asked to charge. */
  amount: number | null;
}

export const CHECKOUT_KEY = 'tiffin.checkout';
const EMPTY: CheckoutState = { shippingInfo: null, remark: '', amount: null };

const listeners = new Set<() => void>();
/** Used when sessionStorage is switched off, so the steps still work until a reload. */
let memory: string | null = null;
let cached: { raw: string | null; owner: string | null; value: CheckoutState } | null = null;

/** The signed-in customer's id (the token's subject), so one customer's address is never offered to the next. */
function owner(): string | null {
  const token = getToken('customer');
  if (!token) return null;
  try {
    const { sub } = jwtDecode(token);
    return typeof sub === 'string' ? sub : token;
  } catch {
    return token;
  }
}

function read(): CheckoutState {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(CHECKOUT_KEY);
  } catch {
    raw = memory;
  }
  const who = owner();
  if (cached && cached.raw === raw && cached.owner === who) return cached.value;
  let value = EMPTY;
  try {
    const stored = raw ? (JSON.parse(raw) as Partial<CheckoutState> & { owner?: string | null }) : null;
    if (stored && stored.owner === who) {
      value = {
        shippingInfo: stored.shippingInfo ?? null,
        remark: typeof stored.remark === 'string' ? stored.remark : '',
        amount: typeof stored.amount === 'number' ? stored.amount : null,
      };
    }
  } catch {
    value = EMPTY;
  }
  cached = { raw, owner: who, value };
  return value;
}

function write(next: CheckoutState | null) {
  memory = next ? JSON.stringify({ ...next, owner: owner() }) : null;
  try {
    if (memory) window.sessionStorage.setItem(CHECKOUT_KEY, memory);
    else window.sessionStorage.removeItem(CHECKOUT_KEY);
  } catch {
    // Storage switched off: `memory` serves.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function clearCheckoutState() {
  write(null);
}

/** The checkout's shipping info, remark and amount, and a way to change them. */
export function useCheckoutState() {
  const state = useSyncExternalStore(subscribe, read, () => EMPTY);
  const update = useCallback((change: Partial<CheckoutState>) => write({ ...read(), ...change }), []);
  return [state, update] as const;
}
