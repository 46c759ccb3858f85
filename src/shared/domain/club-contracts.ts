import { seasonOf, shiftDays } from "./calendar-day";

/** What a bonus pays for. */
export const BONUS_KINDS = ["partidos", "goles", "titulos", "ascenso", "otro"] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_KIND_LABELS: Record<BonusKind, string> = {
  partidos: "Partidos jugados",
  goles: "Goles",
  titulos: "Títulos",
  ascenso: "Ascenso",
  otro: "Otro",
};

/** Who may exercise an option to extend. */
export const OPTION_HOLDERS = ["club", "jugador", "mutua"] as const;
export type OptionHolder = (typeof OPTION_HOLDERS)[number];
export const OPTION_HOLDER_LABELS: Record<OptionHolder, string> = {
  club: "El club",
  jugador: "El jugador",
  mutua: "Ambas partes",
};

export const SELL_ON_BENEFICIARIES = ["jugador", "agencia"] as const;
export type SellOnBeneficiary = (typeof SELL_ON_BENEFICIARIES)[number];

/** Days before an option's notice day that the bell rings: once at each. */
export const OPTION_NOTICE_ALERT_DAYS = [60, 15] as const;
/** A bonus is within reach from this share of its target. */
export const BONUS_WITHIN_REACH = 0.8;

/**
 * The 85/15 rule: when image rights paid to the player's company exceed 15 % of what the club pays him in all
 * (salary plus image rights), the special regime of image rights does not apply to the excess.
 */
export const IMAGE_RIGHTS_LIMIT = 0.15;
export const IMAGE_RIGHTS_SOURCE = "Ley 35/2006 del IRPF, art. 92.3 (regla 85/15)";

export type ContractTerms = {
  seasons: { season: string; salary: number }[];
  imageRights: { company: string; annualAmount: number } | null;
};

/** The image rights' share of the whole (salary of every season plus image rights each season), or null without. */
export function imageRightsShare({ seasons, imageRights }: ContractTerms): number | null {
  if (!imageRights || imageRights.annualAmount <= 0) return null;
  const image = imageRights.annualAmount * Math.max(seasons.length, 1);
  const salary = seasons.reduce((sum, season) => sum + season.salary, 0);
  return image / (image + salary);
}

export type ContractWarning = { rule: "image-rights-85-15"; message: string; source: string };

export function contractWarnings(terms: ContractTerms): ContractWarning[] {
  const share = imageRightsShare(terms);
  if (share === null || share <= IMAGE_RIGHTS_LIMIT) return [];
  const percent = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 }).format(share * 100);
  return [
    {
      rule: "image-rights-85-15",
      message: `Los derechos de imagen son el ${percent} % del total: por encima del 15 %, el exceso tributa como rendimiento del trabajo`,
      source: IMAGE_RIGHTS_SOURCE,
    },
  ];
}

/** The alert stage an option's notice day is in on `today`: 60 or 15 days before (or fewer), or none. */
export function optionNoticeStage(noticeBy: string, today: string): 60 | 15 | null {
  if (today > noticeBy) return null;
  if (today >= shiftDays(noticeBy, -15)) return 15;
  if (today >= shiftDays(noticeBy, -60)) return 60;
  return null;
}

export const bonusWithinReach = (bonus: { target: number; progress: number }) =>
  bonus.target > 0 && bonus.progress < bonus.target && bonus.progress >= bonus.target * BONUS_WITHIN_REACH;

/** Every season a contract from `startDate` to `endDate` touches, in order: "2026/27", "2027/28"... */
export function seasonsBetween(startDate: string, endDate: string): string[] {
  if (endDate < startDate) return [];
  const seasons: string[] = [];
  for (let year = Number(seasonOf(startDate).slice(0, 4)); year <= Number(seasonOf(endDate).slice(0, 4)); year++)
    seasons.push(`${year}/${String((year + 1) % 100).padStart(2, "0")}`);
  return seasons;
}
