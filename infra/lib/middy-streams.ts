import type { Plugin } from 'esbuild';

const VIRTUAL = 'tiffin:middy-stream-web';

/**
 * `@middy/core` imports `ReadableStream` from `node:stream/web` at the top of its module, for one `instanceof` check in
 * its streamed-response path, which no Tiffin function takes (none uses `streamifyResponse`). An ES module's imports of
 * Node's builtins load at start, and that one costs ~10 ms of every cold start (bench/results.md). This plugin gives
 * Middy a stand-in whose `instanceof` asks Node's own global `ReadableStream`, which Node loads only when first used.
 */
export function middyStreamsOnDemand(): Plugin {
  return {
    name: 'middy-streams-on-demand',
    setup(build) {
      build.onResolve({ filter: /^(?:node:)?stream\/web$/ }, ({ importer }) =>
        /[\\/]node_modules[\\/]@middy[\\/]core[\\/]/.test(importer) ? { path: VIRTUAL, namespace: VIRTUAL } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: VIRTUAL }, () => ({
        loader: 'js',
        contents: `export class ReadableStream {
  static [Symbol.hasInstance](value) { return value instanceof globalThis.ReadableStream; }
}`,
      }));
    },
  };
}
