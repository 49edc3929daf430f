// `npm run bench -- web`: the production build of the web app. Its JavaScript per route (gzip) from Vite's manifest
// against the first-load budget, then Lighthouse (performance, accessibility, LCP, TBT, CLS) on /, /food/{id}, /cart
// and the 404 page of that build, served as CloudFront serves it (the seed's pictures as the resize step's WebP) and
// talking to the in-memory local cloud with its seeded demo data, each page's long tasks with their causes, and the
// first tap after hydration on a phone-sized tab. LIGHTHOUSE_RUNS sets the runs per page (5 by default).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startCloudProcess, type CloudProcess } from './bundles-cloud.ts';
import { benchPort } from './ports.ts';
import { kb, ms, type BenchSection, type Budget } from './report.ts';
import routeConfig from '../web/src/routes.ts';
import { firstTapRuns, type TapRun, type TapSpec } from './web-first-tap.ts';
import { longTasksOf, scriptOf, sourcesOf, workOf } from './web-long-tasks.ts';
import { longTasksOfTrace, sourceMapper, type TraceEvent } from './web-profile.ts';
import { gzipBytes, routeModuleKey, staticClosure, webRoutes, type Manifest } from './web-routes.ts';
import { serveBuild, type StaticSite } from './web-static.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDir = path.join(repoRoot, 'web');
// React Router's build (`react-router build`): the browser's files, the prerendered pages among them.
const dist = path.join(webDir, 'build', 'client');
const reportsDir = path.join(repoRoot, 'node_modules/.cache/tiffin-bench/lighthouse');

/** First-load JavaScript may not grow past what it was when framework mode's own runtime was 122.9 KB of it. */
const FIRST_LOAD_BUDGET_KB = 139.7;
/** The content pages (/, /food/{id}, /cart): performance score and the three Core Web Vitals Lighthouse measures. */
const PERFORMANCE_BUDGET = 90;
const LCP_BUDGET_MS = 2500;
const TBT_BUDGET_MS = 250;
const CLS_BUDGET = 0.05;
/** The first tap after hydration on each content page, to the next paint (web-first-tap.ts). */
const FIRST_TAP_BUDGET_MS = 200;
/** The 404 page: the shell alone, with no data or images. */
const SHELL_PERFORMANCE_BUDGET = 96;
const SHELL_TBT_BUDGET_MS = 150;
/** Every page, the 404 included. */
const ACCESSIBILITY_BUDGET = 100;
/**
 * Lighthouse runs per page; each figure reported is its median over the runs (and every run shown). Runs of one page
 * differ by up to 20 points on a shared machine, hence 5. LIGHTHOUSE_RUNS=1 checks the bench itself quickly.
 */
