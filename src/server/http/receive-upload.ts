import { randomUUID } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";

import type { FileStorage } from "../storage/storage";
import { HttpError, validationError } from "./errors";
import { payloadTooLarge } from "./request-guards";

/** Content types Palco stores, as recognised from the file's first bytes (never from its name). */
const ALLOWED: Record<string, string> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "image/png": "png",
  "image/jpeg": "jpg",
};
const WRONG_TYPE = "Solo se admiten archivos PDF, DOCX, PNG o JPG";
const DAMAGED = "No se pudo leer el archivo: está dañado o incompleto";
const INCOMPLETE = "El envío del archivo llegó incompleto: vuelve a subirlo";
const MALFORMED = "El formulario enviado está mal formado: vuelve a subir el archivo";
// file-type needs this many bytes to tell a DOCX from any other ZIP.
const SNIFF_BYTES = 4100;

type StoredUpload = { key: string; name: string; size: number; mimeType: string };

export type ReceivedUpload<Metadata> = { metadata: Metadata; file: StoredUpload };

/**
 * Reads a multipart form with metadata fields and one file, streaming the file into storage: its type is
 * checked on its first bytes and its size while it arrives, so an oversized or wrong file is refused before
 * the rest is read. `readMetadata` parses the fields sent before the file and may throw (nothing is stored).
 * On any failure nothing stays in storage.
 */
