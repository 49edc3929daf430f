import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's shared apps synthesise into (build-app.ts), removed when the run ends. */
    infraRunDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tiffin-infra-'));
  project.provide('infraRunDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
