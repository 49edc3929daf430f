import { useSyncExternalStore } from 'react';

/** Paid orders that arrived while the seller was elsewhere in the seller area, for the View Orders badge. */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const newOrders = {
  add() {
    count++;
    emit();
  },
  clear() {
    if (count === 0) return;
    count = 0;
    emit();
  },
};

export function useNewOrderCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}
