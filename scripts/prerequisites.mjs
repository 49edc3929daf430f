// What `npm start`, `npm test` and `npm run bench` need of the machine, checked before they start, each with one line
// on what to do. What the project can bring itself, it brings: Node (the optional dependency node-linux-<arch>, whose
// `node` npm puts first on every script's PATH) and, for a root shell on Debian, Chromium's headless shell.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The browser the e2e tests and the bench drive: Debian's package `chromium-headless-shell`, or E2E_CHROMIUM. */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

/** The Node this project runs on (.node-version: Lambda's runtime). */
export const NODE_WANTED = readFileSync(path.join(root, '.node-version'), 'utf8').trim();

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/** The one line for a Node older than the pinned major, or undefined when this one will do. */
export function nodeProblem({
  version = process.versions.node,
  platform = process.platform,
  arch = process.arch,
} = {}) {
  if (major(version) >= major(NODE_WANTED)) return undefined;
  const packaged = platform === 'linux' && (arch === 'x64' || arch === 'arm64');
  return packaged
    ? `Node ${NODE_WANTED} is needed and this is v${version}: run \`npm install\` first (it brings node-linux-${arch}), ` +
        'then the command through npm (`npm start`, `npm test`), which puts the project’s Node first on PATH'
    : `Node ${NODE_WANTED} is needed and this is v${version}; the npm registry has no Node package for ${platform}-${arch}: ` +
        `install Node ${major(NODE_WANTED)} from https://nodejs.org and run the command again`;
}

/** The one line for a missing or too old Java (DynamoDB Local's jar runs on it), or undefined. */
export function javaProblem() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const found = Number(/version "(?:1\.)?(\d+)/.exec(`${java.stderr ?? ''}${java.stdout ?? ''}`)?.[1] ?? 0);
  return java.error || found < 17
    ? 'Java 17 or newer is needed (DynamoDB Local runs on it): sudo apt-get install -y openjdk-17-jre-headless'
    : undefined;
}

/**
 * Makes sure the browser is there: as root on Debian it installs `chromium-headless-shell` with apt-get, saying so in
 * one line; otherwise it answers the one command to run. Undefined when the browser is ready.
 */
export function ensureChromium({ exists = existsSync, isRoot = process.getuid?.() === 0, install = aptInstall } = {}) {
  if (exists(CHROMIUM)) return undefined;
  const command = 'sudo apt-get install -y chromium-headless-shell';
  if (process.env.E2E_CHROMIUM) return `E2E_CHROMIUM names ${CHROMIUM}, which does not exist`;
  if (!isRoot || !exists('/usr/bin/apt-get'))
    return `Chromium's headless shell is needed (the e2e tests and the bench run in it): ${command}`;
  console.log(
    "Installing Chromium's headless shell for the e2e tests and the bench: apt-get install -y chromium-headless-shell",
  );
  if (!install('chromium-headless-shell') || !exists(CHROMIUM))
    return `Installing Chromium's headless shell failed: ${command}`;
  return undefined;
}

/** `apt-get install` of one Debian package, quietly; whether it worked. */
function aptInstall(name) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: ['ignore', 'ignore', 'inherit'], env };
  if (spawnSync('apt-get', ['update', '-qq'], opts).status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], opts).status === 0;
}

/**
 * Checks what `needs` names (`java`, `chromium`; Node always) and exits with one line each for what is missing.
 * @param {{ java?: boolean, chromium?: boolean }} needs
 */
export function requirePrerequisites(needs) {
  const problems = [nodeProblem(), needs.java ? javaProblem() : undefined];
  // The browser last: it may install, which is worth doing only once Node and Java are right.
  if (!problems.some(Boolean) && needs.chromium) problems.push(ensureChromium());
  const missing = problems.filter(Boolean);
  if (!missing.length) return;
  for (const line of missing) console.error(line);
  process.exit(1);
}

// `node scripts/prerequisites.mjs java chromium`: the check alone, as `npm start`'s prestart runs it.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  requirePrerequisites({ java: args.includes('java'), chromium: args.includes('chromium') });
}
