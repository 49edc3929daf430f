// The long tasks of a Lighthouse run, with what caused each: the script it is attributed to, mapped back to the source
// module through Vite's manifest, and where its time went (script evaluation, style and layout, paint, ...), so the
// next person to work on a page's speed starts from the bench's own profile.
import type { Result as LighthouseResult } from 'lighthouse';
import type { Manifest } from './web-routes.ts';

export interface LongTask {
  /** Milliseconds from navigation, as Lighthouse simulates them for a mobile phone. */
  startTime: number;
  duration: number;
  /** The script the task is attributed to (Lighthouse's `long-tasks` audit), or '' for the browser's own work. */
  url: string;
  /** Milliseconds of the task per kind of work (Lighthouse's task groups), largest first. */
  work: [string, number][];
}

interface LongTasksDebugData {
  urls?: string[];
  tasks?: ({ urlIndex: number; startTime: number; duration: number } & Record<string, number>)[];
}

/** The long tasks (50 ms or more) of one run, in the order they ran. */
export function longTasksOf(lhr: LighthouseResult): LongTask[] {
  const details = lhr.audits['long-tasks']?.details as { debugData?: LongTasksDebugData } | undefined;
  const { urls = [], tasks = [] } = details?.debugData ?? {};
  return tasks
    .map(({ urlIndex, startTime, duration, ...groups }) => ({
      startTime,
      duration,
      url: urls[urlIndex] ?? '',
      work: Object.entries(groups)
        .filter(([, time]) => typeof time === 'number' && time > 0)
        .sort((a, b) => b[1] - a[1]),
    }))
    .sort((a, b) => a.startTime - b.startTime);
}

/** The source module of each built file (`assets/cart-Ab12.js` -> `src/app/screens/cart.tsx`), from the manifest. */
export function sourcesOf(manifest: Manifest): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    // React Router's client route chunks carry a query; shared chunks are named `_<name>-<hash>.js`, no source.
    if (!sources.has(chunk.file)) sources.set(chunk.file, chunk.src ?? key.replace(/\?.*$/, ''));
  }
  return sources;
}

/** A task's script as a reader finds it: the source module of a built asset, the URL's path otherwise. */
export function scriptOf(url: string, sources: Map<string, string>): string {
  // Lighthouse's word for a task no script started (style, layout, paint, parsing the page, timers of none).
  if (!url || url === 'Unattributable') return "no script (the browser's own work)";
  const pathname = URL.canParse(url) ? new URL(url).pathname : url;
  const source = sources.get(pathname.replace(/^\//, ''));
  return source ? `${source.replace(/^src\//, 'web/src/')} (${pathname})` : pathname;
}

/**
 * `scriptEvaluation 210, styleLayout 95` for the report. Under simulated throttling Lighthouse drops most of a
 * task's children and counts their time as the top task's own ('other'); a task of 'other' alone shows nothing.
 */
export const workOf = (task: LongTask, most = 3) =>
  task.work.length === 1 && task.work[0]![0] === 'other'
    ? ''
    : task.work
        .slice(0, most)
        .map(([group, time]) => `${group} ${Math.round(time)}`)
        .join(', ');
