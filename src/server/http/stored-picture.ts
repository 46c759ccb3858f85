import { Readable } from "node:stream";
import type { Context } from "hono";

import type { FileStorage } from "../storage/storage";
import type { AppEnv } from "./app-env";
import { notFound } from "./errors";

/**
 * Answers a stored picture (a campaign image, a photo, a logo, a product), or 404 with `notFoundMessage` when there
 * is no key or no file. Its type comes from the key Palco gave it (.png, else JPEG). A picture's address never
 * shows another picture (a new one gets a new id or a new ?v=), so the browser keeps it for good.
 */
export async function storedPictureAnswer(
  c: Context<AppEnv>,
  storage: FileStorage,
  key: string | undefined,
  notFoundMessage: string,
): Promise<Response> {
  const stream = key && (await storage.get(key));
  if (!key || !stream) throw notFound(notFoundMessage);
  c.header("Content-Type", key.endsWith(".png") ? "image/png" : "image/jpeg");
  c.header("Cache-Control", "private, max-age=31536000, immutable");
  return c.body(Readable.toWeb(stream) as ReadableStream);
}
