/**
 * The amount in euros that a deal's free-text fee names, written the Spanish way: "500.000€", "1,2M€",
 * "750K €", "1.250.000 euros", "300 mil €". null when the text names no single amount ("a convenir",
 * "300.000-500.000€", "12abc"): such a fee stays as typed and is shown as "importe no reconocido".
 */
const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  mil: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mill: 1_000_000,
  millon: 1_000_000,
  millones: 1_000_000,
};

const CURRENCY = /(de)?(€|eur(os?)?)$/;
// A salary is written per year: "120.000€/año", "1,4M € brutos anuales", "800.000 por temporada".
const YEARLY = /(?:(?:\/|al|por)(?:ano|temporada)|(?:brutos?)?anuales?|brutos?)$/;
const AMOUNT = /^(\d[\d.]*(?:,\d+)?|\d+\.\d{1,2})(k|mil|mm|m|mill|millon|millones)?$/;

/** "1.250.000" -> 1250000, "1,2" -> 1.2, and with a multiplier "1.5" -> 1.5 (an English decimal point). */
function readNumber(digits: string, hasMultiplier: boolean): number | null {
  if (/^\d+\.\d{1,2}$/.test(digits) && hasMultiplier) return Number(digits);
  const [whole = "", decimals] = digits.split(",");
  // Thousands separators must group by three: "1.250.000", never "12.50".
  if (whole.includes(".") && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
  const value = Number(`${whole.replaceAll(".", "")}${decimals === undefined ? "" : `.${decimals}`}`);
  return Number.isFinite(value) ? value : null;
}

/** The refusal, or the notice, for a money text Palco cannot read an amount from. */
export const unreadableAmountMessage = (text: string) => `No reconozco un importe en «${text}»`;

/** An empty text or one that names an amount: what a money field that must be read accepts. */
export const isReadableAmount = (text: string) => text.trim() === "" || parseFeeAmount(text) !== null;

export function parseFeeAmount(fee: string | null | undefined): number | null {
  if (!fee) return null;
  let text = fee
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s\u00a0]+/g, "");
  text = text.replace(YEARLY, "");
  // The currency may stand on either side: "€500.000", "500.000€", "500.000 euros".
  if (text.startsWith("€")) text = text.slice(1);
  text = text.replace(CURRENCY, "");
  const match = AMOUNT.exec(text);
  if (!match?.[1]) return null;
  const multiplier = match[2] ? MULTIPLIERS[match[2]] : 1;
  const value = readNumber(match[1], Boolean(match[2]));
  if (value === null || multiplier === undefined) return null;
  return Math.round(value * multiplier * 100) / 100;
}
