// A profile of one page load and its first tap, from Chromium's own trace (real 4x CPU slowdown, not Lighthouse's
// simulation): every task of 50 ms or more on the page's main thread, what started it (an event, a timer, a frame, a
// script), how its time splits into script, style, layout, paint, parsing and garbage collection, and the functions
// the CPU profiler sampled most in it, mapped through the build's hidden source maps to their source files. So the
// next person to work on a page's speed starts where the bench ended (`bench/web.ts` writes it to bench/results.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** What the trace records: the timeline (tasks and what ran in them), the user timing marks and the CPU profile. */
const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];
const LONG_TASK_US = 50_000;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** Runs `load` (the page's navigation and whatever follows) with Chromium's tracing on; the trace's events. */
export async function traced(page: Page, load: () => Promise<void>): Promise<TraceEvent[]> {
  await page.tracing.start({ categories: CATEGORIES });
  let trace: Uint8Array | undefined;
  try {
    await load();
  } finally {
    trace = await page.tracing.stop();
  }
  return (JSON.parse(Buffer.from(trace!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The kind of work a trace event is, for the split of a task's time (its self time, children excluded). */
function kindOf(name: string): string {
  if (/GC|Sweep|Mark/.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/.test(name)) return 'style';
  if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/.test(name)) return 'layout';
  if (/^(Paint|PrePaint|Layerize|CompositeLayers|Commit|PaintImage|Decode)/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'parse';
  if (
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|FireIdleCallback|ProfileCall)/.test(
      name,
    )
  )
    return 'script';
  return 'other';
}

/** Maps a built file's position back to its source, through the `.map` beside it (the build's hidden source maps). */
export function sourceMapper(dist: string) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (url: string) => {
    const pathname = URL.canParse(url) ? new URL(url).pathname : url;
    if (!consumers.has(pathname)) {
      const map = path.join(dist, `${pathname}.map`);
      consumers.set(
        pathname,
        existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap) : null,
      );
    }
    return { pathname, consumer: consumers.get(pathname)! };
  };
  /** `react-dom-client.production.js commitRoot` for a position in a built file; the file and name otherwise. */
  return (url: string, line: number, column: number, name: string): string => {
    if (!url) return name || '(native)';
    // waitForSelector's visibility checks run in the page too: the bench's own work, not the app's.
    if (url.startsWith('pptr:')) return `the bench's own check (puppeteer ${name || 'script'})`;
    const { pathname, consumer } = consumerFor(url);
    // The CPU profile's positions are 0-based lines and columns; the source map's lines are 1-based.
    const original = consumer?.originalPositionFor({ line: line + 1, column });
    if (!original?.source) return `${path.basename(pathname)} ${name || '(anonymous)'}`;
    const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
    return `${source}:${original.line} ${original.name ?? name ?? '(anonymous)'}`;
  };
}

export interface ProfiledTask {
  /** Milliseconds from the navigation's start. */
  start: number;
  duration: number;
  /** What started the task: `click`, `timer`, `animation frame`, a script, parsing the page. */
  cause: string;
  /** Milliseconds of self time per kind of work, largest first. */
  work: [string, number][];
  /** The functions sampled most in the task (self time), mapped to their sources, with milliseconds. */
  hot: [string, number][];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The CPU profile's samples on one thread: each sample's time and the node (function) it was in. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (event.name === 'Profile' && data?.startTime !== undefined) starts.set(event.id ?? '', data.startTime);
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = starts.get(event.id ?? '') ?? 0;
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    starts.set(event.id ?? '', ts);
  }
  return { nodes, samples };
}

/** The page's main thread: the renderer main thread that ran the most tasks (the tab's own, not about:blank's). */
function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; busy: number } | undefined;
  for (const main of mains) {
    const busy = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: main.pid, tid: main.tid, busy };
  }
  return best;
}

const data = (event: TraceEvent) => (event.args?.data ?? {}) as Record<string, string | undefined>;

/** What started a task, from its first child that says (an event, a timer, a frame, a script, the page's HTML). */
function causeOf(children: TraceEvent[], where: ReturnType<typeof sourceMapper>): string {
  for (const child of children) {
    const d = data(child);
    if (child.name === 'EventDispatch') return `event ${d.type ?? ''}`.trim();
    if (child.name === 'TimerFire') return 'timer';
    if (child.name === 'FireAnimationFrame') return 'animation frame';
    if (child.name === 'FireIdleCallback') return 'idle callback';
    if (child.name === 'ParseHTML') return 'parsing the page';
    if (child.name === 'EvaluateScript' || child.name === 'v8.evaluateModule')
      return `evaluating ${d.url ? path.basename(new URL(d.url, 'http://x').pathname) : 'a script'}`;
    if (child.name === 'FunctionCall')
      return `script ${where(d.url ?? '', Number(d.lineNumber ?? 1) - 1, Number(d.columnNumber ?? 1) - 1, d.functionName ?? '')}`;
    if (child.name === 'RunMicrotasks') return 'microtasks';
  }
  return children.find((child) => !/RunTask/.test(child.name))?.name ?? "the browser's own work";
}

const sorted = (totals: Map<string, number>, most: number): [string, number][] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([name, us]) => [name, us / 1000]);

/** Every task of 50 ms or more on the page's main thread, with its cause, its split of work and its hot functions. */
export function longTasksOfTrace(events: TraceEvent[], where: ReturnType<typeof sourceMapper>): ProfiledTask[] {
  const main = mainThreadOf(events);
  if (!main) return [];
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const navigation = events
    .filter((e) => e.pid === main.pid && e.name === 'navigationStart')
    .reduce((latest, e) => Math.max(latest, e.ts), 0);
  const { nodes, samples } = samplesOf(events, main.pid);
  const tasks: ProfiledTask[] = [];
  for (const task of own) {
    if (task.name !== 'RunTask' || task.dur! < LONG_TASK_US || task.ts < navigation) continue;
    const end = task.ts + task.dur!;
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // Self time of each event: its duration less that of the events directly inside it.
    const work = new Map<string, number>();
    const stack: { event: TraceEvent; self: number }[] = [];
    const close = (upTo: number) => {
      while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= upTo) {
        const { event, self } = stack.pop()!;
        work.set(kindOf(event.name), (work.get(kindOf(event.name)) ?? 0) + self);
      }
    };
    const direct: TraceEvent[] = [];
    for (const event of inside) {
      close(event.ts);
      if (stack.length) stack.at(-1)!.self -= event.dur!;
      else direct.push(event);
      stack.push({ event, self: event.dur! });
    }
    close(Infinity);
    const covered = direct.reduce((sum, e) => sum + e.dur!, 0);
    work.set('other', (work.get('other') ?? 0) + Math.max(0, task.dur! - covered));

    const hot = new Map<string, number>();
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    within.forEach((sample, i) => {
      const node = nodes.get(sample.node);
      const frame = node?.callFrame;
      if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
      const next = within[i + 1]?.ts ?? Math.min(end, sample.ts + 100);
      const name = where(frame.url, frame.lineNumber, frame.columnNumber, frame.functionName);
      hot.set(name, (hot.get(name) ?? 0) + (next - sample.ts));
    });
    tasks.push({
      start: (task.ts - navigation) / 1000,
      duration: task.dur! / 1000,
      // In ts order, so a wrapper (ThreadControllerImpl::RunTask) gives way to what ran inside it.
      cause: causeOf(inside, where),
      work: sorted(work, 4).filter(([, time]) => time >= 1),
      hot: sorted(hot, 3).filter(([, time]) => time >= 1),
    });
  }
  return tasks;
}
