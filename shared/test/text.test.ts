import { describe, expect, it } from 'vitest';
import { isPlainText, nameKey } from '../src/text.ts';

describe('text is text', () => {
  it('NUL, escapes and other control characters, bidi overrides and isolates, and half characters are not text', () => {
    for (const bad of [
      'a\u0000b',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\u202Eb',
      'a\u202Ab',
      'a\u2066b',
      'a\uD800',
      '\uDC00a',
    ]) {
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('any script, emoji, and the line breaks and tabs of multi-line text are text', () => {
    for (const good of ['Masala Dosa', 'मसाला डोसा', 'شاورما', 'Crisp.\nWith chutney\t🥥', 'Café Ünïcode', '👨‍🍳 Chef']) {
      expect(isPlainText(good), good).toBe(true);
    }
  });
});

describe("a name's normal form", () => {
  it('case, full-width letters, invisible characters, look-alike Cyrillic and Greek letters and spacing make no new name', () => {
    const dosa = nameKey('Dosa');
    for (const lookAlike of [
      'DOSA',
      'Ｄｏｓａ',
      'Do\u200Bsa',
      'D\u00ADosa',
      '\uFEFFDosa',
      'D\u043Esa',
      'D\u03BFs\u0430',
      '  Dosa ',
    ]) {
      expect(nameKey(lookAlike), JSON.stringify(lookAlike)).toBe(dosa);
    }
    expect(nameKey('Kathi   Rolls')).toBe(nameKey('kathi rolls'));
  });

  it('different names stay different', () => {
    expect(nameKey('Dosa')).not.toBe(nameKey('Dosai'));
    expect(nameKey('मसाला')).not.toBe(nameKey('मसाला डोसा'));
  });
});
