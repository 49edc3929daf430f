/**
 * The body of /config.js: the stage's API URL for the SPA, and a preconnect to the API's origin, so the first API
 * call of a page does not wait for DNS and TLS, which would delay the largest contentful paint. The URL is known only at
 * deploy time, hence here and not in index.html. `crossOrigin` matches the SPA's CORS fetches.
 */
export function runtimeConfigJs(apiUrl: string, socketUrl?: string): string {
  const socket = socketUrl ? `, socketUrl: "${socketUrl}"` : '';
  return (
    `window.__TIFFIN_CONFIG__ = { apiUrl: "${apiUrl}"${socket} };\n` +
    `(function () { var link = document.createElement('link'); link.rel = 'preconnect'; ` +
    `link.href = window.__TIFFIN_CONFIG__.apiUrl; link.crossOrigin = 'anonymous'; document.head.appendChild(link); })();\n`
  );
}
