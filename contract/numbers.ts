import * as v from 'valibot';

/** The largest id or version the database stores (PostgreSQL `integer`); larger numbers are refused as input. */
export const MAX_INT32 = 2_147_483_647;

/** A row id or version sent as a JSON number: a whole number from 1 to MAX_INT32. */
export function positiveInt32(message = 'Expected a whole number from 1 to 2147483647.') {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_INT32, message));
}
