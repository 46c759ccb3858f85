import { gzipSync } from "node:zlib";
import type { Context } from "hono";

/** Answers under this many bytes go out as they are: compressing them costs more than sending them. */
export const COMPRESS_JSON_ABOVE_BYTES = 2048;

/** gzip named and not refused ("gzip;q=0"). */
const ACCEPTS_GZIP = /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0+)?\s*(,|$))[\d.]+)?\s*(,|$)/i;

type Encoded = { json: Uint8Array; gzip?: Uint8Array };
const encodedValues = new WeakMap<object, Encoded>();

/**
 * A JSON answer whose bytes are kept with the value they encode: a value kept across requests (a versioned view,
 * a kept list page) is serialized and compressed once, not on every request. A fresh value costs what `c.json()`
 * and the compression middleware would (which leave an answer that is already encoded alone).
 */
export function keptJson(c: Context, value: object): Response {
  let encoded = encodedValues.get(value);
  if (!encoded) {
    encoded = { json: Buffer.from(JSON.stringify(value)) };
    encodedValues.set(value, encoded);
  }
  const send = (bytes: Uint8Array) => {
    c.header("Content-Type", "application/json");
    c.header("Content-Length", String(bytes.byteLength));
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  };
  if (encoded.json.byteLength < COMPRESS_JSON_ABOVE_BYTES) return send(encoded.json);
  c.header("Vary", "Accept-Encoding", { append: true });
  if (!ACCEPTS_GZIP.test(c.req.header("Accept-Encoding") ?? "")) return send(encoded.json);
  encoded.gzip ??= gzipSync(encoded.json);
  c.header("Content-Encoding", "gzip");
  return send(encoded.gzip);
}
