/**
 * Seed pictures, drawn as SVG on request so the local cloud needs no image files, fonts or internet.
 * Each is a generated food photograph seen from above: a dish recognisable from its name on a plate,
 * on a wooden, slate or linen table, with soft shadows. One texture filter (the table's) keeps them cheap to
 * paint. The same name always gives the same picture.
 */

const KINDS = new Set(['food', 'restaurant', 'category', 'banner']);

/** The picture's path for a seeded name: `/images/<kind>/<slug>.svg`. */
export const imagePath = (kind: string, name: string) =>
  `/images/${kind}/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;

/** A small seeded generator (mulberry32): the same slug draws the same picture. */
function randomFrom(text: string) {
  let seed = 0;
  for (const char of text) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = () => number;
const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const round = (n: number) => Math.round(n * 10) / 10;

/** Scattered small pieces (grains, seeds, herbs) inside a circle. */
function scatter(random: Random, count: number, radius: number, draw: (x: number, y: number, turn: number) => string) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    out += draw(round(Math.cos(angle) * distance), round(Math.sin(angle) * distance), Math.round(random() * 180));
  }
  return out;
}
/** Small pieces lying at random angles (grains, seeds, herbs); `fill` may pick a colour per piece. */
const flecks = (random: Random, count: number, radius: number, rx: number, ry: number, fill: string | (() => string)) =>
  scatter(
    random,
    count,
    radius,
    (x, y, turn) =>
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${typeof fill === 'string' ? fill : fill()}" transform="rotate(${turn} ${x} ${y})"/>`,
  );
const herbs = (random: Random, count: number, radius: number) => flecks(random, count, radius, 5, 2.6, '#2f7d32');

const plate = (r: number) =>
  `<circle r="${r}" fill="url(#plate)" filter="url(#shadow)"/><circle r="${round(r * 0.74)}" fill="none" stroke="#d9dde3" stroke-width="2"/>`;
const steel = (r: number) =>
  `<circle r="${r}" fill="url(#steel)" filter="url(#shadow)"/><circle r="${round(r * 0.93)}" fill="none" stroke="#9aa3ad" stroke-width="2"/>`;
const bowl = (r: number, fill: string, extra = '') =>
  `<circle r="${r}" fill="url(#bowl)" filter="url(#shadow)"/><circle r="${round(r * 0.8)}" fill="${fill}"/>${extra}`;

