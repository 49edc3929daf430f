// A temporary folder of a run's own, and the environment that sends every process's temporary files into it (Java
// included: DynamoDB Local unpacks its native library there, and -XX:-UsePerfData keeps its hsperfdata out). `npm
// test` (test-all.mjs) and `npm run bench` (bench.mjs) run under it and remove it at the end, so the system temp
// folder is left as it was.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function ownTmp(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const env = {
    TMPDIR: dir,
    JAVA_TOOL_OPTIONS: `${process.env.JAVA_TOOL_OPTIONS ?? ''} -Djava.io.tmpdir=${dir} -XX:-UsePerfData`.trim(),
  };
  return { dir, env };
}

/** The tools' own caches in a run's folder (tsx's IPC folder, Node 22's module compile cache, Playwright's transform
 * cache, Chromium's profile, singleton and sound-server folders): theirs, not leftovers of a test. */
const TOOL_CACHES = /^(?:tsx-\d+|node-compile-cache|playwright[-_].*|\.?org\.chromium\.Chromium\..*|pulse-.*)$/;

/**
 * What a run left behind: anything in its own folder but the tools' caches, and anything new in the system temp
 * folder under the prefix every folder of ours carries (`tiffin-`). Whatever else other programs on the machine
 * write to the system temp folder meanwhile is not the run's, and is not judged.
 */
export function leftBehind({ runDir, systemDir, before }) {
  const inRun = readdirSync(runDir)
    .filter((name) => !TOOL_CACHES.test(name))
    .map((name) => path.join(runDir, name));
  const inSystem = readdirSync(systemDir)
    .filter((name) => !before.has(name) && name.startsWith('tiffin-') && path.join(systemDir, name) !== runDir)
    .map((name) => path.join(systemDir, name));
  return [...inRun, ...inSystem];
}
