/** Types of own-tmp.mjs, a plain script that `npm test` and `npm run bench` run before anything is compiled. */
export function ownTmp(prefix: string): { dir: string; env: Record<string, string> };
export function leftBehind(options: { runDir: string; systemDir: string; before: ReadonlySet<string> }): string[];
