import type { CatalogueField, FieldKind, StateValue } from "./catalogue-types";

/** A field in one line: key, label, SQL, kind, the stems that ask for it, and a hidden group for money. */
export function field(
  key: string,
  label: string,
  expr: string,
  kind: FieldKind,
  words: readonly string[],
  group?: CatalogueField["group"],
): CatalogueField {
  return group ? { key, label, expr, kind, words, group } : { key, label, expr, kind, words };
}

export const money = (key: string, label: string, expr: string, words: readonly string[]) =>
  field(key, label, expr, "money", words, "money");

/** A state value named by its own label's stem and any other words agents use for it. */
export const state = (value: string, label: string, ...words: string[]): StateValue => ({ value, label, words });

/** A date column as the ISO day every answer formats. */
export const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** A state asked by words whose condition is SQL of its own rather than the state column's value. */
export const condition = (label: string, where: string, ...words: string[]): StateValue => ({
  value: label,
  label,
  words,
  where,
});
