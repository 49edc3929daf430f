import type { Page } from '@playwright/test';

/** A thumb's tap target, both ways. */
const TAP_TARGET_PX = 44;

/** The bar at the window's foot that takes a customer with cart lines to the cart ('View cart · 2 items · ₹540'). */
export const cartBarLink = (page: Page) => page.getByRole('link', { name: /^View cart · / });

/**
 * Tap targets smaller than a thumb on the page as it is now: every visible control (a hidden input is measured by
 * its label, which is what the finger touches), except a link inside a line of text, as axe's target-size rule
 * excepts it. axe's rule skips a target it cannot tell apart from its neighbours; this one measures them all.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const controls = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
    ].join(', ');
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    /** A link that flows inside a sentence: text of its own block lies beside it. */
    const inlineInText = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

    const targets = new Set<Element>();
    for (const control of document.querySelectorAll(controls)) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      if (shown(control)) targets.add(control);
      else if (control instanceof HTMLInputElement) {
        for (const label of control.labels ?? []) if (shown(label)) targets.add(label);
      }
    }
    return [...targets]
      .filter((target) => !inlineInText(target))
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width < minimum - 0.5 || box.height < minimum - 0.5)
      .map(({ target, box }) => `${describe(target)} is ${Math.round(box.width)}x${Math.round(box.height)} px`);
  }, TAP_TARGET_PX);
}

/**
 * How many dishes and restaurants (the items of the lists named 'Restaurants', 'Dishes' and '<category> dishes')
 * lie whole inside the first viewport, above the cart bar when there is one.
 */
export function foodInFirstViewport(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const bar = [...document.querySelectorAll('a[href="/cart"]')].find((link) =>
      (link.textContent ?? '').startsWith('View cart'),
    );
    const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    const items = [...document.querySelectorAll('ul[aria-label] > li')].filter((item) =>
      /^(Restaurants|Dishes|.+ dishes)$/.test(item.parentElement!.getAttribute('aria-label')!),
    );
    return items.filter((item) => {
      const box = item.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= bottom + 0.5;
    }).length;
  });
}

/**
 * What the cart bar lies over once the page is scrolled to its end, where nothing should be left under it: the
 * visible elements of the page (the bar's own excepted) whose box reaches below the bar's top edge.
 */
export function underTheCartBar(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const link = [...document.querySelectorAll('a[href="/cart"]')].find((a) =>
      (a.textContent ?? '').startsWith('View cart'),
    );
    const bar = link?.closest('[data-cart-bar]') ?? link;
    if (!bar) return ['no cart bar'];
    const top = bar.getBoundingClientRect().top;
    const covered = [...document.querySelectorAll('main *, footer *')].filter((element) => {
      if (bar.contains(element) || element.contains(bar)) return false;
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 && box.height > 0 && box.bottom > top + 0.5 && getComputedStyle(element).visibility !== 'hidden'
      );
    });
    window.scrollTo(0, 0);
    return covered
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}
