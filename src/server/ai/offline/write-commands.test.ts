import { expect, it } from "vitest";

import { euroAmountIn, spanishNumber } from "./write-commands";

it.each([
  ["2.450.000", 2_450_000],
  ["4,8", 4.8],
  ["4.8", 4.8],
  ["12", 12],
])("reads %s as %d", (text, value) => {
  expect(spanishNumber(text)).toBe(value);
});

it.each([
  ["Aqualis ha pagado 35.000 €", 35_000],
  ["han pagado 12000 euros", 12_000],
  ["me han ingresado 12 mil", 12_000],
  ["cobrado 1,5 millones", 1_500_000],
  ["apunta el cobro de Zenit el 12/12/2026 a las 10:30", undefined],
])("the amount in «%s»", (text, amount) => {
  expect(euroAmountIn(text)).toBe(amount);
});