export function lighthouseRunCount(raw = process.env.LIGHTHOUSE_RUNS): number {
  if (raw === undefined || raw === '') return 5;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number >= 1, not ${raw}`);
  return count;
}
const RUNS = lighthouseRunCount();
// The e2e tests' browser, Debian's Chromium headless shell (scripts/prerequisites.mjs installs it).
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
/** The seeded dish /food/{id} shows, and the one put in the customer's cart. */
const DISH_ID = 'f-blr-masala-dosa';
/** Central Bengaluru: the device position the home page is given (the seed's first city). */
const BENGALURU = { latitude: 12.9716, longitude: 77.5946, accuracy: 50 };
const CUSTOMER_TOKEN_KEY = 'tiffin.token.customer';

interface PageSpec {
  name: string;
  /** For the report file names. */
  slug: string;
  path: string;
  /** Signed in as the seeded customer (the token in sessionStorage before the app starts). */
  signedIn: boolean;
  /** API calls the page must make and see answered 200, so the measured page is the real one. */
  expects: RegExp[];
  /**
   * The app's emptiest page, held to the shell's budget instead of the content pages' ones: what the shell alone
   * scores on this machine (the floor the other pages build on).
   */
  shell?: boolean;
}

const PAGES: PageSpec[] = [
  {
    name: '/',
    slug: 'home',
    path: '/',
    signedIn: false,
    expects: [/\/api\/geocode\/reverse\?/, /\/api\/restaurant\/get\?.*city=bengaluru/],
  },
  {
    name: '/food/{id}',
    slug: 'food',
    path: `/food/${DISH_ID}`,
    signedIn: false,
    expects: [new RegExp(`/api/foods/get/${DISH_ID}$`)],
  },
  { name: '/cart', slug: 'cart', path: '/cart', signedIn: true, expects: [/\/api\/cart\/get\/user$/] },
  // The 404 page: the first load, the root layout and one heading; no data, no image.
  { name: '/{unknown} (404)', slug: 'not-found', path: '/no-such-page', signedIn: false, expects: [], shell: true },
];
/** What a visitor taps first on each content page (the seeded dish's name is Masala Dosa). */
const TAPS: TapSpec[] = [
  { name: '/', path: '/', target: 'button[aria-label$=" to cart"]', tapped: "the first dish's Add" },
  { name: '/food/{id}', path: `/food/${DISH_ID}`, target: '::-p-text(Add to Cart)', tapped: 'Add to Cart' },
  {
    name: '/cart',
    path: '/cart',
    target: 'button[aria-label^="Increase quantity of"]',
    tapped: "the first line's + (signed in)",
  },
];
/** The pages the content budgets (performance, LCP, TBT, CLS) hold. */
const CONTENT_PAGES = PAGES.filter((spec) => !spec.shell);
const SHELL_PAGES = PAGES.filter((spec) => spec.shell);

/**
 * `react-router build` in web/, the build step of `npm run build -w web` without the type-check before it (the same output;
 * `npm run typecheck` and the tests check types, and skipping it here saves about a minute on two cores).
 */
function buildWeb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = path.join(repoRoot, 'node_modules/@react-router/dev/bin.cjs');
    const child = spawn(process.execPath, [cli, 'build', '--logLevel', 'warn'], {
      cwd: webDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`react-router build failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

const readManifest = () => JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The section on the build's JavaScript: the first load and each route's own chunks, from the manifest. */
function bundleSection(): BenchSection {
  const manifest = readManifest();
  // Every page loads React Router's client entry (hydrateRoot, the router) and the root route (root.tsx).
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && /entry\.client\.[jt]sx$/.test(key));
  if (!entryKey) throw new Error("React Router's client entry is not in the Vite manifest");
  const rootKey = routeModuleKey('root.tsx');
  const firstLoad = staticClosure(manifest, [entryKey, rootKey]);
  // Every page also loads React Router's route manifest (each route's module and chunks, imported by the page's
  // inline module script before hydration; not in Vite's manifest) and config.js (a line the deploy writes).
  const routeManifest = readdirSync(path.join(dist, 'assets')).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (routeManifest.length !== 1)
    throw new Error(`expected one React Router manifest in assets/, found ${routeManifest.length}`);
  const firstLoadBytes = gzipBytes(dist, firstLoad) + gzipBytes(dist, [`assets/${routeManifest[0]}`, 'config.js']);

  const routes = webRoutes(routeConfig);
  const routeModules = new Set(routes.flatMap((route) => route.modules));
  const rows = routes.map((route) => {
    const own = [...staticClosure(manifest, route.modules)].filter((file) => !firstLoad.has(file));
    const bytes = gzipBytes(dist, own);
    return [
      `\`${route.path}\``,
      route.modules.map((m) => `\`${m.replace(/^src\//, '')}\``).join(' > '),
      String(own.length),
      kb(bytes),
      kb(firstLoadBytes + bytes),
    ];
  });
  // Lazy chunks the shell itself loads outside the route table (e.g. the signed-in customer's bar).
  const shellLazy = (manifest[rootKey]!.dynamicImports ?? []).filter((key) => !routeModules.has(key));
  const shellNotes = shellLazy.map((key) => {
    const own = [...staticClosure(manifest, [key])].filter((file) => !firstLoad.has(file));
    return `\`${key}\` ${kb(gzipBytes(dist, own))}`;
  });

  return {
    title: 'Web app JavaScript',
    intro: `The production build (\`react-router build\`, as \`npm run build -w web\` runs it): gzip size of the JavaScript every page loads (React Router's client entry, the root route and their static imports, its route manifest, plus /config.js) against the ${FIRST_LOAD_BUDGET_KB} KB budget, and what each route of the router adds on top (its lazy module and static imports not already loaded).`,
    table: [
      ['Route', 'Lazy module(s)', 'Chunks', 'Route JS (gzip)', 'Direct load (gzip)'],
      [
        'first load (entry.client + root.tsx + route manifest)',
        `\`${manifest[entryKey]!.file}\` + static imports`,
        String(firstLoad.size + 2),
        kb(firstLoadBytes),
        kb(firstLoadBytes),
      ],
      ...rows,
    ],
    budgets: [
      {
        name: `Web first-load JavaScript <= ${FIRST_LOAD_BUDGET_KB} KB gzip`,
        limit: `<= ${FIRST_LOAD_BUDGET_KB} KB`,
        measured: kb(firstLoadBytes),
        // Held at the 0.1 KB the budget is stated in.
        ok: Math.round(firstLoadBytes / 102.4) / 10 <= FIRST_LOAD_BUDGET_KB,
      },
    ],
    notes: [
      'Gzip with node:zlib at its default level, per file, as a CDN compresses each response; KB = 1024 bytes. "Direct load" is the first load plus the route\'s own chunks (opening that URL cold); "Route JS" is what navigating there from another page fetches (less whatever an earlier route already fetched).',
      'Routes are read from web/src/routes.ts (React Router framework mode); each route module maps to its chunks through web/build/client/.vite/manifest.json. Layout route modules count for every screen under them.',
      ...(shellNotes.length
        ? [`Loaded lazily by the shell outside the route table (not in the figures above): ${shellNotes.join(', ')}.`]
        : []),
    ],
  };
}

