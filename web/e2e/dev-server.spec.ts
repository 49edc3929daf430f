import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test } from './support/a11y';
import { submitLogin } from './support/login';
import { E2E_WORKERS, stackPortEnv, stackPorts } from './support/stacks';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// A stack of its own, past the workers' stacks: `npm start` as a developer runs it, Vite's dev server included.
const ports = stackPorts(E2E_WORKERS);
const dataDir = `${process.env.TIFFIN_DATA_DIR ?? `${repoRoot}.data/e2e`}/dev-server`;
const base = `http://127.0.0.1:${ports.web}`;

// The demo accounts `npm start` seeds (the README's demo accounts).
const demoSeller = { email: 'seller@tiffin.local', password: 'Seller@123' };
const demoAdmin = { email: 'admin@tiffin.local', password: 'Admin@123' };

let stack: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A fresh data folder holds no optimised dependencies (start.ts keeps Vite's in it), as on a fresh clone.
  rmSync(dataDir, { recursive: true, force: true });
  stack = spawn('npm', ['start'], {
    cwd: repoRoot,
    // Its own process group, so the stop below reaches npm's child (start.ts) and everything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      WEB_MODE: 'dev',
      TIFFIN_DATA_DIR: dataDir,
      TIFFIN_TABLE_IN_MEMORY: '1',
      PASSWORD_HASH_COST: '10',
      ...stackPortEnv(ports),
    },
  });
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    stack!.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Tiffin is running')) resolve();
    });
    stack!.once('exit', (code) => reject(new Error(`npm start stopped (exit ${code}): ${printed.slice(-500)}`)));
  });
});

test.afterAll(async () => {
  if (stack && stack.exitCode === null) {
    const stopped = new Promise((resolve) => stack!.once('exit', resolve));
    process.kill(-stack.pid!, 'SIGTERM');
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a developer’s first visits of a fresh npm start, seller and admin pages first, load without a console error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });

  // The seller's pages first: login, then the dashboard and its charts, each a module Vite serves on first request.
  await submitLogin(page, `${base}/seller/login`, demoSeller, 'dev server seller login');
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Weekly Orders', { exact: true })).toBeVisible();
  await expectAccessible(page, 'dev server seller dashboard');

  // Then the admin's: this fresh data folder's admin has not signed in yet, so the first sign-in asks for a new password.
  await submitLogin(page, `${base}/admin/login`, demoAdmin, 'dev server admin login');
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await expect(page.getByRole('status')).toContainText('This is your first sign-in.');
  await expectAccessible(page, 'dev server admin first sign-in');

  // And the storefront's home page with the seeded Bengaluru restaurants.
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, 'dev server home');

  expect(problems).toEqual([]);
});
