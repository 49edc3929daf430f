import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { UploadForm, UploadStatus } from '@tiffin/shared/api/seller';
import { renderImage } from '@tiffin/local/demo-photos/images';
import { expect } from './a11y';
import { bearer, endpoint } from './api';
import { photosBucketUrl } from './stacks';

/** Where this worker's stack serves the photos bucket (s3rver), as the web app's /config.js says. */
export const photosUrl = photosBucketUrl;

/** A dish photographed from above: the seed's drawing of it, as a 1280-px JPEG a phone might take. */
export const dishPhoto = (slug: string) =>
  sharp(Buffer.from(renderImage(`/images/food/${slug}.svg`)!), { density: 144 })
    .resize({ width: 1280 })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Uploads a photo as the seller's page does (presigned form, post, status until ready); answers its address. */
export async function uploadPhoto(request: APIRequestContext, token: string, jpeg: Buffer): Promise<string> {
  const answer = await request.post(endpoint('seller/create-upload'), {
    headers: bearer(token),
    data: { contentType: 'image/jpeg' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const form = (await answer.json()) as UploadForm;
  const posted = await request.post(form.url, {
    multipart: { ...form.fields, file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  for (let i = 0; i < 60; i++) {
    const status = await request.get(endpoint('seller/get-upload', { id: form.id }), { headers: bearer(token) });
    const body = (await status.json()) as UploadStatus;
    if (body.status === 'ready') return `${photosUrl}${body.path}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the photo was never resized');
}

/**
 * A picture on another web server, as a seller finds one to paste: a JPEG of a seed dish served on a loopback port
 * (the local cloud, and only it, may import from loopback: docs/architecture.md#photos). Its address, and a stop.
 */
export async function pictureElsewhere(slug: string): Promise<{ url: string; close: () => Promise<void> }> {
  const jpeg = await dishPhoto(slug);
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
    response.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pictures/${slug}.jpg`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
