/**
 * Who the engine is talking to. In agent mode it speaks to the agent about players in the third person; in
 * player mode it speaks to the player about their own data in the second person.
 */
export type Voice = "agent" | "player";

export type Subject = { id: string; name: string };

export function firstName(name: string): string {
  return name.split(" ")[0] ?? name;
}

/** "El valor de mercado de **Álvaro Martín Ruiz**" / "Tu valor de mercado". */
export function possessive(voice: Voice, subject: Subject, thing: string): string {
  return voice === "player" ? `Tu ${thing}` : `El ${thing} de **${subject.name}**`;
}

/** Picks the agent's or the player's sentence. */
export function say(voice: Voice, forAgent: string, forPlayer: string): string {
  return voice === "player" ? forPlayer : forAgent;
}
