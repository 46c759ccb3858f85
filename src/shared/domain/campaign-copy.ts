import type { CampaignTemplate } from "./campaign-templates";

/** The words a poster carries: what it shouts, what it says, and its hashtags. */
export type CampaignCopy = { headline: string; slogan: string; hashtags: string[] };

export const COPY_LIMITS = { headline: 32, slogan: 90, hashtags: 3, hashtag: 30 } as const;

/** A sentence this short reads as a line of copy; anything longer is an instruction to whoever makes the poster. */
const SHORT_SENTENCE = { chars: 60, words: 9 };

const HASHTAG = /#([\p{L}\p{N}_]{2,30})/gu;
const QUOTED = /[«“"]([^«»“”"]{3,120})[»”"]/u;
const LABELLED = /\b(?:mensaje|lema|eslogan|slogan|claim)\s*:\s*([^.!?\n]+[.!?]?)/iu;
const HEADLINE_LABEL = /\btitular\s*:\s*([^.!?\n]+)/iu;
const SCORE = /(?<![\d:/])(\d{1,2})\s*[-–]\s*(\d{1,2})(?![\d:/])/u;

const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/^[\s"'«“]+|[\s"'»”.,;:]+$/gu, "")
    .trim();

/** Cut at a word so that the text fits `max` characters, with an ellipsis when something was left out. */
export function fitText(text: string, max: number): string {
  const clean = tidy(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[,;:]$/, "")}…`;
}

/** The template's own line, from the "mensaje:" of its example brief. */
export function templateSlogan(template: CampaignTemplate): string {
  return tidy(LABELLED.exec(template.prompt)?.[1] ?? template.headline);
}

function firstShortSentence(text: string): string | undefined {
  const first = text.split(/(?<=[.!?])\s+/u)[0];
  if (!first) return undefined;
  const sentence = tidy(first);
  const words = sentence.split(" ").filter(Boolean).length;
  return sentence.length > 0 && sentence.length <= SHORT_SENTENCE.chars && words <= SHORT_SENTENCE.words
    ? sentence
    : undefined;
}

/**
 * The poster's copy from the agent's brief: the slogan is the quoted text, else what follows "mensaje:", else the
 * brief's first sentence when it is short, else the template's line; the headline is what follows "titular:", else
 * the template's (a victory adds the score it finds). Hashtags written in the brief are the poster's. A brief's
 * instructions ("retrato en el vestuario, luz cálida...") never reach the poster.
 */
export function copyFromBrief(brief: string, template: CampaignTemplate): CampaignCopy {
  const hashtags = [...new Set([...brief.matchAll(HASHTAG)].map((match) => `#${match[1]}`))].slice(
    0,
    COPY_LIMITS.hashtags,
  );
  const text = brief.replace(HASHTAG, " ").replace(/\s+/g, " ").trim();
  const slogan =
    QUOTED.exec(text)?.[1] ?? LABELLED.exec(text)?.[1] ?? firstShortSentence(text) ?? templateSlogan(template);
  const score = template.id === "victory-celebration" ? SCORE.exec(text) : null;
  const headline =
    HEADLINE_LABEL.exec(text)?.[1] ?? (score ? `${template.headline} ${score[1]}-${score[2]}` : template.headline);
  return {
    headline: fitText(headline, COPY_LIMITS.headline),
    slogan: fitText(slogan, COPY_LIMITS.slogan),
    hashtags,
  };
}
