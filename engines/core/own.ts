// Lookups keyed by text from a request (input keys, query keys, version pins,
// mode and unit synonyms). A plain object answers `obj['toString']` from
// Object.prototype, so such text must only ever reach a table's own properties.

/** The table's own value for `key`, or undefined: never an inherited member such as `constructor`. */
export function own<V>(table: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