interface PageRun {
  lhr: LighthouseResult;
  performance: number;
  accessibility: number;
  scriptBytes: number;
  problems: string[];
}

const score = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

interface NetworkRequest {
  url: string;
  statusCode: number;
  resourceType?: string;
  transferSize?: number;
}

function checkRun(spec: PageSpec, lhr: LighthouseResult): PageRun {
  const problems: string[] = [];
  if (lhr.runtimeError) problems.push(`Lighthouse: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== spec.path) problems.push(`ended on ${finalPath}, not ${spec.path}`);
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  for (const expected of spec.expects) {
    const hit = requests.find(
      (r) => r.resourceType !== 'Preflight' && expected.test(r.url.replace(/^https?:\/\/[^/]+/, '')),
    );
    if (!hit) problems.push(`made no request matching ${expected.source}`);
    else if (hit.statusCode !== 200) problems.push(`${hit.url} answered ${hit.statusCode}`);
  }
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    lhr,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    scriptBytes,
    problems,
  };
}

/** The audits that cost points: weighted ones below 0.9, and the opportunities Lighthouse flags. */
function failedAudits(lhr: LighthouseResult, category: 'performance' | 'accessibility'): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const failing = category === 'accessibility' ? audit.score < 1 : audit.score < 0.9;
    if (!failing) continue;
    let line = `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
    const items = (audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)
      ?.items;
    const nodes = (items ?? [])
      .map((item) => item.node?.snippet ?? item.node?.selector)
      .filter(Boolean)
      .slice(0, 3);
    if (nodes.length) line += `: ${nodes.map((n) => `\`${String(n).replace(/\s+/g, ' ').slice(0, 120)}\``).join(', ')}`;
    lines.push(line);
  }
  return lines;
}

async function addDishToCart(cloud: CloudProcess) {
  const headers = { authorization: `Bearer ${cloud.tokens.customer}`, 'content-type': 'application/json' };
  const added = await fetch(`${cloud.apiUrl}/api/cart/add`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ foodId: DISH_ID, replace: true }),
  });
  if (!added.ok) throw new Error(`cart add: ${added.status} ${await added.text()}`);
  const cart = (await (await fetch(`${cloud.apiUrl}/api/cart/get/user`, { headers })).json()) as { count: number };
  if (cart.count < 1) throw new Error('the customer cart is still empty');
  return cart.count;
}

/** A tab at Bengaluru and, signed in, with the customer's token stored before any script runs. */
function tabOpener(site: StaticSite, cloud: CloudProcess, browser: Browser) {
  return async (signedIn: boolean) => {
    const page = await browser.newPage();
    await page.setGeolocation(BENGALURU);
    if (signedIn) {
      const [origin, key, token] = [site.origin, CUSTOMER_TOKEN_KEY, cloud.tokens.customer].map((v) =>
        JSON.stringify(v),
      );
      await page.evaluateOnNewDocument(`if (location.origin === ${origin}) sessionStorage.setItem(${key}, ${token});`);
    }
    return page;
  };
}

async function lighthouseRuns(site: StaticSite, cloud: CloudProcess, chrome: LaunchedChrome, browser: Browser) {
  await browser.defaultBrowserContext().overridePermissions(site.origin, ['geolocation']);
  mkdirSync(reportsDir, { recursive: true });
  const open = tabOpener(site, cloud, browser);
  const openTab = (spec: PageSpec) => open(spec.signedIn);

  // One unmeasured visit of each page first, so the first measured run does not also pay for a cold browser and
  // cold API handlers (the local gateway's first DynamoDB connection of each route).
  for (const spec of PAGES) {
    const page = await openTab(spec);
    try {
      await page.goto(`${site.origin}${spec.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    } finally {
      await page.close();
    }
  }

  const audit = async (spec: PageSpec, run: number): Promise<PageRun> => {
    const page = await openTab(spec);
    try {
      const t0 = performance.now();
      const result = await lighthouse(
        `${site.origin}${spec.path}`,
        { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
        undefined,
        page as never,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${spec.path}`);
      const checked = checkRun(spec, result.lhr);
      writeFileSync(path.join(reportsDir, `${spec.slug}-${run}.json`), JSON.stringify(result.lhr));
      console.log(
        `Lighthouse ${spec.path} run ${run}: performance ${checked.performance}, accessibility ${checked.accessibility} (${((performance.now() - t0) / 1000).toFixed(0)} s)${checked.problems.length ? `; ${checked.problems.join('; ')}` : ''}`,
      );
      return checked;
    } finally {
      await page.close();
    }
  };

  const runs = new Map<PageSpec, PageRun[]>();
  for (let run = 1; run <= RUNS; run++) {
    for (const spec of PAGES) runs.set(spec, [...(runs.get(spec) ?? []), await audit(spec, run)]);
  }
  return runs;
}

/** The median of a list (the lower middle value for an even count), or NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
}

/**
 * The median run by performance score (the lower middle one for an even count): the run whose failing audits are
 * listed when a page misses a budget. The figures themselves are each one's own median over the runs.
 */
export function medianRun<T extends { performance: number; accessibility: number }>(runs: T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.accessibility - b.accessibility);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One page's figures, each the median over its runs, with every run's value beside it. */
interface PageFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  /** The first tap's time to the next paint (median), on a content page. */
  firstTap?: number;
  /** Every run's value of each figure, in run order. */
  all: Record<'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls', number[]>;
}

export function pageFigures(runs: PageRun[]): PageFigures {
  const metric = (id: string) => runs.map((run) => run.lhr.audits[id]?.numericValue ?? NaN);
  const all = {
    performance: runs.map((run) => run.performance),
    accessibility: runs.map((run) => run.accessibility),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
  return {
    performance: median(all.performance),
    accessibility: median(all.accessibility),
    fcp: median(metric('first-contentful-paint')),
    lcp: median(all.lcp),
    tbt: median(all.tbt),
    cls: median(all.cls),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
    all,
  };
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const shift = (value: number) => value.toFixed(3);
const wholeMs = (value: number) => `${value.toFixed(0)} ms`;

function lighthouseSection(
  runs: Map<PageSpec, PageRun[]>,
  taps: Map<TapSpec, TapRun[]>,
  cartCount: number,
  loadAverage: string,
): BenchSection {
  const rows: string[][] = [];
  const notes: string[] = [];
  const figures = new Map<PageSpec, PageFigures>();
  for (const spec of PAGES) {
    const pageRuns = runs.get(spec) ?? [];
    const top = medianRun(pageRuns);
    if (!top) continue;
    const tapSpec = TAPS.find((tap) => tap.name === spec.name);
    const tapTimes = ((tapSpec && taps.get(tapSpec)) ?? []).map((tap) => tap.ms);
    const page = { ...pageFigures(pageRuns), ...(tapTimes.length ? { firstTap: median(tapTimes) } : {}) };
    figures.set(spec, page);
    const withRuns = (value: string, all: number[], format: (v: number) => string) =>
      RUNS > 1 ? `${value} (${all.map(format).join(', ')})` : value;
    rows.push([
      `\`${spec.name}\`${spec.signedIn ? ' (signed in)' : ''}${spec.shell ? ' (the shell alone)' : ''}`,
      withRuns(`**${page.performance}**`, page.all.performance, String),
      withRuns(`**${page.accessibility}**`, page.all.accessibility, String),
      ms(page.fcp),
      withRuns(seconds(page.lcp), page.all.lcp, seconds),
      withRuns(wholeMs(page.tbt), page.all.tbt, wholeMs),
      withRuns(shift(page.cls), page.all.cls, shift),
      page.firstTap === undefined ? '' : withRuns(wholeMs(page.firstTap), tapTimes, wholeMs),
      kb(page.scriptBytes),
    ]);
    const problems = [...new Set(pageRuns.flatMap((r) => r.problems))];
    if (problems.length)
      notes.push(`\`${spec.name}\`: the measured page is not the intended one: ${problems.join('; ')}.`);
    const performanceBudget = spec.shell ? SHELL_PERFORMANCE_BUDGET : PERFORMANCE_BUDGET;
    const missesVitals = spec.shell
      ? page.tbt > SHELL_TBT_BUDGET_MS
      : page.lcp > LCP_BUDGET_MS ||
        page.tbt > TBT_BUDGET_MS ||
        page.cls > CLS_BUDGET ||
        !((page.firstTap ?? Infinity) <= FIRST_TAP_BUDGET_MS);
    if (page.performance < performanceBudget || missesVitals) {
      const failing = failedAudits(top.lhr, 'performance');
      notes.push(
        `\`${spec.name}\` performance ${page.performance} (median run ${top.performance}): ${failing.join('; ') || 'no single audit below 0.9'}.`,
      );
    }
    const a11y = failedAudits(top.lhr, 'accessibility');
    if (a11y.length) {
      notes.push(`\`${spec.name}\` accessibility ${top.accessibility}, failing: ${a11y.join('; ')}.`);
    }
  }
  const of = `mobile, median of ${RUNS}`;
  /** A budget row over some pages: each page's median against the limit. */
  const budget = (
    name: string,
    limit: string,
    pages: PageSpec[],
    pick: (page: PageFigures) => number,
    format: (value: number) => string,
    within: (value: number) => boolean,
  ): Budget => ({
    name: `${name} (${of})`,
    limit,
    measured: pages
      .map((spec) => `${spec.name} ${figures.has(spec) ? format(pick(figures.get(spec)!)) : '?'}`)
      .join(', '),
    ok: pages.every((spec) => figures.has(spec) && within(pick(figures.get(spec)!))),
  });
  const budgets: Budget[] = [
    budget(
      `Lighthouse performance >= ${PERFORMANCE_BUDGET}`,
      `>= ${PERFORMANCE_BUDGET}`,
      CONTENT_PAGES,
      (p) => p.performance,
      String,
      (v) => v >= PERFORMANCE_BUDGET,
    ),
    budget(
      `Largest Contentful Paint <= ${LCP_BUDGET_MS / 1000} s`,
      `<= ${(LCP_BUDGET_MS / 1000).toFixed(1)} s`,
      CONTENT_PAGES,
      (p) => p.lcp,
      seconds,
      (v) => v <= LCP_BUDGET_MS,
    ),
    budget(
      `Total Blocking Time <= ${TBT_BUDGET_MS} ms`,
      `<= ${TBT_BUDGET_MS} ms`,
      CONTENT_PAGES,
      (p) => p.tbt,
      wholeMs,
      (v) => v <= TBT_BUDGET_MS,
    ),
    budget(
      `Cumulative Layout Shift <= ${CLS_BUDGET}`,
      `<= ${CLS_BUDGET}`,
      CONTENT_PAGES,
      (p) => p.cls,
      shift,
      (v) => v <= CLS_BUDGET,
    ),
    budget(
      `First tap to next paint <= ${FIRST_TAP_BUDGET_MS} ms`,
      `<= ${FIRST_TAP_BUDGET_MS} ms`,
      CONTENT_PAGES,
      (p) => p.firstTap ?? NaN,
      wholeMs,
      (v) => v <= FIRST_TAP_BUDGET_MS,
    ),
    budget(
      `Lighthouse performance of the 404 page (the shell alone) >= ${SHELL_PERFORMANCE_BUDGET}`,
      `>= ${SHELL_PERFORMANCE_BUDGET}`,
      SHELL_PAGES,
      (p) => p.performance,
      String,
      (v) => v >= SHELL_PERFORMANCE_BUDGET,
    ),
    budget(
      `Total Blocking Time of the 404 page <= ${SHELL_TBT_BUDGET_MS} ms`,
      `<= ${SHELL_TBT_BUDGET_MS} ms`,
      SHELL_PAGES,
      (p) => p.tbt,
      wholeMs,
      (v) => v <= SHELL_TBT_BUDGET_MS,
    ),
    budget(
      `Lighthouse accessibility >= ${ACCESSIBILITY_BUDGET}, every page`,
      `>= ${ACCESSIBILITY_BUDGET}`,
      PAGES,
      (p) => p.accessibility,
      String,
      (v) => v >= ACCESSIBILITY_BUDGET,
    ),
  ];
  const first = [...runs.values()].flat()[0]?.lhr;
  return {
    title: 'Lighthouse',
    intro: `Lighthouse ${first?.lighthouseVersion ?? ''} with its default mobile settings (the budgets' figures: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) in headless Chromium ${first?.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? ''}, ${RUNS} run${RUNS === 1 ? '' : 's'} per page, after one unmeasured visit of each page; each figure is its own median over the runs, every run shown in brackets. The production build is served as CloudFront serves it (HTTPS, HTTP/2, compression, its cache headers and SPA fallback), its API the in-memory local cloud with the seeded demo data.`,
    table: [
      ['Page', 'Performance', 'Accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'First tap', 'JS transferred'],
      ...rows,
    ],
    budgets,
    notes: [
      `/ is opened with the device location granted and set to central Bengaluru (CDP), so it shows Bengaluru's restaurants and dishes, as a visitor who shares their location sees it; /food/${DISH_ID} anonymously; /cart signed in as the seeded customer (a token signed with the cloud's key, put in sessionStorage under \`${CUSTOMER_TOKEN_KEY}\` before the app starts) with ${cartCount} dish in the cart; the 404 page (an address no route matches) is the first load, the root layout and one heading, without data or images: what the app's shell alone scores on the same machine in the same run, held to its own performance budget. Every run checks that the page ended on its URL and that its API calls answered 200.`,
      `First tap: ${TAPS.map((tap) => `${tap.name} ${tap.tapped}`).join('; ')}, tapped as soon as the page has hydrated (React's first effect marks \`html[data-hydrated]\`) on a 412x823 touch screen with the CPU slowed 4x for real (Lighthouse only simulates its slowdown); the figure is the longest event of the interaction as the Event Timing API reports it (input delay, handlers and the wait for the next paint: what Interaction to Next Paint is made of), median of ${RUNS}, every run in brackets.`,
      `FCP and the JavaScript transferred are medians too, held to no budget. Lighthouse's benchmark index of this machine: ${Math.round(first?.environment.benchmarkIndex ?? NaN)}; load average when Lighthouse started: ${loadAverage}. Full reports: node_modules/.cache/tiffin-bench/lighthouse/*.json.`,
      ...notes,
    ],
  };
}

interface WorkItem {
  group?: string;
  groupLabel?: string;
  url?: string;
  duration?: number;
  total?: number;
  scripting?: number;
}
const auditItems = (lhr: LighthouseResult, id: string) =>
  ((lhr.audits[id]?.details as { items?: WorkItem[] } | undefined)?.items ?? []) as WorkItem[];

/** Lighthouse's main-thread breakdown of the whole page (`mainthread-work-breakdown`), largest first. */
const mainThreadWork = (lhr: LighthouseResult) =>
  auditItems(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((item) => `${item.groupLabel ?? item.group} ${wholeMs(item.duration ?? 0)}`)
    .join(', ');

/** The scripts that kept the main thread busiest (`bootup-time`: evaluation, parse and compile), as sources. */
const scriptWork = (lhr: LighthouseResult, sources: Map<string, string>) =>
  auditItems(lhr, 'bootup-time')
    .slice(0, 4)
    .map(
      (item) =>
        `${scriptOf(item.url ?? '', sources)} ${wholeMs(item.total ?? 0)} (scripting ${wholeMs(item.scripting ?? 0)})`,
    )
    .join(', ');

/** At most this many long tasks per page in the report (the longest ones, shown in the order they ran). */
const LONG_TASKS_SHOWN = 12;

/** Each page's long tasks in its median run, with the script each is attributed to and where its time went. */
function longTasksSection(runs: Map<PageSpec, PageRun[]>): BenchSection {
  const sources = sourcesOf(readManifest());
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const spec of PAGES) {
    const top = medianRun(runs.get(spec) ?? []);
    if (!top) continue;
    const fcp = top.lhr.audits['first-contentful-paint']?.numericValue ?? 0;
    const tasks = longTasksOf(top.lhr);
    const shown = [...tasks]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, LONG_TASKS_SHOWN)
      .sort((a, b) => a.startTime - b.startTime);
    const afterPaint = tasks.filter((task) => task.startTime >= fcp);
    notes.push(
      `\`${spec.name}\`'s main thread by kind of work: ${mainThreadWork(top.lhr)}; by script: ${scriptWork(top.lhr, sources)}.`,
    );
    notes.push(
      `\`${spec.name}\`: ${tasks.length} long task${tasks.length === 1 ? '' : 's'}, ${afterPaint.length} after the first paint (${wholeMs(fcp)}) adding up to ${wholeMs(afterPaint.reduce((sum, task) => sum + task.duration, 0))}.`,
    );
    for (const task of shown) {
      rows.push([
        `\`${spec.name}\``,
        wholeMs(task.startTime),
        wholeMs(task.duration),
        task.startTime >= fcp ? 'after' : 'before',
        scriptOf(task.url, sources),
        workOf(task),
      ]);
    }
  }
  return {
    title: 'Long tasks',
    intro: `The tasks of 50 ms or more on the main thread in each page's median Lighthouse run (its own simulated mobile timing, the same run as the figures above): when each started, how long it took, whether it came after the first contentful paint, the script Lighthouse attributes it to (mapped to its source module through Vite's manifest) and the kinds of work it was made of (Lighthouse's task groups, ms). At most ${LONG_TASKS_SHOWN} per page, the longest.`,
    table: [['Page', 'Start', 'Duration', 'First paint', 'Script', 'Work (ms)'], ...rows],
    budgets: [],
    notes,
  };
}

