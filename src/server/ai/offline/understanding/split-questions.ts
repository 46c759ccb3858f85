// A new question starts after "?" or at "y" followed by a question word: "¿cuánto vale Diego y cuándo acaba su
// contrato?" is two. "Álvaro y Diego" or "seguidores y engagement" stay one question.
const QUESTION_WORD = String.raw`(?:cu[aá]ndo|cu[aá]nto|cu[aá]ntos|cu[aá]ntas|qu[eé]|qui[eé]n|qui[eé]nes|c[oó]mo|d[oó]nde|cu[aá]l|cu[aá]les|hasta cu[aá]ndo)\b`;
const BOUNDARY = new RegExp(String.raw`\?+\s*¿?|\s+y\s+¿?(?=${QUESTION_WORD})`, "iu");

/** The questions of one message, in order; a message of one question is itself. */
export function splitQuestions(message: string): string[] {
  const parts = message
    .split(BOUNDARY)
    .map((part) => part.replace(/^¿/, "").trim())
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts.slice(0, 4) : [message];
}
