import * as z from '../zod.ts';
import { isPlainText } from '../text.ts';

/**
 * The one check every free-text field the server stores runs (names, descriptions, addresses, reviews, remarks,
 * reasons): it is plain text, with no control characters, bidi overrides or lone surrogates.
 */
export const plainText = (field: string) =>
  z.refine<string>(
    isPlainText,
    `${field} contains characters that are not allowed (control or text-direction characters)`,
  );
