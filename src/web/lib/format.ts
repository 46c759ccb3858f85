import { format, parseISO } from "date-fns";
import { es } from "date-fns/locale";

const integer = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0 });

/** "12 mar 2026" */
export function formatDate(iso: string): string {
  return format(parseISO(iso), "d MMM yyyy", { locale: es }).replace(".", "");
}

export function formatDay(iso: string): string {
  return format(parseISO(iso), "d");
}

/** "mar" */
export function formatShortMonth(iso: string): string {
  return format(parseISO(iso), "MMM", { locale: es }).replace(".", "");
}

export function formatMonthLabel(iso: string): string {
  return format(parseISO(iso), "MMM yy", { locale: es }).replace(".", "");
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

// Percentages keep SPEC's own notation ("+12.5% vs mes anterior", "4.2%"), like follower counts ("2.3M").
/** "4.8%" */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** "+12.5%" / "-3.0%" */
export function formatSignedPercent(value: number): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(1)}%`;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}
