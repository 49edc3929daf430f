// A temporary folder of a run's own, and the environment that sends every process's temporary files into it (Java
// included: DynamoDB Local unpacks its native library there, and -XX:-UsePerfData keeps its hsperfdata out). `npm
// test` (test-all.mjs) and `npm run bench` (bench.mjs) run under it and remove it at the end, so the system temp
// folder is left as it was.
import { mkdtempSync } from 'node:fs';
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
