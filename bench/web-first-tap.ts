// The figure a person feels on a phone: the first tap as soon as a page has hydrated, and the time until the next
// paint after it, as the Event Timing API reports it (what Interaction to Next Paint is made of). `bench/web.ts`
// runs it on the same build, site and browser as Lighthouse, after Lighthouse's runs.
import type { Page } from 'puppeteer-core';
import { traced, type TraceEvent } from './web-profile.ts';

/** Lighthouse's mobile screen (a Moto G Power) and its 4x CPU slowdown, here applied for real rather than simulated. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

export interface TapSpec {
  /** The page's name in the report (as Lighthouse's rows name it). */
  name: string;
  path: string;
  /** What is tapped: the first element this CSS selector finds once the page has hydrated. */
  target: string;
  /** In words, for the report. */
  tapped: string;
}

/** One tap: the longest event of the interaction (input delay + handlers + the wait for the next frame), in ms. */
export interface TapRun {
  ms: number;
  /** The events of the interaction Event Timing reported, as `pointerdown 40`, for the report. */
  events: string[];
  /** The first run's trace of the load and the tap (web-profile.ts). */
  trace?: TraceEvent[];
}

/**
 * Records every event entry of an interaction, and the first input, from the page's first script on (page-side code,
 * as text: the bench has no DOM types). 16 ms is the smallest threshold Event Timing allows; the first input is
 * reported whatever its duration.
 */
const RECORD_EVENT_TIMING = `
  window.__eventTiming = [];
  const keep = (list) => {
    for (const entry of list.getEntries())
      window.__eventTiming.push({ name: entry.name, duration: entry.duration, interaction: entry.interactionId || 0 });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
`;
interface TimedEvent {
  name: string;
  duration: number;
  interaction: number;
}
/** The interaction's entries arrive after its next paint: two frames and a moment later they are all in. */
const AFTER_NEXT_PAINT =
  'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))))';

/**
 * Opens the page on a phone-sized, 4x slowed tab, waits for React's hydration (`html[data-hydrated]`, set by the
 * root's first effect) and for the target, taps it at once and reads the events Event Timing reported for it; with
 * `profile`, the load and the tap run under Chromium's tracing.
 */
export async function firstTap(
  openTab: () => Promise<Page>,
  origin: string,
  spec: TapSpec,
  profile = false,
): Promise<TapRun> {
  const page = await openTab();
  try {
    await page.setViewport(PHONE);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.evaluateOnNewDocument(RECORD_EVENT_TIMING);
    const visit = async () => {
      await page.goto(`${origin}${spec.path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
      const target = await page.waitForSelector(spec.target, { visible: true, timeout: 60_000 });
      await target!.tap();
      await page.evaluate(AFTER_NEXT_PAINT);
    };
    const trace = profile ? await traced(page, visit) : (await visit(), undefined);
    const entries = (await page.evaluate('window.__eventTiming')) as TimedEvent[];
    const tap = entries.filter((entry) => entry.interaction > 0);
    if (tap.length === 0) throw new Error(`Event Timing reported no event for the tap on ${spec.path}`);
    return {
      ms: Math.max(...tap.map((entry) => entry.duration)),
      events: tap.map((entry) => `${entry.name} ${Math.round(entry.duration)}`),
      ...(trace ? { trace } : {}),
    };
  } finally {
    await page.emulateCPUThrottling(null).catch(() => undefined);
    await page.close();
  }
}

/**
 * `runs` first taps of each page, one page after another in each round, as Lighthouse's runs go, after one traced
 * visit of each page whose tap is not counted (the CPU profiler slows the page it samples).
 */
export async function firstTapRuns(
  openTab: (spec: TapSpec) => Promise<Page>,
  origin: string,
  specs: TapSpec[],
  runs: number,
): Promise<{ taps: Map<TapSpec, TapRun[]>; traces: Map<TapSpec, TraceEvent[]> }> {
  const traces = new Map<TapSpec, TraceEvent[]>();
  for (const spec of specs) {
    const { trace } = await firstTap(() => openTab(spec), origin, spec, true);
    traces.set(spec, trace!);
  }
  const taps = new Map<TapSpec, TapRun[]>();
  for (let run = 1; run <= runs; run++) {
    for (const spec of specs) {
      const tap = await firstTap(() => openTab(spec), origin, spec);
      console.log(`First tap on ${spec.path} run ${run}: ${Math.round(tap.ms)} ms (${tap.events.join(', ')})`);
      taps.set(spec, [...(taps.get(spec) ?? []), tap]);
    }
  }
  return { taps, traces };
}