/** At most this many traced tasks per page in the report (the longest ones, in the order they ran). */
const PROFILED_TASKS_SHOWN = 10;

/** Each content page's long tasks from Chromium's trace of a load and its first tap, their causes and hot code. */
function profileSection(traces: Map<TapSpec, TraceEvent[]>): BenchSection {
  const where = sourceMapper(dist);
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const [spec, trace] of traces) {
    const tasks = longTasksOfTrace(trace, where);
    notes.push(
      `\`${spec.name}\`: ${tasks.length} task${tasks.length === 1 ? '' : 's'} of 50 ms or more, ${wholeMs(tasks.reduce((sum, task) => sum + task.duration, 0))} in all.`,
    );
    const shown = [...tasks]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, PROFILED_TASKS_SHOWN)
      .sort((a, b) => a.start - b.start);
    for (const task of shown) {
      rows.push([
        `\`${spec.name}\``,
        wholeMs(task.start),
        wholeMs(task.duration),
        task.cause,
        task.work.map(([kind, time]) => `${kind} ${Math.round(time)}`).join(', '),
        task.hot.map(([name, time]) => `\`${name}\` ${Math.round(time)}`).join('; '),
      ]);
    }
  }
  return {
    title: "Profile: long tasks in Chromium's trace",
    intro: `One extra visit of each content page on the first tap's phone-sized tab (412x823, touch, the CPU slowed 4x for real), traced by Chromium from the navigation to the tap's next paint: every main-thread task of 50 ms or more, when it started (from the navigation), what started it, its self time by kind of work (ms) and the three functions the CPU profiler sampled most in it, mapped through the build's hidden source maps to their source file and line. At most ${PROFILED_TASKS_SHOWN} per page, the longest; the visit's own tap is not in the figures above.`,
    table: [['Page', 'Start', 'Duration', 'Started by', 'Work (ms)', 'Hot functions (ms)'], ...rows],
    budgets: [],
    notes,
  };
}

