import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sharpImages } from '@tiffin/functions/adapters/images';
import { webpVersions } from '@tiffin/functions/domain/photos/resize';
import { PHOTO_WIDTHS, photoPath } from '@tiffin/shared/photos';
import { seed } from '../seed-data.ts';
import { imagePath, renderImage } from './images.ts';

/**
 * The seed's pictures as production serves a seller's photo: the resize step's WebP versions under
 * `/photos/<folder>/<id>-<width>.webp`, made by the resize step's own code (functions/src/domain/photos/resize.ts)
 * from the drawing rasterised to PNG. `npm run bench` measures these, as production never serves an SVG drawing;
 * `npm start` and the tests keep the drawings the gateway paints on request.
 */
const FOLDER = 'seed';

/** A drawing's photo id: a UUID-shaped hash of its path, so a drawing always has the same address. */
function idOf(drawing: string): string {
  const hex = createHash('sha256').update(drawing).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join('-');
}

/** A seed picture's address as an uploaded photo's: its largest version, which a dish's `image` holds. */
export const seedPhotoAddress = (kind: string, name: string): string =>
  photoPath(FOLDER, idOf(imagePath(kind, name)), Math.max(...PHOTO_WIDTHS));

/** Every picture the seed shows: each category's, restaurant's and dish's drawing. */
const seedDrawings = () => [
  ...seed.categories.map((category) => imagePath('category', category.cat)),
  ...seed.restaurants.map((restaurant) => imagePath('restaurant', restaurant.name)),
  ...seed.foods.map((food) => imagePath('food', food.name)),
];

async function versionsOf(drawing: string): Promise<Map<number, Buffer>> {
  // The resize step takes JPEG, PNG or WebP, never SVG: the drawing becomes the PNG a seller could have uploaded.
  const png = await sharp(Buffer.from(renderImage(drawing)!))
    .png()
    .toBuffer();
  const made = await webpVersions(sharpImages, png, 'image/png');
  if ('refused' in made) throw new Error(`the resize step refused the seed picture ${drawing}: ${made.refused}`);
  return new Map(made.versions.map((version) => [version.width, version.bytes]));
}

/**
 * Answers `/photos/seed/<id>-<width>.webp` with that version of a seed picture (made once, on first request), or
 * null for any other path.
 */
export function seedPhotoFiles(): (pathname: string) => Promise<Buffer | null> {
  const drawingOf = new Map(seedDrawings().map((drawing) => [idOf(drawing), drawing]));
  const made = new Map<string, Promise<Map<number, Buffer>>>();
  return async (pathname) => {
    const match = new RegExp(`^/photos/${FOLDER}/([0-9a-f-]{36})-(\\d+)\\.webp$`).exec(pathname);
    const drawing = match ? drawingOf.get(match[1]!) : undefined;
    if (!match || !drawing) return null;
    let versions = made.get(drawing);
    if (!versions) made.set(drawing, (versions = versionsOf(drawing)));
    return (await versions).get(Number(match[2])) ?? null;
  };
}
