declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  /** Decrypts an aes128gcm body for its receiver (the browser's key pair and auth secret). */
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
