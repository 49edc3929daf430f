import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type Frame, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import { webUrl } from './stacks';

/**
 * Accessibility checks for the e2e specs.
 *
 * - `expectAccessible(page, label?)` runs axe's default rules (WCAG 2.0/2.1 A and AA, best practices) on the page as it is
 *   now, toasts and open dialogs included (Mantine renders them in portals under <body>), and fails the test on
 *   any serious or critical violation. Call it at each screen state once it has loaded.
 * - The `test` exported here (specs import it instead of @playwright/test's) opens pages on the worker's own
 *   stack (support/stacks.ts) and watches every address the page
 *   opens and fails a passing test that left one of them without an `expectAccessible` call, so a new screen
 *   cannot slip through unchecked (addresses are path names: each one the test opens needs a check in that test).
 *   web/src/app/architecture.test.ts checks every spec imports it.
 * - On a phone-wide page (390 px) axe's target-size rule is on, held to 44 by 44 px without its spacing
 *   alternative: every tap target must take a thumb (WCAG 2.5.5), inline links in text excepted.
 * - A check's time does not count against the test's timeout; a failed check is soft, so one run lists every
 *   screen's violations. For an audit, `A11Y_IMPACT=moderate` (or `minor`) fails on the lesser impacts too.
 */

const impacts: ImpactValue[] = ['minor', 'moderate', 'serious', 'critical'];
/** Serious and critical violations fail a test; A11Y_IMPACT=moderate (or minor) widens that for an audit. */
const lowest = impacts.indexOf((process.env.A11Y_IMPACT ?? 'serious') as ImpactValue);
const blocking: ReadonlySet<ImpactValue> = new Set(impacts.slice(lowest < 0 ? 2 : lowest));

/** Pages this wide or narrower are phones, where every tap target is held to a thumb's size. */
const PHONE_MAX_WIDTH = 480;
const TAP_TARGET_PX = 44;
/**
 * axe's target-size rule (off by default; WCAG 2.2's 24 px) at 44 px. Its other check passes a small target with
 * room around it; a thumb needs the target itself, so only the size counts. (axe reads per-rule check options
 * from the run options; its types know only `enabled`.)
 */
const phoneRules = {
  'target-size': {
    enabled: true,
    checks: { 'target-size': { options: { minSize: TAP_TARGET_PX } }, 'target-offset': { enabled: false } },
  },
} as unknown as RunOptions['rules'];

/** axe-core's minified build, put into a page the first time that page is checked. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page (the app has no frames). axe's source goes into the page once per document, not once per
 * check: parsing its ~570 KB took most of a check, and a page keeps it across the app's own route changes.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, o: unknown) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
}

/** The addresses (path names) checked per page, for the coverage check of the `test` fixture. */
const checkedPaths = new WeakMap<Page, Set<string>>();

const pathOf = (url: string) => {
  const { protocol, pathname } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? pathname : undefined;
};

/** One violation, readable in the test report: the rule, what it asks, and each failing element. */
function describe(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' | ');
    const why = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
    return `\n    - ${target}\n      ${node.html.slice(0, 200)}\n      ${why}`;
  });
  return `${violation.id} (${violation.impact}): ${violation.help} [${violation.helpUrl}]${nodes.join('')}`;
}

/** Waits (briefly) for finite CSS animations and transitions, such as a modal fading in, to finish. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/**
 * Fails the test (softly: the test goes on, so one run reports every screen) when axe finds a serious or
 * critical violation on the page as it is now. `label` names the screen state in the report.
 */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  const path = pathOf(page.url());
  const where = label ? `${label} (${path})` : (path ?? page.url());
  // The check's time is its own: the test keeps its whole timeout for what it tests. Room for the check
  // first (axe takes seconds on a busy machine), then only the time it took.
  const info = base.info();
  const timeout = info.timeout;
  const started = Date.now();
  if (timeout > 0) info.setTimeout(timeout + 60_000);
  try {
    await base.step(
      `axe: ${where}`,
      async () => {
        await settle(page);
        const phone = (page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH;
        // Only the violations come back in full: the passes are not worth their time here.
        // axe's whole default rule set (WCAG 2.0 and 2.1 A and AA, best practices and the rest it enables by
        // default), as the checks ran before: the rules are not narrowed to tags.
        const results = await runAxe(page, {
          resultTypes: ['violations'],
          ...(phone ? { rules: phoneRules } : {}),
        });
        if (path) checkedPaths.get(page)?.add(path);
        const violations = results.violations.filter((v) => v.impact && blocking.has(v.impact));
        expect.soft(violations.map(describe), `axe violations (${[...blocking].join(', ')}) on ${where}`).toEqual([]);
      },
      { box: true },
    );
  } finally {
    if (timeout > 0) info.setTimeout(timeout + (Date.now() - started));
  }
}

/** Waits until React has hydrated the page: web/src/root.tsx marks `<html data-hydrated>`. */
export const untilHydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * After each load (goto, reload) waits until React has hydrated the page (the `data-hydrated` mark of
 * web/src/root.tsx): a prerendered page is drawn before its buttons answer, and a click or typing before then is
 * lost, where a person would wait for the page. `waitUntil: 'commit'` is for the tests of that moment: no wait.
 */
export function loadsWaitForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ a11yCoverage: void }>({
  page: async ({ page }, use) => use(loadsWaitForHydration(page)),
  // Pages open on this worker's own stack (support/stacks.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(webUrl),
  a11yCoverage: [
    async ({ page }, use, testInfo) => {
      const checked = new Set<string>();
      const visited = new Set<string>();
      checkedPaths.set(page, checked);
      const onNavigated = (frame: Frame) => {
        const path = frame === page.mainFrame() ? pathOf(frame.url()) : undefined;
        if (path) visited.add(path);
      };
      page.on('framenavigated', onNavigated);
      await use();
      page.off('framenavigated', onNavigated);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unchecked = [...visited].filter((path) => !checked.has(path));
      expect(
        unchecked,
        'pages this test opened without an accessibility check: call expectAccessible(page) once each has loaded',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
