/** Seed images, drawn as SVG on request so the local cloud needs no image files, fonts or internet. */

const KINDS = new Set(['food', 'restaurant', 'category', 'banner']);
const PALETTE = [
  ['#f97316', '#fde68a'],
  ['#16a34a', '#bbf7d0'],
  ['#dc2626', '#fecaca'],
  ['#9333ea', '#e9d5ff'],
  ['#0891b2', '#a5f3fc'],
  ['#ca8a04', '#fef08a'],
  ['#db2777', '#fbcfe8'],
] as const;
function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `/images/<kind>/<slug>.svg` -> an SVG picture, or null for any other path. */
export function renderImage(pathname: string): string | null {
  const match = /^\/images\/([a-z]+)\/([a-z0-9-]{1,80})\.svg$/.exec(pathname);
  if (!match || !KINDS.has(match[1]!)) return null;
  const [, kind, slug] = match as unknown as [string, string, string];
  const words = slug.split('-');
  const label = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  const [dark, light] = PALETTE[hash(slug) % PALETTE.length]!;
  const [width, height] = kind === 'banner' ? [1200, 360] : [640, 420];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g transform="translate(${width / 2} ${height * 0.44})" fill="none" stroke="#ffffff" stroke-width="${height / 70}" opacity="0.9">
<circle r="${height / 5}"/><circle r="${height / 8}" stroke-dasharray="4 6"/>
<path d="M${-height / 3.2} ${-height / 7}v${height / 3.5}M${-height / 3.2 - height / 40} ${-height / 7}v${height / 12}M${-height / 3.2 + height / 40} ${-height / 7}v${height / 12}M${height / 3.2} ${-height / 7}c${height / 25} ${height / 20} ${height / 25} ${height / 10} 0 ${height / 8}v${height / 6}"/>
</g>
<text x="50%" y="86%" font-family="sans-serif" font-size="${height / 12}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}
