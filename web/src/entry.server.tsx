import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * Renders a page on the build machine only (`ssr: false`: the prerendered pages and the SPA fallback): the whole
 * page, every lazy part resolved, as a static file must hold it.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  let failed: unknown;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error) {
      failed ??= error;
    },
  });
  await body.allReady;
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  headers.set('Content-Type', 'text/html');
  return new Response(body, { status, headers });
}
