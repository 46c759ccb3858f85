import type { Readable } from "node:stream";

/** Where uploaded files live: a folder on this machine, or an S3-compatible bucket. Keys are Palco's own. */
export type FileStorage = {
  /** Stores the stream under `key`; rejects (and leaves nothing) when the stream fails. */
  put: (key: string, body: Readable, contentType: string) => Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  get: (key: string) => Promise<Readable | undefined>;
  /** Removes the file; a missing one is not an error. */
  remove: (key: string) => Promise<void>;
};
