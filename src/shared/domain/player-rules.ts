// Values a player's record cannot take: they are typing mistakes, refused on the field.
import { ageOn } from "./age";

export const MIN_PLAYER_AGE = 14;
export const MAX_PLAYER_AGE = 50;

/** A birth date in the future, or one making the player younger than 14 or older than 50. */
export function birthDateIssue(birthDate: string, today: string): string | null {
  if (birthDate > today) return "La fecha de nacimiento no puede ser futura";
  const age = ageOn(birthDate, today);
  if (age < MIN_PLAYER_AGE) return `El jugador debe tener al menos ${MIN_PLAYER_AGE} años`;
  if (age > MAX_PLAYER_AGE) return `El jugador no puede tener más de ${MAX_PLAYER_AGE} años`;
  return null;
}

/** A contract that ended before last year began is not a contract the agency manages. */
export function contractUntilIssue(contractUntil: string, today: string): string | null {
  const earliestYear = Number(today.slice(0, 4)) - 1;
  return contractUntil < `${earliestYear}-01-01` ? `El fin de contrato no puede ser anterior a ${earliestYear}` : null;
}
