/** Types of prerequisites.mjs, for the tests written in TypeScript. */
export const CHROMIUM: string;
export const NODE_WANTED: string;
export function nodeProblem(machine?: { version?: string; platform?: string; arch?: string }): string | undefined;
export function javaProblem(): string | undefined;
export function ensureChromium(deps?: {
  exists?: (path: string) => boolean;
  isRoot?: boolean;
  install?: (name: string) => boolean;
}): string | undefined;
export function requirePrerequisites(needs: { java?: boolean; chromium?: boolean }): void;
