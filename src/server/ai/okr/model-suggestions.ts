import { generateText, Output, type LanguageModel } from "ai";
import type { z } from "zod";

/**
 * Asks the model for JSON shaped by `schema` (the same zod schema the offline engine's output satisfies). Output
 * that is not valid JSON or does not fit throws, and the route answers an error: it is never half-used.
 */
export async function modelSuggestions<Schema extends z.ZodType>(
  model: LanguageModel,
  schema: Schema,
  instructions: string,
  prompt: string,
  signal: AbortSignal,
): Promise<z.output<Schema>> {
  const result = await generateText({
    model,
    system: instructions,
    prompt,
    output: Output.object({ schema }),
    maxRetries: 0,
    abortSignal: signal,
  });
  return schema.parse(result.output);
}
