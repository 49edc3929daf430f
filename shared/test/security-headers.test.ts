import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/security-headers.ts';

const imgSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('img-src '));

/** Every picture the site shows is served from its own origin (docs/architecture.md#photos). */
describe('the page loads pictures from its own origin only', () => {
  it('in the cloud: img-src is the site itself, data: and blob: (no other host, not even any https: one)', () => {
    expect(imgSrc(contentSecurityPolicy({ connect: ['https://api.example'] }))).toBe("img-src 'self' data: blob:");
  });

  it("under npm start: the loopback ports too (s3rver's photos and the seed's pictures)", () => {
    expect(imgSrc(contentSecurityPolicy({ connect: [], local: true }))).toBe(
      "img-src 'self' data: blob: http://localhost:* http://127.0.0.1:*",
    );
  });
});
