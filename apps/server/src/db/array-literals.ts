/*
 * PostgreSQL array literals for set-based statements (`unnest($1::bigint[], $2::text[], …)`): a whole batch travels
 * as one text parameter per column, so the statement's text — and its prepared plan — stays the same whatever the
 * batch size.
 */

/** `{1,2,3}`: integers, bigints or their nulls. */
export const numberArrayLiteral = (values: (number | bigint | null)[]): string =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

/** `{"a","b\"c",NULL}`: each element quoted, with `"` and `\` escaped; null stays NULL. */
export const textArrayLiteral = (values: (string | null)[]): string =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
