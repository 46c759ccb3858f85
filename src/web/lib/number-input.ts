import { parseSpanishNumber } from "@shared/domain/csv-values";

/**
 * A typed number read the Spanish way: "4,5" is 4.5, "1.250" is 1250, "2.300.000" is 2300000; text with letters
 * ("12abc") is NaN, which the form's schema refuses with its message; an empty field is `empty`.
 */
export const spanishNumber =
  <Empty>(empty: Empty) =>
  (value: unknown): number | Empty => {
    if (value === null || value === undefined) return empty;
    if (typeof value === "number") return value;
    const parsed = parseSpanishNumber(String(value));
    return parsed === null ? empty : parsed;
  };

/** A text field for numbers: the browser's number field would drop a decimal comma or read "4,5" as 45. */
export const numberFieldProps = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;
