import { z } from "zod";

import type { DbExecutor } from "../../../db/lib/executor";
import type { Actor } from "../../../history/activity";

/** A write an MCP client may ask for with a write-scoped token: the API's validation, rules and history apply. */
export type WriteTool<Input extends z.ZodType = z.ZodType> = {
  name: string;
  description: string;
  input: Input;
  /** Runs in its own transaction, or inside the caller's (a confirmed proposal claims its id in the same one). */
  run: (db: DbExecutor, input: z.output<Input>, actor: Actor) => Promise<{ result: unknown; path: string }>;
};

export const defineWriteTool = <Input extends z.ZodType>(tool: WriteTool<Input>) => tool;

export const day = z.string().describe("Fecha AAAA-MM-DD");
