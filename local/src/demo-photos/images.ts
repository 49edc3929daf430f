/**
 * Seed pictures, drawn as SVG on request so the local cloud needs no image files, fonts or internet.
 * Each is a generated food photograph seen from above: a dish recognisable from its name on a plate, leaf, board or
 * pot, on a wooden, slate or linen table, with soft shadows. The name picks the kind of dish (`dishOf`) and then what
 * makes it that dish (filling, pieces, toppings, sides), so no two seeded dishes share a picture. One texture filter (the table's) keeps them cheap to
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

/**
 * Scattered small pieces (grains, seeds, herbs) inside a circle: spread evenly (a sunflower spiral, each piece nudged
 * at random) rather than thrown, so pieces do not clump on one side and the same dish looks the same under any seed.
 */
function scatter(random: Random, count: number, radius: number, draw: (x: number, y: number, turn: number) => string) {
  let out = '';
  const start = random() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const angle = start + i * 2.39996 + (random() - 0.5) * 0.8;
    const distance = Math.min(1, Math.sqrt((i + 0.5) / count) * (0.85 + random() * 0.3)) * radius;
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
/** Small rounded bars lying at random angles (diced vegetables, beans, capsicum strips); `fill` may pick a colour per piece. */
const strips = (
  random: Random,
  count: number,
  radius: number,
  [width, height, rx]: [number, number, number],
  fill: string | (() => string),
) =>
  scatter(
    random,
    count,
    radius,
    (x, y, turn) =>
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="${typeof fill === 'string' ? fill : fill()}" transform="rotate(${turn} ${x} ${y})"/>`,
  );
const herbs = (random: Random, count: number, radius: number) => flecks(random, count, radius, 5, 2.6, '#2f7d32');

const plate = (r: number) =>
  `<circle r="${r}" fill="url(#plate)" filter="url(#shadow)"/><circle r="${round(r * 0.74)}" fill="none" stroke="#d9dde3" stroke-width="2"/>`;
/** A black stoneware plate: the darker plating a few dishes get so they do not all sit on white. */
const darkPlate = (r: number) =>
  `<circle r="${r}" fill="#2b2a2e" filter="url(#shadow)"/><circle r="${round(r * 0.8)}" fill="#333238"/>`;
const steel = (r: number) =>
  `<circle r="${r}" fill="url(#steel)" filter="url(#shadow)"/><circle r="${round(r * 0.93)}" fill="none" stroke="#9aa3ad" stroke-width="2"/>`;
const bowl = (r: number, fill: string, extra = '') =>
  `<circle r="${r}" fill="url(#bowl)" filter="url(#shadow)"/><circle r="${round(r * 0.8)}" fill="${fill}"/>${extra}`;
/** A banana leaf laid on the table (south Indian serving): a long green blade with its rib and veins. */
const leaf = (w: number, h: number) =>
  `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${h / 3}" fill="url(#leaf)" filter="url(#shadow)"/>` +
  `<path d="M${-w / 2 + 10} ${round(-h * 0.08)}H${w / 2 - 10}" stroke="#b9d88a" stroke-width="4"/>` +
  `<path d="${Array.from({ length: 9 }, (_, i) => `M${-w / 2 + 30 + i * ((w - 60) / 8)} ${round(-h * 0.08)}l-18 ${-h / 2 + 14}m18 ${h / 2 - 14}l-18 ${h / 2 - 6}`).join('')}" stroke="#7fb54a" stroke-width="1.5" opacity="0.6"/>`;
/** A clay handi seen from above, as dum biryani is served: terracotta rim, the broken dough seal, the rice inside. */
const handi = (r: number) =>
  `<circle r="${r}" fill="#7b3a1a" filter="url(#shadow)"/><circle r="${round(r * 0.9)}" fill="url(#handi)"/>` +
  `<circle r="${round(r * 0.83)}" fill="none" stroke="#e8cf9a" stroke-width="9" stroke-dasharray="60 22 90 30"/>`;
/** An iron kadai with two loop handles, as a Chettinad curry comes to the table. */
const kadai = (r: number, fill: string) =>
  `<ellipse cx="${-r - 6}" rx="26" ry="16" fill="none" stroke="#2a2624" stroke-width="9"/><ellipse cx="${r + 6}" rx="26" ry="16" fill="none" stroke="#2a2624" stroke-width="9"/>` +
  `<circle r="${r}" fill="#2f2b29" filter="url(#shadow)"/><circle r="${round(r * 0.86)}" fill="${fill}"/>`;
/** A wooden pizza board with its handle, and a dark metal tray: the two ways the pizzas are served. */
const board = (r: number) =>
  `<rect x="${r - 20}" y="-22" width="90" height="44" rx="14" fill="#a8713c" filter="url(#shadow)"/><circle r="${r}" fill="#b98550" filter="url(#shadow)"/>` +
  `<path d="M${-r + 20} -60h${2 * r - 40}M${-r + 8} 10h${2 * r - 16}M${-r + 24} 80h${2 * r - 48}" stroke="#8e5e30" stroke-width="2" opacity="0.5"/>`;
const tray = (r: number) =>
  `<circle r="${r}" fill="#1e1f22" filter="url(#shadow)"/><circle r="${r - 6}" fill="none" stroke="#4a4c52" stroke-width="3"/>`;

/** A basil (or mint, curry) leaf: a pointed oval with its midrib, `size` long. */
const leafy = (x: number, y: number, turn: number, size: number, fill: string) =>
  `<path d="M0 ${-size / 2}q${size * 0.4} ${size / 2} 0 ${size}q${-size * 0.4} ${-size / 2} 0 ${-size}z" fill="${fill}" transform="translate(${x} ${y}) rotate(${turn})"/>`;
/** A lemon wedge, from above: a half disc with its segments. */
const lemon = (x: number, y: number, turn: number) =>
  `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M-26 0a26 26 0 0 1 52 0z" fill="#f4e04d"/><path d="M-20 0a20 20 0 0 1 40 0z" fill="#fff6a8"/>` +
  `<path d="M0 0v-19M0 0l-13 -14M0 0l13 -14" stroke="#f4e04d" stroke-width="2"/></g>`;
/** Red onion rings, scattered: stroked circles. */
const onionRings = (random: Random, count: number, radius: number) =>
  scatter(
    random,
    count,
    radius,
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="${round(between(random, 9, 15))}" fill="none" stroke="#b5527a" stroke-width="4"/>`,
  );
/** Paneer cubes with charred edges (tikka): cream squares with a burnt-orange corner. */
const paneerCubes = (random: Random, count: number, radius: number, size = 22, body = '#f8eed4') =>
  scatter(
    random,
    count,
    radius,
    (x, y, turn) =>
      `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="3" fill="${body}"/>` +
      `<path d="M${-size / 2} ${size / 2 - 6}h${size}v3q${-size / 2} 3 ${-size} 0z" fill="#c8702a"/><rect x="${-size / 2}" y="${-size / 2}" width="7" height="7" fill="#a4521d" opacity="0.7"/></g>`,
  );
/** Markup moved to a place on the plate. */
const at = (x: number, y: number, inner: string) => `<g transform="translate(${x} ${y})">${inner}</g>`;
/** A small side bowl at a place on the plate. */
const side = (x: number, y: number, r: number, fill: string, extra = '') => at(x, y, bowl(r, fill, extra));

/**
 * One dish, centred on 0,0, about 300 px across. Each kind draws what every dish of it shares; the slug (the dish's
 * name) then picks what makes that dish itself: its filling, pieces, toppings, vessel and sides, so two dosas or two
 * biryanis differ as the dishes do, not only by random texture.
 */
const DISHES: Record<string, (random: Random, slug: string) => string> = {
  rice: (random, slug) => {
    // What is in the rice, and so what colour its grains are and what sits on top.
    const look = /mutton|gosht|lamb/.test(slug)
      ? 'mutton'
      : /chicken/.test(slug)
        ? 'chicken'
        : /paneer/.test(slug)
          ? 'paneer'
          : /veg/.test(slug)
            ? 'veg'
            : 'plain';
    const grains = {
      chicken: ['#fffdf5', '#f6a53a', '#fff7e8', '#e8782a'],
      mutton: ['#fff7e8', '#c98a3c', '#8c4a1a', '#fffdf5'],
      paneer: ['#fffdf5', '#fff7e0', '#fffdf5', '#f6d25a'],
      veg: ['#fff7e0', '#f6c453', '#f6c453', '#e8913a'],
      plain: ['#fff7e0', '#f6c453', '#e8913a', '#fffdf5'],
    }[look];
    const dum = /dum|handi|hyderabad/.test(slug);
    let out = dum ? handi(155) : plate(150);
    // White basmati streaked with saffron for chicken, white for paneer, golden for veg, brown with the meat's masala
    // for mutton.
    const base = { chicken: '#f4dcaa', paneer: '#fbf6ea', veg: 'url(#rice)', mutton: '#d9b27a', plain: 'url(#rice)' }[
      look
    ];
    out += `<circle r="${dum ? 118 : 108}" fill="${base}"/>`;
    out += flecks(random, 150, 100, 6, 1.8, () => grains[Math.floor(random() * 4)]!);
    if (look === 'chicken')
      // Leg pieces glazed in masala, each with its bone.
      out += scatter(
        random,
        5,
        62,
        (x, y, turn) =>
          `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="14" y="-4" width="36" height="8" rx="4" fill="#f1e3c8"/><circle cx="50" r="6" fill="#f1e3c8"/><ellipse rx="24" ry="17" fill="#b4461c"/><ellipse cx="-5" cy="-4" rx="12" ry="7" fill="#d86a2c"/></g>`,
      );
    if (look === 'mutton')
      // Dark bone-in chunks, boiled egg halves, and the mirchi ka salan on the side.
      out +=
        scatter(
          random,
          6,
          64,
          (x, y, turn) =>
            `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="-17" y="-13" width="34" height="26" rx="10" fill="#5a2812"/><circle cx="8" cy="-3" r="5" fill="#efe3cc"/></g>`,
        ) +
        `<g transform="translate(-40 42)"><ellipse rx="22" ry="17" fill="#fbfaf4"/><circle r="10" fill="#f2b321"/></g><g transform="translate(30 -48)"><ellipse rx="22" ry="17" fill="#fbfaf4"/><circle r="10" fill="#f2b321"/></g>` +
        side(
          -112,
          -92,
          40,
          '#7a4a16',
          `<path d="M-18 -8q18 -8 36 4M-16 10q16 -10 34 0" stroke="#4f9a2f" stroke-width="7" stroke-linecap="round" fill="none"/>`,
        );
    if (look === 'paneer')
      // Spiced paneer cubes with green capsicum, and a bowl of raita.
      out +=
        paneerCubes(random, 9, 72, 26, '#ec9a4a') +
        flecks(random, 34, 90, 9, 5, () => (random() > 0.3 ? '#4f9a2f' : '#2f6d28')) +
        side(112, 92, 38, '#f7f5ee', flecks(random, 10, 22, 3, 1.5, '#4f9a2f'));
    if (look === 'veg')
      // Peas, carrot cubes, beans and cauliflower through the rice.
      out +=
        scatter(random, 26, 95, (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="#5aa532"/>`) +
        strips(random, 16, 95, [11, 11, 2], '#ee7b1d') +
        strips(random, 10, 90, [22, 7, 3], '#3f8f3a') +
        scatter(
          random,
          5,
          70,
          (x, y) =>
            `<g transform="translate(${x} ${y})"><circle r="11" fill="#f3ecd8"/><circle cx="9" cy="-5" r="8" fill="#ece2c6"/><circle cx="-7" cy="8" r="8" fill="#f7f1e2"/></g>`,
        );
    if (look === 'plain')
      out += scatter(
        random,
        5,
        60,
        (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 13, 18))}" fill="#9a4a1c"/>`,
      );
    // Fried onions and mint over every biryani.
    return (
      out +
      herbs(random, look === 'veg' ? 6 : 14, 90) +
      scatter(random, 6, 80, (x, y) => `<path d="M${x} ${y}q8 -6 16 0" stroke="#7a3b12" stroke-width="3" fill="none"/>`)
    );
  },
  dosa: (random, slug) => {
    // A ghee roast (or paper, plain) dosa is a long crisp cone on a banana leaf; a masala dosa is folded over its
    // potato filling on a steel plate.
    if (/roast|ghee|paper|plain/.test(slug) && !/masala/.test(slug))
      return (
        `${leaf(360, 250)}<g transform="rotate(-14)"><path d="M-170 -46L165 -4q8 4 0 8L-170 46z" fill="url(#roast)"/>` +
        `<path d="M-170 -46L165 -4M-170 46L165 4M-170 -24L165 -2M-170 24L165 2" stroke="#8a4a12" stroke-width="2" opacity="0.45"/>` +
        `<ellipse cx="-170" rx="14" ry="46" fill="#9c5a1b"/><ellipse cx="-168" rx="8" ry="36" fill="#5e3310"/>` +
        scatter(
          random,
          18,
          40,
          (x, y) => `<circle cx="${x + 10}" cy="${round(y / 2.5)}" r="3" fill="#fff0b0" opacity="0.7"/>`,
        ) +
        `</g>` +
        side(-60, 86, 30, '#c0392b') +
        side(10, 92, 30, '#f3f1e4', herbs(random, 3, 12)) +
        side(80, 86, 30, '#d9731f')
      );
    return (
      `${steel(155)}<g transform="translate(-8 -20) rotate(-8)">` +
      `<path d="M-138 10a138 118 0 0 1 276 0z" fill="url(#dosa)"/>` +
      `<path d="M-110 -20q110 -60 220 0M-80 -60q80 -40 160 0" stroke="#9c5a1b" stroke-width="2" fill="none" opacity="0.5"/>` +
      `<ellipse cy="14" rx="96" ry="28" fill="#f2c230"/>` +
      scatter(random, 14, 30, (x, y) => `<circle cx="${x * 3}" cy="${round(14 + y * 0.8)}" r="6" fill="#e9a919"/>`) +
      scatter(random, 16, 30, (x, y) => `<circle cx="${x * 3}" cy="${round(14 + y * 0.8)}" r="2.4" fill="#3a2412"/>`) +
      scatter(random, 6, 28, (x, y) => `<circle cx="${x * 3}" cy="${round(14 + y * 0.8)}" r="4.5" fill="#4f9a2f"/>`) +
      `<path d="M-138 10h276" stroke="#b86b1d" stroke-width="5"/></g>` +
      side(-62, 90, 36, '#d9731f', herbs(random, 4, 18)) +
      side(24, 96, 32, '#f0eee0')
    );
  },
  idli: (random) =>
    `${plate(150)}` +
    [
      [-58, -45],
      [36, -62],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="46" fill="url(#idli)"/>`)
      .join('') +
    `<g transform="translate(62 45)"><circle r="44" fill="#b5651d"/><circle r="30" fill="#d08a3a" opacity="0.6"/><circle r="12" fill="#f3f1ea"/></g>` +
    side(-62, 66, 42, '#d9731f', herbs(random, 4, 20)) +
    side(-120, -2, 22, '#f0eee0'),
  thali: (random, slug) => {
    if (/fish|meen/.test(slug))
      // Fish meals on a banana leaf: rice, two fried fish in red masala, the fish curry and a few sides.
      return (
        `${leaf(380, 290)}<ellipse cx="-40" cy="24" rx="80" ry="60" fill="#fbf6e8"/>` +
        at(-40, 24, flecks(random, 60, 56, 5, 1.6, '#e8dfc8')) +
        [
          [-50, -96, 8],
          [78, -74, -24],
        ]
          .map(
            ([x, y, turn]) =>
              `<g transform="translate(${x} ${y}) rotate(${turn})"><ellipse rx="58" ry="20" fill="#a8401e"/><path d="M54 0l26 -18v36z" fill="#8a3216"/><circle cx="-40" cy="-5" r="4" fill="#2a1a10"/>` +
              `<path d="M-20 -14v28M0 -16v32M20 -14v28" stroke="#7a2a10" stroke-width="3"/></g>`,
          )
          .join('') +
        `<g transform="translate(100 50)"><circle r="52" fill="url(#steel)"/><circle r="44" fill="#8e2a14"/><circle cx="-12" cy="-8" r="10" fill="#b5421f"/></g>` +
        `<circle cx="-120" cy="86" r="26" fill="#e2d27a"/><circle cx="60" cy="104" r="24" fill="#f5f1e6"/>` +
        lemon(-132, 20, 200)
      );
    // A steel thali of katoris round the rice, a papad leaning on one side.
    const fills = ['#e3a72f', '#c0392b', '#5f8f2f', '#f5f1e6', '#d35400', '#8e5a2b'];
    let out = steel(160);
    for (let i = 0; i < 5; i++) {
      const angle = (i / 5) * Math.PI * 2 - Math.PI / 2;
      const [x, y] = [round(Math.cos(angle) * 98), round(Math.sin(angle) * 98)];
      out += `<g transform="translate(${x} ${y})"><circle r="38" fill="url(#steel)" filter="url(#shadow)"/><circle r="31" fill="${fills[(i + Math.floor(random() * 6)) % 6]}"/></g>`;
    }
    return (
      out +
      `<circle r="46" fill="url(#rice)"/>` +
      flecks(random, 50, 40, 5, 1.6, '#fffdf5') +
      `<circle cx="40" cy="30" r="34" fill="#f3dc9a" opacity="0.95"/>` +
      scatter(random, 10, 28, (x, y) => `<circle cx="${x + 40}" cy="${y + 30}" r="2.5" fill="#c79a4a"/>`)
    );
  },
  pongal: (random) =>
    // Ven pongal: a soft pale mound of rice and moong dal, glossy with ghee, with cashews, pepper and curry leaves,
    // coconut chutney and sambar beside it.
    `${plate(150)}<ellipse cx="-20" cy="-18" rx="100" ry="86" fill="url(#pongal)"/>` +
    `<ellipse cx="-44" cy="-44" rx="40" ry="22" fill="#fff8da" opacity="0.7"/>` +
    flecks(random, 40, 80, 5, 2, '#f0dfa6') +
    scatter(random, 30, 80, (x, y) => `<circle cx="${x - 20}" cy="${y - 18}" r="2.4" fill="#1e1a16"/>`) +
    scatter(
      random,
      9,
      70,
      (x, y, turn) =>
        `<path d="M${x - 20} ${y - 18}a10 10 0 1 0 16 6" stroke="#e2b86a" stroke-width="7" fill="none" stroke-linecap="round" transform="rotate(${turn} ${x - 20} ${y - 18})"/>`,
    ) +
    scatter(random, 5, 60, (x, y, turn) => leafy(x - 20, y - 18, turn, 20, '#2f6d28')) +
    side(92, 70, 34, '#f3f1e4', herbs(random, 3, 14)) +
    side(-4, 112, 30, '#d9731f'),
  pizza: (random, slug) => {
    // Margherita: a wooden board, bright tomato, big pools of mozzarella and whole basil leaves. Pepperoni: a dark
    // tray, melted cheese covering the tomato, crowded with pepperoni. Farmhouse / veg: peppers, olives, onion, corn.
    const pepperoni = /pepperoni|salami|meat/.test(slug);
    const veggie = /farm|veg|garden|supreme/.test(slug) && !pepperoni;
    let out = pepperoni ? tray(160) : board(158);
    out += `<circle r="146" fill="url(#crust)"/><circle r="124" fill="${pepperoni ? '#e9b04c' : '#c9372a'}"/>`;
    if (pepperoni)
      out +=
        scatter(
          random,
          18,
          110,
          (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 10, 18))}" fill="#f6d77a"/>`,
        ) +
        scatter(
          random,
          20,
          106,
          (x, y) =>
            `<circle cx="${x}" cy="${y}" r="${round(between(random, 14, 17))}" fill="#a8281a"/><circle cx="${x + 4}" cy="${y - 3}" r="3" fill="#7a1a10"/><circle cx="${x - 5}" cy="${y + 4}" r="2" fill="#7a1a10"/>`,
        ) +
        flecks(random, 30, 110, 2.5, 1.2, '#3d6b2a');
    else if (veggie)
      out +=
        scatter(
          random,
          20,
          110,
          (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 10, 18))}" fill="#f6d77a"/>`,
        ) +
        scatter(
          random,
          9,
          104,
          (x, y) => `<circle cx="${x}" cy="${y}" r="12" fill="none" stroke="#3f9a2f" stroke-width="5"/>`,
        ) +
        scatter(
          random,
          12,
          104,
          (x, y) => `<circle cx="${x}" cy="${y}" r="7" fill="none" stroke="#1d1a1a" stroke-width="4"/>`,
        ) +
        scatter(
          random,
          8,
          100,
          (x, y) => `<path d="M${x} ${y}a14 14 0 0 1 24 8" stroke="#a4457a" stroke-width="4" fill="none"/>`,
        ) +
        scatter(random, 16, 104, (x, y) => `<circle cx="${x}" cy="${y}" r="4" fill="#f7d23a"/>`);
    else
      out +=
        // Mozzarella pools in a ring and one in the middle, a basil leaf between each: the pizza's look does not
        // depend on where random pieces fall.
        Array.from({ length: 7 }, (_, i) => {
          const angle = (i / 6) * Math.PI * 2 + random() * 0.3;
          const [x, y] = i === 6 ? [0, 0] : [round(Math.cos(angle) * 72), round(Math.sin(angle) * 72)];
          const [bx, by] = [round(Math.cos(angle + 0.5) * 92), round(Math.sin(angle + 0.5) * 92)];
          return (
            `<circle cx="${x}" cy="${y}" r="${round(between(random, 24, 28))}" fill="#fbf4e2"/><circle cx="${x - 5}" cy="${y - 5}" r="9" fill="#fffdf6"/>` +
            (i < 6 ? leafy(bx, by, Math.round(random() * 180), 34, '#2e7d32') : '')
          );
        }).join('');
    return (
      out +
      `<path d="M-146 0h292M0 -146v292M-103 -103l206 206M103 -103l-206 206" stroke="#7a4a1f" stroke-width="2" opacity="0.35"/>`
    );
  },
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
  pav: (random, slug) => {
    const pavs = (at: [number, number][]) =>
      at
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="100" height="80" rx="30" fill="url(#bun)"/><path d="M${x + 12} ${y + 40}h76" stroke="#fff0b0" stroke-width="4" opacity="0.7"/>`,
        )
        .join('');
    if (/vada/.test(slug))
      // Vada pav: two pavs, each with its golden potato vada showing and dry garlic chutney; fried green chillies.
      return (
        `${plate(150)}` +
        [
          [-58, -30, -12],
          [52, 36, 10],
        ]
          .map(
            ([x, y, turn]) =>
              `<g transform="translate(${x} ${y}) rotate(${turn})"><circle cx="30" cy="22" r="50" fill="url(#vada)"/>` +
              at(30, 22, flecks(random, 16, 46, 4, 2.5, '#b8701c')) +
              `<rect x="-52" y="-56" width="104" height="90" rx="36" fill="url(#bun)"/><path d="M-40 34q40 14 80 0" stroke="#b83a1e" stroke-width="6" fill="none"/></g>`,
          )
          .join('') +
        scatter(
          random,
          4,
          26,
          (x, y, turn) =>
            `<path d="M${x + 70} ${y - 80}q20 10 40 -4" stroke="#3f8f2a" stroke-width="11" fill="none" stroke-linecap="round" transform="rotate(${turn} ${x + 70} ${y - 80})"/>`,
        ) +
        scatter(random, 20, 22, (x, y) => `<circle cx="${x - 90}" cy="${y + 80}" r="3" fill="#c0392b"/>`)
      );
    if (/keema/.test(slug))
      // Keema pav: minced mutton with peas in a black bowl, pavs, onion rings and lemon.
      return (
        `${plate(150)}<g transform="translate(-40 30)"><circle r="86" fill="#1f1d1c" filter="url(#shadow)"/><circle r="74" fill="#6e3416"/>` +
        flecks(random, 90, 68, 4, 2.5, () => (random() > 0.5 ? '#8a4a22' : '#4e220c')) +
        scatter(random, 14, 60, (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#6fae3a"/>`) +
        herbs(random, 8, 50) +
        `</g>${pavs([[30, -120]])}` +
        at(96, 70, onionRings(random, 4, 24)) +
        lemon(-100, -90, 30)
      );
    // Pav bhaji: the red bhaji with butter, chopped onion, coriander and lemon; two toasted pavs.
    return (
      `${plate(150)}<circle cx="-40" cy="40" r="78" fill="#c0392b"/>` +
      `<g transform="translate(-40 40)">${herbs(random, 10, 50)}${flecks(random, 14, 50, 4, 3, '#efe3f0')}</g>` +
      pavs([
        [10, -110],
        [20, -20],
      ]) +
      `<rect x="-52" y="22" width="26" height="18" rx="3" fill="#fff3b0"/>` +
      lemon(-104, -70, -30)
    );
  },
  flatbread: (random) =>
    `${plate(150)}<circle r="120" fill="url(#flatbread)"/>` +
    scatter(
      random,
      30,
      110,
      (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 3, 8))}" fill="#8b4a16" opacity="0.6"/>`,
    ) +
    `<path d="M-120 0h240M0 -120v240" stroke="#a8692a" stroke-width="3" opacity="0.5"/>` +
    `<rect x="-16" y="-16" width="32" height="26" rx="4" fill="#fff3b0" filter="url(#shadow)"/>` +
    side(105, 95, 32, '#f4f1e4') +
    side(-110, 98, 26, '#b8461b', flecks(random, 6, 14, 4, 3, '#7a2a10')),
  roll: (random, slug) => {
    // A roll's filling, seen at its open end or where it is cut.
    const filling = (r: number) =>
      /paneer/.test(slug)
        ? `<circle r="${r}" fill="#4f9a2f"/>` + paneerCubes(random, 3, r * 0.45, r * 0.5)
        : /kebab|seekh/.test(slug)
          ? `<circle r="${r}" fill="#e8d7c0"/><circle r="${round(r * 0.7)}" fill="#6b3a1a"/><circle r="${round(r * 0.3)}" fill="#4a2410"/>`
          : /egg/.test(slug)
            ? `<circle r="${r}" fill="#f2c230"/><circle r="${round(r * 0.6)}" fill="#d9702a"/>`
            : `<circle r="${r}" fill="#d9702a"/><circle r="${round(r * 0.5)}" fill="#b5422a"/>`;
    if (/paneer/.test(slug))
      // Paneer tikka roll cut into three and stood on end on a dark plate: the spiral of bread round the green
      // chutney and charred paneer, with mint chutney and onion.
      return (
        `${darkPlate(150)}` +
        [
          [-62, -40],
          [50, -58],
          [-6, 54],
        ]
          .map(
            ([x, y]) =>
              `<g transform="translate(${x} ${y})"><circle r="50" fill="url(#flatbread)"/><circle r="42" fill="none" stroke="#d6a25a" stroke-width="2"/>${filling(34)}</g>`,
          )
          .join('') +
        side(92, 62, 34, '#3f8f2a') +
        at(-100, 70, onionRings(random, 3, 20))
      );
    // Rolls lying in their paper wrap, the filling showing at the open end, with onion rings and lemon.
    return (
      `${plate(150)}` +
      [
        [-50, -6, -18],
        [48, 12, 14],
      ]
        .map(
          ([x, y, turn]) =>
            `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="-40" y="-94" width="80" height="184" rx="38" fill="url(#flatbread)"/>` +
            `<rect x="-42" y="0" width="84" height="94" rx="10" fill="#f4ede0"/><path d="M-42 14h84M-42 40h84M-42 66h84" stroke="#c0392b" stroke-width="4"/>` +
            `<g transform="translate(0 -84)">${filling(30)}</g></g>`,
        )
        .join('') +
      at(104, -90, onionRings(random, 4, 20)) +
      lemon(-110, 90, 160)
    );
  },
  momo: (random, slug) => {
    // Eight momos round the chutney; fried ones are golden, steamed ones pale.
    const fried = /fried|kurkure|pan/.test(slug);
    return (
      `${steel(150)}` +
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => {
          const angle = (i / 8) * Math.PI * 2;
          const [x, y] = [round(Math.cos(angle) * 92), round(Math.sin(angle) * 92)];
          return `<g transform="translate(${x} ${y}) rotate(${i * 45})"><circle r="34" fill="${fried ? '#d99a3a' : 'url(#idli)'}"/><path d="M-18 -6q18 -20 36 0M-12 5q12 -14 24 0" stroke="${fried ? '#a8641c' : '#d8d2c0'}" stroke-width="3" fill="none"/></g>`;
        })
        .join('') +
      bowl(40, '#c0392b', flecks(random, 8, 22, 3, 1.5, '#7a1a10')) +
      herbs(random, 2, 10)
    );
  },
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
      ) +
      `<path d="M60 -170l120 180M78 -176l112 184" stroke="#2a1a10" stroke-width="7" stroke-linecap="round"/>`
    );
  },
  chilli: (random) =>
    // Dry chilli chicken on a white plate: glazed dark-red pieces with capsicum and onion petals, spring onion and
    // slit green chillies, no gravy.
    `${plate(150)}` +
    scatter(
      random,
      22,
      84,
      (x, y, turn) =>
        `<rect x="${x - 18}" y="${y - 14}" width="36" height="28" rx="10" fill="#8e2414" transform="rotate(${turn} ${x} ${y})"/><ellipse cx="${x - 4}" cy="${y - 4}" rx="8" ry="4" fill="#c2452a"/>`,
    ) +
    strips(random, 14, 95, [24, 16, 3], () => (random() > 0.5 ? '#3f9a2f' : '#f1e6f0')) +
    scatter(
      random,
      16,
      100,
      (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="none" stroke="#6cbf3f" stroke-width="3"/>`,
    ),
  curry: (random, slug) => {
    // A Chettinad curry is dark with roasted pepper and spices, in an iron kadai with curry leaves and dried red
    // chillies; any other curry is the lighter gravy in a bowl with a swirl of cream.
    if (/chettinad|pepper/.test(slug))
      return (
        kadai(146, '#6a2410') +
        scatter(
          random,
          8,
          80,
          (x, y, turn) =>
            `<g transform="translate(${x} ${y}) rotate(${turn})"><ellipse rx="22" ry="16" fill="#4a1a08"/><ellipse cx="-4" cy="-4" rx="10" ry="6" fill="#8a3412"/></g>`,
        ) +
        flecks(random, 60, 110, 2.2, 2.2, '#140c08') +
        scatter(random, 8, 100, (x, y, turn) => leafy(x, y, turn, 24, '#2f6d28')) +
        scatter(
          random,
          4,
          90,
          (x, y, turn) =>
            `<path d="M${x} ${y}q14 -10 30 0" stroke="#b81c10" stroke-width="9" fill="none" stroke-linecap="round" transform="rotate(${turn} ${x} ${y})"/>`,
        )
      );
    return (
      `${bowl(150, '#c4561b')}<path d="M-60 -10q40 -40 80 0t70 10" stroke="#f4e6c8" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.85"/>` +
      scatter(
        random,
        8,
        80,
        (x, y) => `<circle cx="${x}" cy="${y}" r="${round(between(random, 12, 18))}" fill="#8c3a10"/>`,
      ) +
      herbs(random, 16, 100)
    );
  },
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
  jalebi: (random, slug) => {
    let spirals = '';
    for (let i = 0; i < 6; i++) {
      const [x, y] = [round(between(random, -80, 20)), round(between(random, -80, 40))];
      spirals += `<path d="M${x} ${y}m-4 0a4 4 0 1 0 8 0a12 12 0 1 0 -24 0a20 20 0 1 0 40 0a28 28 0 1 0 -56 0" stroke="#f08a1c" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    }
    // With rabri: a bowl of thick sweetened milk with pistachio beside the jalebis.
    return `${plate(150)}${spirals}${/rabri/.test(slug) ? side(78, 70, 56, '#f1dca6', flecks(random, 14, 36, 4, 2, '#7fae3a')) : ''}`;
  },
  pudding: (random) =>
    // Kesari bath: a moulded dome of saffron semolina on a small leaf, with cashews and raisins.
    `${leaf(330, 250)}<circle r="96" fill="#c66a10" opacity="0.35"/><circle r="88" fill="url(#kesari)"/>` +
    `<ellipse cx="-24" cy="-30" rx="36" ry="18" fill="#ffd08a" opacity="0.6"/>` +
    scatter(
      random,
      8,
      60,
      (x, y, turn) =>
        `<path d="M${x} ${y}a10 10 0 1 0 16 6" stroke="#f3dcae" stroke-width="7" fill="none" stroke-linecap="round" transform="rotate(${turn} ${x} ${y})"/>`,
    ) +
    scatter(random, 7, 64, (x, y) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" fill="#5a2410"/>`),
  chai: () =>
    `${plate(150)}<g transform="translate(-50 -30)"><circle r="70" fill="#f4f4f0" filter="url(#shadow)"/><circle r="56" fill="#b07a45"/><circle r="56" fill="url(#tea)"/></g>` +
    `<rect x="10" y="10" width="120" height="90" rx="40" fill="url(#bun)"/><rect x="16" y="46" width="108" height="16" fill="#fff3b0"/>`,
};

