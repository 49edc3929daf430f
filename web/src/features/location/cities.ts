import { cityDisplayName } from '@tiffin/shared/geo';

/** The cities Tiffin serves; values are lowercase, as the API stores cities (docs/architecture.md#geography-offline). */
export const CITIES = [
  { value: 'bengaluru', label: 'Bengaluru' },
  { value: 'mumbai', label: 'Mumbai' },
  { value: 'delhi', label: 'Delhi' },
  { value: 'hyderabad', label: 'Hyderabad' },
  { value: 'chennai', label: 'Chennai' },
] as const;

export function isServedCity(city: string): boolean {
  return CITIES.some((c) => c.value === city);
}

export function normaliseCity(city: string): string {
  return city.trim().toLowerCase();
}

/** 'bengaluru' -> 'Bengaluru', 'navi mumbai' -> 'Navi Mumbai'. */
export function cityLabel(city: string): string {
  return CITIES.find((c) => c.value === city)?.label ?? cityDisplayName(city);
}
