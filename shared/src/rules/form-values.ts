import * as z from '../zod.ts';

/**
 * Form values as browsers send them (docs/differences.md#form-values): a number typed as text ("120", " 12.9716 ") is read as that
 * number, and `null` for an optional value means absent. Everything else is left for the schema to judge, so
 * "abc", "", "1e400", "0x10" and "Infinity" are still refused with the schema's own message.
 */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

export const numberFromText = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;

/** zod/mini's pipe from a transform, typed as the full zod types `z.preprocess`: a field stays optional when `schema` is. */
interface Preprocess<B extends z.ZodMiniType> extends z.ZodMiniPipe<z.core.$ZodTransform<unknown, unknown>, B> {
  _zod: z.core.$ZodPreprocessInternals<B, unknown>;
}
export const preprocess = <B extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: B) =>
  z.pipe(z.transform(fn), schema) as Preprocess<B>;

/** A number schema that also takes the number typed as text. */
export const textNumber = <T extends z.ZodMiniType>(schema: T) => preprocess(numberFromText, schema);

/** An optional schema for which `null` means absent. */
export const optionalOrNull = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => (value === null ? undefined : value), z.optional(schema));
