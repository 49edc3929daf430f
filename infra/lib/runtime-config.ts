/**
 * The body of /config.js: the stage's live-updates socket URL for the SPA, known only at deploy time, hence here and
 * not in index.html. The API needs no entry: the SPA calls it on its own origin, under /x/.
 */
export function runtimeConfigJs(socketUrl?: string): string {
  const config = socketUrl ? `{ socketUrl: "${socketUrl}" }` : '{}';
  return `window.__TIFFIN_CONFIG__ = ${config};\n`;
}
