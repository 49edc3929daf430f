import { vi } from 'vitest';

/**
 * From here to the end of the test the screen is a phone's: every `max-width` media query matches, so the app
 * takes its layout for screens below Mantine's `md` breakpoint (tables become cards). Restored after the test.
 */
export function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query.includes('max-width')),
  );
}

/** What `matchMedia` answers in jsdom, which has none: a list that matches or not, and never changes. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** The names of a list's cards, top to bottom (each card is named by its title). */
export function cardNames(list: HTMLElement): (string | null)[] {
  return [...list.querySelectorAll(':scope > li')].map(
    (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? null,
  );
}