/** Which dish a name shows: the first keyword found wins. */
const KEYWORDS: [RegExp, string][] = [
  [/biryani|pulao|fried-rice/, 'rice'],
  [/idli|vada-combo|tiffin/, 'idli'],
  [/dosa|uttapam|udupi/, 'dosa'],
  [/pongal/, 'pongal'],
  [/thali|meals/, 'thali'],
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
      radial('leaf', '#6fae3a', '#3f7f22', '50%') +
      radial('handi', '#a4532a', '#6a2c12', '50%') +
      radial('pongal', '#fbeebf', '#e6c877') +
      radial('vada', '#f5cf4e', '#c98a1c') +
      `<linearGradient id="roast" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8a64a"/><stop offset="0.5" stop-color="#c97a22"/><stop offset="1" stop-color="#8a4a12"/></linearGradient>` +
      `<linearGradient id="dosa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1c374"/><stop offset="0.5" stop-color="#d68b32"/><stop offset="1" stop-color="#9c5a1b"/></linearGradient>` +
      `<clipPath id="inner"><circle r="118"/></clipPath>` +
      `</defs>`,
  };
}

/** A kind of dish drawn at a place and size on the table, as the dish named by the slug. */
const dishAt = (dish: string, slug: string, random: Random, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${DISHES[dish]!(random, slug)}</g>`;

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
  // The two dishes beside it are kinds picked at random, drawn as such (not their kind's name read as a dish name,
  // which the keywords would mostly take for a curry).
  const beside = (x: number, y: number, scale: number) => {
    const dish = pick();
    return dishAt(dish, dish, random, x, y, scale);
  };
  const scene =
    kind === 'restaurant' || kind === 'banner'
      ? beside(width * 0.17, height * 0.28, 0.62) +
        beside(width * 0.86, height * 0.72, 0.58) +
        dishAt(dishOf(slug), slug, random, width * 0.5, height * 0.52, 0.95)
      : dishAt(dishOf(slug), slug, random, width / 2, height / 2, kind === 'category' ? 1.25 : 1.15);
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
