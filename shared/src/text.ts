/**
 * Text a person typed, as the server stores it (no zod here: the data layer's keys use `nameKey`, and every Lambda
 * bundle carries the keys).
 */

/** C0 and C1 control characters (NUL, escape, ...) but tab, line feed and carriage return, which multi-line text keeps. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this expression is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional embeddings, overrides and isolates, which reorder how the text around them shows (Trojan Source). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Half of a UTF-16 pair without its other half: no character at all, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True for text that shows as what it says: no control characters, no bidi overrides, no lone surrogates. */
export function isPlainText(value: string): boolean {
  return !CONTROL.test(value) && !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Characters that draw nothing (format characters: zero-width space and joiners, soft hyphen, word joiner, byte
 * order mark, bidi marks), variation selectors, the combining grapheme joiner and the Hangul fillers: all render empty.
 */
const INVISIBLE = /\p{Cf}|\p{Variation_Selector}|\u034F|[\u115F\u1160\u3164\uFFA0]/gu;

/**
 * Letters of other scripts that look like Latin ones in common fonts (Unicode's confusables, lower case, the ones a
 * name is likely to be spoofed with): Cyrillic and Greek.
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'h',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/**
 * A name's normal form, for telling two names apart as a reader would: compatibility-normalised (NFKC: full-width
 * and other presentation forms become plain letters), lower case, invisible characters removed, look-alike letters
 * of other scripts mapped to the Latin ones, white space (and '#', a key separator) collapsed to one space.
 */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
  return Array.from(folded, (char) => CONFUSABLES[char] ?? char)
    .join('')
    .replace(/[\s#]+/g, ' ')
    .trim();
}