/** One dish, centred on 0,0, about 300 px across. */
const DISHES: Record<string, (random: Random) => string> = {
  rice: (random) =>
    `${plate(150)}<circle r="108" fill="url(#rice)"/>` +
    flecks(random, 140, 100, 6, 1.8, () => ['#fff7e0', '#f6c453', '#e8913a', '#fffdf5'][Math.floor(random() * 4)]!) +
    scatter(
      random,
      5,
      60,
      (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 13, 18))}" fill="#9a4a1c"/>`,
    ) +
    herbs(random, 14, 90) +
    scatter(random, 6, 80, (x, y) => `<path d="M${x} ${y}q8 -6 16 0" stroke="#7a3b12" stroke-width="3" fill="none"/>`),
  dosa: (random) =>
    `${plate(150)}<g transform="rotate(-28)"><rect x="-150" y="-36" width="300" height="72" rx="36" fill="url(#dosa)"/>` +
    `<path d="M-140 -6h280M-140 10h280" stroke="#b86b1d" stroke-width="2" opacity="0.5"/></g>` +
    `<g transform="translate(88 82)">${bowl(34, '#f0eee0')}</g><g transform="translate(-92 -84)">${bowl(34, '#c8601e')}${herbs(random, 4, 18)}</g>`,
  idli: (random) =>
    `${plate(150)}` +
    [
      [-55, -40],
      [45, -55],
      [-20, 50],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="44" fill="url(#idli)"/>`)
      .join('') +
    `<g transform="translate(75 55)"><circle r="40" fill="#b5651d"/><circle r="12" fill="#f3f1ea"/></g>` +
    `<g transform="translate(-95 75)">${bowl(26, '#f0eee0')}</g>` +
    herbs(random, 3, 20),
  thali: (random) => {
    const fills = ['#e3a72f', '#c0392b', '#5f8f2f', '#f5f1e6', '#d35400', '#8e5a2b'];
    let out = steel(160);
    for (let i = 0; i < 5; i++) {
      const angle = (i / 5) * Math.PI * 2 - Math.PI / 2;
      const [x, y] = [round(Math.cos(angle) * 98), round(Math.sin(angle) * 98)];
      out += `<g transform="translate(${x} ${y})"><circle r="38" fill="url(#steel)" filter="url(#shadow)"/><circle r="31" fill="${fills[(i + Math.floor(random() * 6)) % 6]}"/></g>`;
    }
    return out + `<circle r="46" fill="url(#rice)"/>` + flecks(random, 50, 40, 5, 1.6, '#fffdf5');
  },
  pizza: (random) =>
    `<circle r="156" fill="#6b4423" filter="url(#shadow)"/><circle r="146" fill="url(#crust)"/><circle r="124" fill="#c0392b"/>` +
    scatter(
      random,
      34,
      110,
      (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 12, 24))}" fill="#f6d77a" opacity="0.9"/>`,
    ) +
    scatter(random, 10, 100, (x, y) => `<circle cx="${x}" cy="${y}" r="14" fill="#a31f1f"/>`) +
    herbs(random, 12, 110) +
    `<path d="M-146 0h292M0 -146v292M-103 -103l206 206M103 -103l-206 206" stroke="#7a4a1f" stroke-width="2" opacity="0.35"/>`,
  burger: (random) =>
    `${plate(150)}<g transform="translate(-10 -6)"><circle r="104" fill="#3b2a1a" opacity="0.25"/><circle r="98" fill="url(#bun)"/>` +
    flecks(random, 36, 80, 4.5, 2.4, '#fbf3dc') +
    `<path d="M-96 24q96 30 192 0" stroke="#5d9b2f" stroke-width="9" fill="none"/></g>` +
    scatter(
      random,
      9,
      26,
      (x, y, turn) =>
        `<rect x="${x + 100}" y="${y + 90}" width="8" height="44" rx="3" fill="#f2b33d" transform="rotate(${turn} ${x + 100} ${y + 90})"/>`,
    ),
  pav: (random) =>
    `${plate(150)}<circle cx="-40" cy="40" r="78" fill="#c0392b"/>` +
    `<g transform="translate(-40 40)">${herbs(random, 10, 50)}</g>` +
    `<rect x="10" y="-110" width="100" height="80" rx="30" fill="url(#bun)"/><rect x="20" y="-20" width="100" height="80" rx="30" fill="url(#bun)"/>` +
    `<rect x="-44" y="26" width="22" height="14" rx="3" fill="#fff3b0"/>`,
  flatbread: (random) =>
    `${plate(150)}<circle r="120" fill="url(#flatbread)"/>` +
    scatter(
      random,
      30,
      110,
      (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 3, 8))}" fill="#8b4a16" opacity="0.6"/>`,
    ) +
    `<rect x="-16" y="-16" width="32" height="26" rx="4" fill="#fff3b0" filter="url(#shadow)"/>` +
    `<g transform="translate(105 95)">${bowl(32, '#f4f1e4')}</g>`,
  roll: (random) =>
    `${plate(150)}` +
    [
      [-55, -10, -20],
      [55, 20, 15],
    ]
      .map(
        ([x, y, turn]) =>
          `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="-42" y="-90" width="84" height="180" rx="40" fill="url(#flatbread)"/>` +
          `<ellipse cx="0" cy="-84" rx="38" ry="14" fill="#b5422a"/><ellipse cx="0" cy="-84" rx="26" ry="8" fill="#e8d7a8"/></g>`,
      )
      .join('') +
    herbs(random, 6, 40),
  momo: (random) =>
    `${steel(150)}` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const angle = (i / 6) * Math.PI * 2;
        const [x, y] = [round(Math.cos(angle) * 82), round(Math.sin(angle) * 82)];
        return `<g transform="translate(${x} ${y})"><circle r="38" fill="url(#idli)"/><path d="M-20 -8q20 -22 40 0M-14 4q14 -16 28 0" stroke="#d8d2c0" stroke-width="3" fill="none"/></g>`;
      })
      .join('') +
    `<g>${bowl(34, '#c0392b')}</g>` +
    herbs(random, 2, 10),
  noodles: (random) => {
    let strands = '';
    for (let i = 0; i < 34; i++) {
      const [x, y] = [round(between(random, -90, 60)), round(between(random, -90, 80))];
      strands += `<path d="M${x} ${y}q${round(between(random, 10, 30))} ${round(between(random, -40, 40))} ${round(between(random, 30, 60))} 0t${round(between(random, 20, 40))} 0" stroke="${random() > 0.5 ? '#e9c46a' : '#d9a441'}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    }
    return (
      `<circle r="150" fill="#1f1f24" filter="url(#shadow)"/><circle r="132" fill="#2b2b31"/><circle r="120" fill="#c98b3c"/>` +
      `<g clip-path="url(#inner)">${strands}</g>` +
      scatter(
        random,
        18,
        100,
        (x, y) =>
          `<rect x="${x}" y="${y}" width="10" height="5" fill="${random() > 0.5 ? '#3f8f3a' : '#d64a2b'}" transform="rotate(30 ${x} ${y})"/>`,
      )
    );
  },
  chilli: (random) =>
    `${bowl(150, '#8e2a14')}` +
    scatter(
      random,
      16,
      95,
      (x, y, turn) =>
        `<rect x="${x - 16}" y="${y - 12}" width="32" height="24" rx="9" fill="#b5521f" transform="rotate(${turn} ${x} ${y})"/>`,
    ) +
    scatter(
      random,
      12,
      95,
      (x, y, turn) =>
        `<rect x="${x}" y="${y}" width="22" height="9" rx="3" fill="${random() > 0.5 ? '#3f8f3a' : '#e0b43a'}" transform="rotate(${turn} ${x} ${y})"/>`,
    ) +
    herbs(random, 8, 90),
  curry: (random) =>
    `${bowl(150, '#c4561b')}<path d="M-60 -10q40 -40 80 0t70 10" stroke="#f4e6c8" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.85"/>` +
    scatter(
      random,
      8,
      80,
      (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 12, 18))}" fill="#8c3a10"/>`,
    ) +
    herbs(random, 16, 100),
  bowlmeal: (random) =>
    `${bowl(150, '#f3ead0')}` +
    [
      ['#c0392b', -50, -50],
      ['#3f8f3a', 50, -50],
      ['#e0b43a', -50, 50],
      ['#6b3f22', 50, 50],
    ]
      .map(([fill, x, y]) => `<circle cx="${x}" cy="${y}" r="46" fill="${fill}"/>`)
      .join('') +
    herbs(random, 10, 100),
  sweets: (random) =>
    `${bowl(150, '#d98a2b')}` +
    [
      [-45, -30],
      [40, -40],
      [0, 45],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="46" fill="url(#jamun)"/>`)
      .join('') +
    scatter(random, 8, 90, (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#5e8f2f"/>`),
  jalebi: (random) => {
    let spirals = '';
    for (let i = 0; i < 6; i++) {
      const [x, y] = [round(between(random, -70, 70)), round(between(random, -70, 70))];
      spirals += `<path d="M${x} ${y}m-4 0a4 4 0 1 0 8 0a12 12 0 1 0 -24 0a20 20 0 1 0 40 0a28 28 0 1 0 -56 0" stroke="#f08a1c" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    }
    return `${plate(150)}<circle r="70" cx="40" cy="40" fill="#f4ecd6"/>${spirals}`;
  },
  pudding: (random) =>
    `${plate(150)}<circle r="104" fill="url(#kesari)"/>` +
    flecks(random, 12, 80, 7, 4, '#f7e2b0') +
    scatter(random, 6, 70, (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#7a3b12"/>`),
  chai: () =>
    `${plate(150)}<g transform="translate(-50 -30)"><circle r="70" fill="#f4f4f0" filter="url(#shadow)"/><circle r="56" fill="#b07a45"/><circle r="56" fill="url(#tea)"/></g>` +
    `<rect x="10" y="10" width="120" height="90" rx="40" fill="url(#bun)"/><rect x="16" y="48" width="108" height="10" fill="#fff3b0"/>`,
};

