import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { FetchedImage, PhotoImport } from '#domain/ports';
import { config } from '#platform/config';

/**
 * The PhotoImport port over Node's http(s) (docs/architecture.md#photos): a seller's image address is fetched only
 * from a public host. The host is resolved first and refused unless EVERY address it resolves to is public unicast;
 * the connection then goes to the address that was checked (a pinned lookup, so a DNS answer that changes between
 * the check and the connection cannot reach an inner address). No redirect is followed, no cookie or credential is
 * sent, and the fetch gives up after a few seconds or past the size limit.
 */

export interface ImageFetchSettings {
  /** Where a photo's public path is read from (PhotoImport.photosUrl). */
  photosUrl: string;
  /** Tests and the local cloud only: loopback hosts (and plain http to them) are allowed, for a local image server. */
  allowLoopback: boolean;
  timeoutMs: number;
}

/** True when a fetch may connect to `address`: public unicast only; with `allowLoopback`, loopback too. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() reads an IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address it is.
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** A lookup that answers the one address already checked, whatever it is asked. */
const pinnedLookup =
  (pinned: LookupAddress): LookupFunction =>
  (_hostname, options, callback) => {
    const answer = callback as (error: Error | null, address: string | LookupAddress[], family?: number) => void;
    if (options.all) answer(null, [pinned]);
    else answer(null, pinned.address, pinned.family);
  };

/** The request's outcome, read to at most `maxBytes`. */
function get(url: URL, pinned: LookupAddress, maxBytes: number, signal: AbortSignal): Promise<FetchedImage> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: FetchedImage) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
      request.destroy();
    };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const request = (url.protocol === 'https:' ? https : http).request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // Only what an image request needs: no cookie, no authorization, no identity but the product's name.
        headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'Tiffin-photo-import' },
        agent: false,
        lookup: pinnedLookup(pinned),
        ...(isIP(host) ? {} : { servername: host }),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) return finish({ refused: 'redirect' });
        if (status !== 200) return finish({ refused: 'unreachable' });
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) return finish({ refused: 'tooBig' });
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return finish({ refused: 'tooBig' });
          chunks.push(chunk);
        });
        response.on('end', () => finish({ bytes: Buffer.concat(chunks) }));
        response.on('error', () => finish({ refused: 'unreachable' }));
      },
    );
    request.on('error', () => finish({ refused: 'unreachable' }));
    request.end();
  });
}

/** Rejects when the signal aborts: for steps that take no signal of their own (the DNS lookup). */
const beforeAbort = <T>(step: Promise<T>, signal: AbortSignal) =>
  Promise.race([
    step,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
  ]);

export function createPhotoImport(settings: () => ImageFetchSettings): PhotoImport {
  return {
    get photosUrl() {
      return settings().photosUrl;
    },
    async fetch(address, maxBytes) {
      const { allowLoopback, timeoutMs } = settings();
      if (!URL.canParse(address)) return { refused: 'address' };
      const url = new URL(address);
      const plainAllowed = allowLoopback && url.protocol === 'http:';
      if ((url.protocol !== 'https:' && !plainAllowed) || url.username || url.password) return { refused: 'address' };
      const signal = AbortSignal.timeout(timeoutMs);
      let addresses: LookupAddress[];
      try {
        addresses = await beforeAbort(
          lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true }),
          signal,
        );
      } catch {
        return { refused: 'address' };
      }
      if (addresses.length === 0 || !addresses.every((found) => isPublicAddress(found.address, allowLoopback)))
        return { refused: 'address' };
      if (url.protocol === 'http:' && !addresses.every((found) => ipaddr.process(found.address).range() === 'loopback'))
        return { refused: 'address' };
      return get(url, addresses[0]!, maxBytes, signal);
    },
  };
}

/** The functions' own import, from their settings: 5 seconds for a seller's picture. */
export const httpPhotoImport = createPhotoImport(() => ({
  photosUrl: config.photosUrl,
  allowLoopback: config.photoImportAllowLoopback,
  timeoutMs: 5_000,
}));
