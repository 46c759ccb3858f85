import type { z } from "zod";

import { MAX_NAMED_FIELDS, shortFieldName } from "./common";

/**
 * One message per field, for at most MAX_NAMED_FIELDS fields: the size of an error answer must not grow
 * with the size of the request (thousands of unknown keys once made a 60 MB answer).
 */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  let named = 0;
  for (const issue of error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".") || "_"];
    for (const key of keys) {
      if (named >= MAX_NAMED_FIELDS) return fields;
      const name = shortFieldName(key);
      if (name in fields) continue;
      fields[name] = issue.code === "unrecognized_keys" ? "Campo no permitido" : issue.message;
      named += 1;
    }
  }
  return fields;
}
