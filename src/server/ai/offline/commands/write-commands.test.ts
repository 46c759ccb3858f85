import { expect, it } from "vitest";

import { placeIn, purposeIn } from "./action-commands";
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

it.each([
  ["crea un evento para Álvaro el viernes a las 18:00 en Valdebebas", "Valdebebas", undefined],
  ["Crea un evento en Madrid con Diego para la sesión de Aqualis el jueves a las 10", "Madrid", "Sesión de Aqualis"],
  ["agenda una reunión en el Hotel Palace, el lunes a las 9:30 con Nicolás", "el Hotel Palace", undefined],
  ["programa un partido en Vigo mañana a las 21", "Vigo", undefined],
])("the place and purpose of «%s»", (message, place, purpose) => {
  expect(placeIn(message)).toBe(place);
  expect(purposeIn(message)).toBe(purpose);
});
