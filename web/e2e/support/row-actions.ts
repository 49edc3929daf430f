import type { Page } from '@playwright/test';

/** A thumb's tap target, for the actions of a row drawn as a card on a phone. */
const TAP_TARGET_PX = 44;
/** Mantine's `md` breakpoint (62em): below it the app draws a table's rows as cards. */
const CARDS_BELOW = '(max-width: 61.99em)';

/**
 * The actions of table rows and of the cards that stand for rows on a phone (every button or link inside a `tr`
 * or a `[data-row]`) that a user cannot see whole without scrolling sideways: those that reach past the visible
 * box of the window (without its scrollbar) or of any frame around them that clips or scrolls sideways. Below the
 * `md` breakpoint, a row's card's actions must also be a thumb's height.
 */
export function rowActionsOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ tapTarget, cardsBelow }) => {
      const phone = window.matchMedia(cardsBelow).matches;
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

      /** The part of the window the row can be seen in, narrowed by every frame around it that does not let it out. */
      const visibleFrame = (element: Element) => {
        let left = 0;
        let right = document.documentElement.clientWidth;
        for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
          if (getComputedStyle(node).overflowX === 'visible') continue;
          const box = node.getBoundingClientRect();
          left = Math.max(left, box.left + node.clientLeft);
          right = Math.min(right, box.left + node.clientLeft + node.clientWidth);
        }
        return { left, right };
      };

      const problems: string[] = [];
      for (const action of document.querySelectorAll(':is(tr, [data-row]) :is(button, a[href])')) {
        const box = action.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(action).visibility === 'hidden') continue;
        const frame = visibleFrame(action);
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
          problems.push(
            `${describe(action)} spans x=${Math.round(box.left)}..${Math.round(box.right)}, the visible frame ${Math.round(frame.left)}..${Math.round(frame.right)}`,
          );
        }
        if (phone && action.closest('[data-row]') && box.height < tapTarget - 0.5) {
          problems.push(`${describe(action)} is ${Math.round(box.height)} px tall in a row's card`);
        }
      }
      return problems;
    },
    { tapTarget: TAP_TARGET_PX, cardsBelow: CARDS_BELOW },
  );
}