/** Which dish a name shows: the first keyword found wins. */
const KEYWORDS: [RegExp, string][] = [
  [/biryani|pulao|fried-rice/, 'rice'],
  [/idli|vada-combo|tiffin/, 'idli'],
  [/dosa|uttapam|udupi/, 'dosa'],
  [/thali|meals|pongal/, 'thali'],
  [/pizza|slice/, 'pizza'],
  [/burger|cloud-kitchen/, 'burger'],
  [/pav|bhaji/, 'pav'],
  [/paratha|paranthe|naan|kulcha/, 'flatbread'],
  [/roll|kebab|wrap|frankie/, 'roll'],
  [/momo/, 'momo'],
  [/noodle|chinese|hakka/, 'noodles'],
  [/chilli|manchurian/, 'chilli'],
  [/burrito|bowl|salad/, 'bowlmeal'],
  [/jalebi|rabri/, 'jalebi'],
  [/kesari|halwa|kheer|payasam/, 'pudding'],
  [/dessert|jamun|sweet|rasgulla/, 'sweets'],
  [/maska|irani|chai|cafe|tea/, 'chai'],
  [/curry|chettinad|masala|spice/, 'curry'],
];
export const dishOf = (slug: string) => KEYWORDS.find(([pattern]) => pattern.test(slug))?.[1] ?? 'curry';

