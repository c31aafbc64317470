import { type IntegerOptions, type StringOptions, type TInteger, type TString, Type } from '@sinclair/typebox';

/**
 * The one place request strings and integers are built, so that whatever passes validation also
 * fits Postgres: text columns cannot hold U+0000, and integer columns have fixed ranges. A value
 * outside them would otherwise get past the gateway and fail in the database as a 500.
 */

/** Text without U+0000 (an ECMA-262 pattern, published as it is in the OpenAPI document). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

export const INT2_MIN = -32768;
export const INT2_MAX = 32767;
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/**
 * A text value. Without a `pattern`, `format` or `enum` of its own (each of which already rules NUL
 * out: a given pattern must), it gets {@link NO_NUL_PATTERN}.
 */
export function Text(options: StringOptions = {}): TString {
  const restricted = options.pattern !== undefined || options.format !== undefined || 'enum' in options;
  return Type.String(restricted ? options : { pattern: NO_NUL_PATTERN, ...options });
}

/** A UUID (lower or upper case hex, the canonical 8-4-4-4-12 form). */
export function Uuid(options: StringOptions = {}): TString {
  return Text({ ...options, format: 'uuid' });
}

/** Lower-case hex SHA-256. */
export function Sha256Hex(options: StringOptions = {}): TString {
  return Text({ description: 'Lower-case hex SHA-256.', ...options, pattern: '^[0-9a-f]{64}$' });
}

function bounded(min: number, max: number, options: IntegerOptions): TInteger {
  const minimum = Math.max(min, Number(options.minimum ?? min));
  const maximum = Math.min(max, Number(options.maximum ?? max));
  if (minimum > maximum) throw new Error(`An integer schema bounded to [${minimum}, ${maximum}] admits nothing`);
  return Type.Integer({ ...options, minimum, maximum });
}

/** An integer stored in a Postgres `integer` column: bounds given are kept, and never exceed int4. */
export function Int4(options: IntegerOptions = {}): TInteger {
  return bounded(INT4_MIN, INT4_MAX, options);
}

/** An integer stored in a Postgres `smallint` column: bounds given are kept, and never exceed int2. */
export function Int2(options: IntegerOptions = {}): TInteger {
  return bounded(INT2_MIN, INT2_MAX, options);
}
