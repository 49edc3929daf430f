#!/usr/bin/env node
// `npm run bench [-- part ...]`: bench/run.ts under tsx, its temporary files (tsx's, Chromium's, DynamoDB Local's, the
// site's TLS key) in a folder of the run's own, removed at the end, as `npm test` does.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ownTmp } from './own-tmp.mjs';
import { requirePrerequisites } from './prerequisites.mjs';

// The bench drives the same browser as the e2e tests (Lighthouse through chrome-launcher) over DynamoDB Local.
requirePrerequisites({ java: true, chromium: true });

const root = path.resolve(import.meta.dirname, '..');
const { dir, env } = ownTmp('tiffin-bench-');
const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['bench/run.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
