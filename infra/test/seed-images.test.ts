import { describe, expect, it } from 'vitest';
import { dishOf, imagePath, renderImage } from '../local/images.ts';
import { seed } from '../local/seed-data.ts';

/** What a photograph of each seeded category may show (a dosa place also serves idli, a thali place pav bhaji). */
const LOOKS: Record<string, string[]> = {
  'cat-biryani': ['rice'],
  'cat-dosa': ['dosa', 'idli'],
  'cat-thali': ['thali', 'pav', 'flatbread', 'curry'],
  'cat-pizza': ['pizza'],
  'cat-burgers': ['burger', 'pav'],
  'cat-chinese': ['noodles', 'momo', 'chilli'],
  'cat-rolls': ['roll', 'bowlmeal'],
  'cat-desserts': ['pudding', 'jalebi', 'sweets', 'chai'],
};
const slugOf = (path: string) => /\/([a-z0-9-]+)\.svg$/.exec(path)![1]!;

describe('seeded photographs', () => {
  it('every seeded dish is photographed as its own kind of dish, not one picture for all', () => {
    for (const food of seed.foods) {
      expect(LOOKS[food.categoryId], food.name).toContain(dishOf(slugOf(imagePath('food', food.name))));
    }
    for (const category of seed.categories) {
      expect(LOOKS[category._id], category.cat).toContain(dishOf(slugOf(imagePath('category', category.cat))));
    }
  });

  it('a photograph is a picture of food on a table, without words drawn on it, and the same name draws the same one', () => {
    const picture = renderImage(imagePath('food', 'Masala Dosa'))!;
    expect(picture).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(picture).toContain('aria-label="Masala Dosa"');
    expect(picture).not.toContain('<text');
    expect(renderImage(imagePath('food', 'Masala Dosa'))).toBe(picture);
    expect(renderImage(imagePath('food', 'Chicken Biryani'))).not.toBe(picture);
  });

  it('every restaurant and the banner get a table spread of several dishes', () => {
    for (const restaurant of seed.restaurants) {
      const picture = renderImage(imagePath('restaurant', restaurant.name))!;
      expect(picture.match(/<g transform="translate\([\d. ]+\) scale/g), restaurant.name).toHaveLength(3);
    }
    expect(renderImage('/images/banner/home.svg')).toContain('width="1200"');
  });

  it('a path outside /images/<kind>/<name>.svg draws nothing', () => {
    for (const path of [
      '/images/food/../x.svg',
      '/images/other/dosa.svg',
      '/images/food/Dosa.svg',
      '/images/food/dosa.png',
    ]) {
      expect(renderImage(path), path).toBeNull();
    }
  });
});
