import { useMutation } from '@tanstack/react-query';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES, type PhotoType } from '@tiffin/shared/photos';
import { api, ApiError } from '@/lib/api-client';
import { config } from '@/lib/config';
import { sellerCreateUploadRoute, sellerGetUploadRoute } from '@tiffin/shared/api/routes/seller';

/** How long the page waits for the resize step before giving up (it takes about a second). */
const READY_WITHIN_MS = 30_000;
const POLL_EVERY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The checks the bucket and the resize step make again, made first so a wrong file is named at once. */
export function photoProblem(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.wrongType;
  if (file.size === 0) return PHOTO_MESSAGES.empty;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooBig;
  return undefined;
}

/**
 * Uploads a photo: a presigned form from the API, the file posted straight to the bucket, then the upload's status
 * until the resize step has made its WebP versions. Resolves with the address of the largest version.
 */
export async function uploadPhoto(file: File): Promise<string> {
  const problem = photoProblem(file);
  if (problem) throw new ApiError(400, problem, undefined, true);
  const form = await api(sellerCreateUploadRoute, { body: { contentType: file.type as PhotoType } });
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  // The file goes last: S3 ignores every field after it.
  body.append('file', file);
  let posted: Response;
  try {
    posted = await fetch(form.url, { method: 'POST', body });
  } catch {
    throw new ApiError(0, 'Could not reach the photo storage. Check your connection and try again.');
  }
  // S3 answers 400 (too large) or 403 (a condition of the form not met) in XML: the reasons are the rules above.
  if (!posted.ok)
    throw new ApiError(posted.status, `${PHOTO_MESSAGES.wrongType} ${PHOTO_MESSAGES.tooBig}`, undefined, true);
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until) {
    const status = await api(sellerGetUploadRoute, { params: { id: form.id } });
    if (status.status === 'ready') return `${config.photosUrl}${status.path}`;
    await wait(POLL_EVERY_MS);
  }
  throw new ApiError(504, PHOTO_MESSAGES.failed, undefined, true);
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
