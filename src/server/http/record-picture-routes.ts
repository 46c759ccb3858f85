import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { Hono } from "hono";

import { PICTURE_MESSAGES, type PictureKind } from "../../shared/schemas/picture";
import type { Database } from "../db/client";
import type { DbExecutor } from "../db/lib/executor";
import {
  pictureKey,
  preparePicture,
  replacePicture,
  type PictureColumns,
  type PreparedPicture,
} from "../modules/pictures";
import type { FileStorage } from "../storage/storage";
import type { AppEnv } from "./app-env";
import { removeFiles, requireId } from "./crud-routes";
import { notFound, validationError } from "./errors";
import { storedPictureAnswer } from "./stored-picture";

type PictureRouteOptions<Answer> = {
  kind: PictureKind;
  columns: PictureColumns;
  notFoundMessage: string;
  /** What the upload and removal answer: the record as it now is. */
  record: (db: DbExecutor, id: string) => Promise<Answer | undefined>;
  /** More to write with a new picture, in the same transaction (a brand takes its colours from its logo). */
  afterUpload?: (db: DbExecutor, id: string, picture: PreparedPicture) => Promise<void>;
};

const NO_PICTURE: Record<PictureKind, string> = {
  photo: "Este jugador no tiene foto",
  logo: "Esta marca no tiene logo",
  product: "Este patrocinio no tiene foto de producto",
};

/**
 * `/:id/photo` or `/:id/logo`: upload (multipart, one `file`), read and remove a record's picture. The picture
 * is checked and cleaned before it is stored under a new key; the key it replaces is removed once the change is
 * committed, so an address a page holds never shows another picture.
 */
export function recordPictureRoutes<Answer>(db: Database, storage: FileStorage, options: PictureRouteOptions<Answer>) {
  const path = `/:id/${options.kind}`;
  const idOf = (raw: string | undefined) => requireId(raw ?? "", options.notFoundMessage);
  return new Hono<AppEnv>()
    .post(path, async (c) => {
      const id = idOf(c.req.param("id"));
      const form = await c.req.parseBody().catch(() => {
        throw validationError(PICTURE_MESSAGES.missing);
      });
      const file = form.file;
      if (!(file instanceof File)) throw validationError(PICTURE_MESSAGES.missing, { file: PICTURE_MESSAGES.missing });
      const picture = await preparePicture(Buffer.from(await file.arrayBuffer()), options.kind);
      const key = `${options.kind}-${randomUUID()}.${picture.extension}`;
      await storage.put(key, Readable.from(picture.data), picture.contentType);
      let replaced: { previous: string | null } | undefined;
      try {
        replaced = await db.transaction(async (tx) => {
          const done = await replacePicture(tx, options.columns, id, key);
          if (done) await options.afterUpload?.(tx, id, picture);
          return done;
        });
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
      if (!replaced) {
        await storage.remove(key).catch(() => undefined);
        throw notFound(options.notFoundMessage);
      }
      if (replaced.previous) await removeFiles(storage, [replaced.previous]);
      return c.json(await options.record(db, id));
    })
    .get(path, async (c) => {
      const key = await pictureKey(db, options.columns, idOf(c.req.param("id")));
      c.header("X-Content-Type-Options", "nosniff");
      return storedPictureAnswer(c, storage, key, NO_PICTURE[options.kind]);
    })
    .delete(path, async (c) => {
      const id = idOf(c.req.param("id"));
      const replaced = await replacePicture(db, options.columns, id, null);
      if (!replaced) throw notFound(options.notFoundMessage);
      if (replaced.previous) await removeFiles(storage, [replaced.previous]);
      return c.body(null, 204);
    });
}
