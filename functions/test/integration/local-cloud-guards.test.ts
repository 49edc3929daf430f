import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { liveProtocols } from '@tiffin/shared/api/live';
import type { UploadForm } from '@tiffin/shared/api/seller';
import type { SocketServer } from '@tiffin/local/live';
import { tokenFor } from './support/api.ts';
import { testBucket } from './support/photos.ts';
import { newCustomer } from './support/people.ts';
import { useStack } from './support/stack.ts';

/**
 * `npm start`'s emulators guard what the cloud guards: the photos bucket (s3rver) takes only the presigned POST its
 * policy allows and serves photos only as images; the live sockets' @connections API answers the publisher only.
 */
const { api } = await useStack();
let seller: string;
let sockets: SocketServer;
let socketBase: string;
const open: WebSocket[] = [];
const bucketName = () => process.env.PHOTOS_BUCKET!;
const bucketUrl = () => `${process.env.S3_ENDPOINT}/${bucketName()}`;
const bucket = testBucket();

beforeAll(async () => {
  seller = await tokenFor('seller', 'u-seller-blr');
  const { createSocketServer } = await import('@tiffin/local/live');
  sockets = await createSocketServer();
  sockets.listen(0, '127.0.0.1');
  await once(sockets, 'listening');
  socketBase = `127.0.0.1:${(sockets.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const ws of open) ws.terminate();
  await new Promise((resolve) => sockets?.close(resolve));
});

async function uploadForm(contentType = 'image/jpeg') {
  const answer = await api.call<UploadForm>('seller/create-upload', { token: seller, body: { contentType } });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Posts a form as a browser would: the fields, then the file. */
async function post(url: string, fields: Record<string, string>, bytes: Uint8Array) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([bytes]), 'photo.jpg');
  const response = await fetch(url, { method: 'POST', body });
  return { status: response.status, text: await response.text() };
}

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

describe('the local photo bucket takes only what its policy allows', () => {
  it("a stranger's unsigned PUT is refused with 403 and writes nothing", async () => {
    const key = `photos/u-seller-blr/stranger-${Date.now()}.webp`;
    const response = await fetch(`${bucketUrl()}/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/webp' },
      body: 'not a photo',
    });
    expect(response.status).toBe(403);
    expect(await bucket.exists(key)).toBe(false);
  });

  it("a stranger's unsigned DELETE of a seller's photo is refused with 403", async () => {
    const response = await fetch(`${bucketUrl()}/photos/u-seller-blr/any.webp`, { method: 'DELETE' });
    expect(response.status).toBe(403);
  });

  it('a form whose key is not the one its policy names is refused with 403, and nothing is stored', async () => {
    const form = await uploadForm();
    const key = `uploads/u-seller-blr/${form.id}-other`;
    const answer = await post(form.url, { ...form.fields, key }, JPEG_BYTES);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('AccessDenied');
    expect(await bucket.exists(key)).toBe(false);
  });

  it("a form whose Content-Type is not its policy's (an HTML page as a JPEG's form) is refused with 403", async () => {
    const form = await uploadForm('image/jpeg');
    const answer = await post(form.url, { ...form.fields, 'Content-Type': 'text/html' }, JPEG_BYTES);
    expect(answer.status).toBe(403);
    expect(await bucket.exists(form.fields.key!)).toBe(false);
  });

  it('a file larger than its policy allows (5 MB), or an empty one, is refused as S3 refuses it (400)', async () => {
    const form = await uploadForm();
    const answer = await post(form.url, form.fields, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('EntityTooLarge');
    const empty = await post(form.url, form.fields, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('EntityTooSmall');
    expect(await bucket.exists(form.fields.key!)).toBe(false);
  });

  it('a form with a forged signature, or a policy rewritten to allow any key, is refused with 403', async () => {
    const form = await uploadForm();
    const signature = Object.keys(form.fields).find((name) => name.toLowerCase() === 'x-amz-signature')!;
    const policyName = Object.keys(form.fields).find((name) => name.toLowerCase() === 'policy')!;
    const forged = { ...form.fields, [signature]: '0'.repeat(64) };
    expect((await post(form.url, forged, JPEG_BYTES)).status).toBe(403);
    const policy = JSON.parse(Buffer.from(form.fields[policyName]!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    const loose = {
      ...policy,
      conditions: policy.conditions.filter((condition) => !(condition as { key?: string }).key),
    };
    const rewritten = { ...form.fields, [policyName]: Buffer.from(JSON.stringify(loose)).toString('base64') };
    expect((await post(form.url, { ...rewritten, key: 'photos/u-seller-mum/x.webp' }, JPEG_BYTES)).status).toBe(403);
    expect(await bucket.exists('photos/u-seller-mum/x.webp')).toBe(false);
  });

  it('the form as the server made it still uploads', async () => {
    const form = await uploadForm();
    expect((await post(form.url, form.fields, JPEG_BYTES)).status).toBe(204);
  });
});

describe('the local photo bucket serves photos only, and only as images', () => {
  it('an HTML page stored under photos/ is not served to a browser; uploads/ are not served at all', async () => {
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = new S3Client({
      region: 'ap-south-1',
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const page = `photos/u-seller-blr/page-${Date.now()}.webp`;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucketName(),
        Key: page,
        Body: '<script>alert(1)</script>',
        ContentType: 'text/html',
      }),
    );
    s3.destroy();
    const served = await fetch(`${bucketUrl()}/${page}`);
    expect(served.status).toBe(403);
    expect(served.headers.get('content-type')).not.toContain('text/html');
    expect(await served.text()).not.toContain('<script>');
    expect((await fetch(`${bucketUrl()}/uploads/u-seller-blr/anything`)).status).toBe(403);
    expect((await fetch(bucketUrl())).status).toBe(403);
  });
});

describe("the local @connections API is the publisher's only", () => {
  it("a stranger on the machine cannot post to or close someone's socket: 403, and the socket hears nothing", async () => {
    const customer = await newCustomer();
    const ws = new WebSocket(`ws://${socketBase}`, liveProtocols(customer.token));
    open.push(ws);
    const heard: string[] = [];
    ws.on('message', (data) => heard.push(String(data)));
    await once(ws, 'open');
    const { connectionsOf } = await import('#data/connections');
    const [connection] = await connectionsOf({ kind: 'customer', id: customer.id }, Date.now());
    const id = encodeURIComponent(connection!.connectionId);
    for (const path of [`/@connections/${id}`, `/local-guess/@connections/${id}`]) {
      const posted = await fetch(`http://${socketBase}${path}`, { method: 'POST', body: '{"type":"order"}' });
      expect(posted.status).toBe(403);
      expect((await fetch(`http://${socketBase}${path}`, { method: 'DELETE' })).status).toBe(403);
    }
    // The publisher, told the secret path, still reaches it.
    const published = await fetch(`http://${socketBase}${sockets.callbackPath}/@connections/${id}`, {
      method: 'POST',
      body: 'hello',
    });
    expect(published.status).toBe(200);
    await expect.poll(() => heard).toEqual(['hello']);
    expect(ws.readyState).toBe(WebSocket.OPEN);
  });
});
