/**
 * A PostgreSQL array literal of numbers or ISO 8601 times (elements that never need quoting), `null` as NULL,
 * written in one join: node-postgres would escape each element of a long array one by one.
 */
export function plainArrayLiteral(values: readonly (number | string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : value)).join(',')}}`;
}