export async function run(): Promise<BenchSection[]> {
  const cloudStarting = startCloudProcess();
  cloudStarting.catch(() => undefined);
  let cloud: CloudProcess | undefined;
  let site: StaticSite | undefined;
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    const t0 = performance.now();
    await buildWeb();
    console.log(`Built the web app in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    const bundles = bundleSection();

    cloud = await cloudStarting;
    site = await serveBuild(dist, cloud.apiUrl, await benchPort());
    const cartCount = await addDishToCart(cloud);
    chrome = await launch({
      chromePath: CHROMIUM,
      // The site's certificate is a throw-away self-signed one (HTTPS because CloudFront serves HTTP/2).
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
      logLevel: 'error',
      port: await benchPort(),
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const loadAverage = loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    const runs = await lighthouseRuns(site, cloud, chrome, browser);
    const open = tabOpener(site, cloud, browser);
    const { taps, traces } = await firstTapRuns((tap) => open(tap.path === '/cart'), site.origin, TAPS, RUNS);
    return [
      bundles,
      lighthouseSection(runs, taps, cartCount, loadAverage),
      longTasksSection(runs),
      profileSection(traces),
    ];
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome?.kill();
    await site?.close();
    await (cloud ?? (await cloudStarting.catch(() => undefined)))?.stop();
  }
}