export function receiveUpload<Metadata>(
  request: Request,
  options: { storage: FileStorage; maxBytes: number; readMetadata: (fields: Record<string, string>) => Metadata },
): Promise<ReceivedUpload<Metadata>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) {
    return Promise.reject(validationError("Envía el documento como formulario con su archivo"));
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  // The metadata fields take a few KB at most beside the file.
  if (declared > options.maxBytes + 64 * 1024) return Promise.reject(payloadTooLarge(options.maxBytes));

  return new Promise<ReceivedUpload<Metadata>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let metadata: Metadata | undefined;
    let stored: Promise<StoredUpload> | undefined;
    let failed: unknown;
    let fileStream: Readable | undefined;
    const fail = (error: unknown) => {
      failed ??= error;
    };
    const parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send the file name as UTF-8 ("Contrato Año Müller.pdf"); busboy reads latin1 unless told.
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: options.maxBytes, fields: 20, fieldSize: 10_000 },
    });

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (_name, stream, info) => {
      fileStream = stream;
      try {
        metadata = options.readMetadata(fields);
      } catch (error) {
        fail(error);
        stream.resume();
        return;
      }
      stored = storeFile(stream, info.filename ?? "").catch((error: unknown) => {
        fail(error);
        return undefined as never;
      });
    });
    parser.on("filesLimit", () => fail(validationError("Envía un solo archivo")));
    // The form is given up: the file being read, if any, goes with it, so its part of the answer settles too.
    const stop = (error: Error) => {
      fail(error);
      if (fileStream && !fileStream.destroyed) fileStream.destroy(error);
      settle();
    };
    parser.on("error", (error: Error) => stop(formError(error)));
    // busboy closes after a clean end, but after some errors (a malformed part header) it only reports the error:
    // both settle the answer, once.
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      void (async () => {
        const file = await stored;
        if (failed !== undefined) {
          if (file) await options.storage.remove(file.key).catch(() => undefined);
          reject(failed);
        } else if (!file || metadata === undefined) {
          reject(validationError("Elige el archivo del documento", { file: "Elige el archivo del documento" }));
        } else resolve({ metadata, file });
      })();
    };
    parser.on("close", settle);

    function storeFile(stream: Readable, filename: string): Promise<StoredUpload> {
      const { storage } = options;
      return new Promise((done, refuse) => {
        // The first bytes, held until their type is known; `size` counts them until then.
        const head: Buffer[] = [];
        let size = 0;
        let body: PassThrough | undefined;
        let upload: Promise<void> | undefined;
        let started: Promise<{ key: string; mimeType: string }> | undefined;
        const key = randomUUID();

        let tooLarge = false;
        let storeFailed = false;
        // Set when this upload gives up on its own: the store's failure that follows is ours, not the disk's.
        let abandoning = false;
        stream.on("limit", () => {
          const error = payloadTooLarge(options.maxBytes);
          tooLarge = true;
          fail(error);
          stream.resume();
          // Refused as soon as the partial file is gone, without waiting for the rest of the upload.
          void (async () => {
            await started?.catch(() => undefined);
            body?.destroy(error);
            await upload?.catch(() => undefined);
            reject(error);
          })();
        });
        const start = async () => {
          // file-type throws on a file shorter than its own header says (a 10-byte PNG).
          const detected = await fileTypeFromBuffer(Buffer.concat(head)).catch(() => {
            throw validationError(DAMAGED, { file: DAMAGED });
          });
          if (tooLarge) throw payloadTooLarge(options.maxBytes);
          const extension = detected ? ALLOWED[detected.mime] : undefined;
          if (!detected || !extension) throw validationError(WRONG_TYPE, { file: WRONG_TYPE });
          body = new PassThrough();
          for (const chunk of head) body.write(chunk);
          upload = storage.put(`${key}.${extension}`, body, detected.mime);
          // A store that fails while writing (a full disk) stops reading the body: without this the upload would
          // wait for a 'drain' that never comes until Node times the request out. Answered at once instead.
          upload.catch((error: unknown) => {
            if (abandoning || tooLarge) return;
            storeFailed = true;
            fail(error);
            stream.resume();
            reject(error);
          });
          return { key: `${key}.${extension}`, mimeType: detected.mime };
        };
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (storeFailed) return;
          if (body) {
            if (!body.write(chunk)) {
              stream.pause();
              body.once("drain", () => stream.resume());
            }
            return;
          }
          // Type already being checked, or refused: what follows is only drained.
          if (started) return;
          head.push(chunk);
          if (size >= SNIFF_BYTES) {
            stream.pause();
            started = start();
            started.then(
              () => stream.resume(),
              (error: unknown) => {
                refuse(error);
                stream.resume();
              },
            );
          }
        });
        // Whatever was started for this file goes: the partial upload and any stored key.
        const abandon = async (error: unknown) => {
          abandoning = true;
          body?.destroy();
          await upload?.catch(() => undefined);
          if (started) {
            const startedKey = await started.then((value) => value.key).catch(() => undefined);
            if (startedKey) await storage.remove(startedKey).catch(() => undefined);
          }
          refuse(error);
        };
        // busboy ends the file's stream with an error when the body stops inside it; unheard, it ends the process.
        stream.on("error", (error: Error) => void abandon(error instanceof HttpError ? error : formError(error)));
        stream.on("end", () => {
          void (async () => {
            try {
              if ((stream as Readable & { truncated?: boolean }).truncated) throw payloadTooLarge(options.maxBytes);
              if (size === 0) throw validationError("El archivo está vacío", { file: "El archivo está vacío" });
              const { key: storedKey, mimeType } = await (started ?? (started = start()));
              body?.end();
              await upload;
              done({ key: storedKey, name: filename || `documento.${storedKey.split(".").pop()}`, size, mimeType });
            } catch (error) {
              await abandon(error);
            }
          })();
        });
      });
    }

    // A client that goes away mid-upload errors the body, which a pipe does not pass on: the form is stopped here.
    Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
      .on("error", () => stop(validationError(INCOMPLETE, { file: INCOMPLETE })))
      .pipe(parser);
  });
}

/** busboy's own errors, in the words the agent reads: a body cut short, or a form no browser would send. */
function formError(error: Error) {
  if (/unexpected end/i.test(error.message)) return validationError(INCOMPLETE, { file: INCOMPLETE });
  return validationError(MALFORMED, { file: MALFORMED });
}
