import * as z from 'zod';

/**
 * Form values as browsers send them (DESIGN 12): a number typed as text ("120", " 12.9716 ") is read as that
 * number, and `null` for an optional value means absent. Everything else is left for the schema to judge, so
 * "abc", "", "1e400", "0x10" and "Infinity" are still refused with the schema's own message.
 */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

export const numberFromText = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;

/** A number schema that also takes the number typed as text. */
export const textNumber = <T extends z.ZodType>(schema: T) => z.preprocess(numberFromText, schema);

/** An optional schema for which `null` means absent. */
export const optionalOrNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());