const TABLES = [
  { base: '#8a5a34', grain: '0.28 0.14 0.05', frequency: '0.004 0.09' }, // walnut
  { base: '#c8955f', grain: '0.42 0.25 0.1', frequency: '0.003 0.07' }, // oak
  { base: '#3c4148', grain: '0.12 0.13 0.15', frequency: '0.04 0.04' }, // slate
  { base: '#e9e1d2', grain: '0.6 0.55 0.48', frequency: '0.25 0.25' }, // linen
] as const;

function defs(random: Random) {
  const table = TABLES[Math.floor(random() * TABLES.length)]!;
  const [r, g, b] = table.grain.split(' ');
  const radial = (id: string, inner: string, outer: string, at = '40%') =>
    `<radialGradient id="${id}" cx="${at}" cy="${at}" r="65%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
  return {
    table,
    markup:
      `<defs>` +
      `<filter id="table" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${table.frequency}" numOctaves="3" seed="${Math.floor(random() * 99)}"/>` +
      `<feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 1.6 0 0 0 -0.55"/><feComposite in2="SourceGraphic" operator="in"/></filter>` +
      `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="6" dy="12" stdDeviation="10" flood-color="#1b130b" flood-opacity="0.45"/></filter>` +
      `<radialGradient id="light" cx="30%" cy="20%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>` +
      radial('plate', '#ffffff', '#e4e6ea') +
      radial('steel', '#eef1f4', '#8d96a0', '35%') +
      radial('bowl', '#f7f3ea', '#cfc6b4') +
      radial('rice', '#f7cf74', '#d8892f') +
      radial('idli', '#fbfaf4', '#e3ddcb') +
      radial('crust', '#e9b46a', '#b7702c') +
      radial('bun', '#e9a851', '#a45a1c', '35%') +
      radial('flatbread', '#f0cf8f', '#c98b45') +
      radial('jamun', '#8a3c16', '#3e1606', '35%') +
      radial('kesari', '#ffb347', '#e07b12') +
      radial('tea', '#d9a26b', '#8a5527', '45%') +
      `<linearGradient id="dosa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1c374"/><stop offset="0.5" stop-color="#d68b32"/><stop offset="1" stop-color="#9c5a1b"/></linearGradient>` +
      `<clipPath id="inner"><circle r="118"/></clipPath>` +
      `</defs>`,
  };
}

/** A dish name (slug) drawn at a place and size on the table. */
const dishAt = (slug: string, random: Random, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${DISHES[dishOf(slug)]!(random)}</g>`;

/** `/images/<kind>/<slug>.svg` -> an SVG picture, or null for any other path. */
export function renderImage(pathname: string): string | null {
  const match = /^\/images\/([a-z]+)\/([a-z0-9-]{1,80})\.svg$/.exec(pathname);
  if (!match || !KINDS.has(match[1]!)) return null;
  const [, kind, slug] = match as unknown as [string, string, string];
  const random = randomFrom(`${kind}/${slug}`);
  const [width, height] = kind === 'banner' ? [1200, 360] : [640, 420];
  const { table, markup } = defs(random);
  // A restaurant or the banner is a table spread: its own dish in front, two others beside it.
  const others = Object.keys(DISHES).filter((dish) => dish !== dishOf(slug));
  const pick = () => others[Math.floor(random() * others.length)]!;
  const scene =
    kind === 'restaurant' || kind === 'banner'
      ? dishAt(pick(), random, width * 0.17, height * 0.28, 0.62) +
        dishAt(pick(), random, width * 0.86, height * 0.72, 0.58) +
        dishAt(slug, random, width * 0.5, height * 0.52, 0.95)
      : dishAt(
          slug,
          random,
          width / 2 + between(random, -30, 30),
          height / 2 + between(random, -10, 10),
          kind === 'category' ? 1.25 : 1.15,
        );
  const label = slug
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `${markup}<rect width="100%" height="100%" fill="${table.base}"/><rect width="100%" height="100%" fill="${table.base}" filter="url(#table)"/>` +
    `${scene}<rect width="100%" height="100%" fill="url(#light)"/></svg>`
  );
}
