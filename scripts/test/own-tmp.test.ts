import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leftBehind } from '../own-tmp.mjs';

/** A system temp folder of the test's own, with a run's folder inside, as `npm test` lays them out. */
const made: string[] = [];
function layout() {
  const systemDir = mkdtempSync(path.join(tmpdir(), 'tiffin-own-tmp-test-'));
  made.push(systemDir);
  mkdirSync(path.join(systemDir, 'hsperfdata_root'));
  const before = new Set(readdirSync(systemDir));
  const runDir = mkdtempSync(path.join(systemDir, 'tiffin-test-'));
  return { systemDir, runDir, before };
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm test's temp-folder check", () => {
  it('programs running beside the suite (npm start, a browser, a JVM) writing to the system temp folder do not fail it', () => {
    const { systemDir, runDir, before } = layout();
    for (const name of ['tsx-0', 'pulse-PKdhtXMmr18n', 'hsperfdata_other', 'org.chromium.Chromium.abc']) {
      mkdirSync(path.join(systemDir, name));
    }
    expect(leftBehind({ runDir, systemDir, before })).toEqual([]);
  });

  it("the tools' own caches inside the run's folder are not leftovers", () => {
    const { systemDir, runDir, before } = layout();
    for (const name of [
      'tsx-0',
      'node-compile-cache',
      'playwright-transform-cache-0',
      'playwright_chromiumdev_profile-1Co7KG',
    ]) {
      mkdirSync(path.join(runDir, name));
    }
    expect(leftBehind({ runDir, systemDir, before })).toEqual([]);
  });

  it("a test's own folder or file left in the run's folder fails it, by name", () => {
    const { systemDir, runDir, before } = layout();
    mkdirSync(path.join(runDir, 'tiffin-cdk-out-x1'));
    writeFileSync(path.join(runDir, 'upload.jpg'), '');
    expect(leftBehind({ runDir, systemDir, before }).sort()).toEqual(
      [path.join(runDir, 'tiffin-cdk-out-x1'), path.join(runDir, 'upload.jpg')].sort(),
    );
  });

  it('a folder of ours left in the system temp folder fails it, one that was there before does not', () => {
    const { systemDir, runDir } = layout();
    mkdirSync(path.join(systemDir, 'tiffin-old'));
    const before = new Set(readdirSync(systemDir));
    mkdirSync(path.join(systemDir, 'tiffin-test-s3-abc'));
    expect(leftBehind({ runDir, systemDir, before })).toEqual([path.join(systemDir, 'tiffin-test-s3-abc')]);
  });
});
