import { randomUUID } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import type { FileStorage } from "../storage/storage";
import { validationError } from "./errors";
import { payloadTooLarge } from "./request-guards";

/** Content types Palco stores, as recognised from the file's first bytes (never from its name). */
const ALLOWED: Record<string, string> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "image/png": "png",
  "image/jpeg": "jpg",
};
const WRONG_TYPE = "Solo se admiten archivos PDF, DOCX, PNG o JPG";
// file-type needs this many bytes to tell a DOCX from any other ZIP.
const SNIFF_BYTES = 4100;

export type ReceivedUpload = {
  fields: Record<string, string>;
  file: { key: string; name: string; size: number; mimeType: string };
};

/**
 * Reads a multipart form with metadata fields and one file, streaming the file into storage: its type is
 * checked on its first bytes and its size while it arrives, so an oversized or wrong file is refused before
 * the rest is read. `checkFields` runs on the fields sent before the file and may throw (nothing is stored).
 * On any failure nothing stays in storage.
 */
export function receiveUpload(
  request: Request,
  options: { storage: FileStorage; maxBytes: number; checkFields: (fields: Record<string, string>) => void },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) {
    return Promise.reject(validationError("Envía el documento como formulario con su archivo"));
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  // The metadata fields take a few KB at most beside the file.
  if (declared > options.maxBytes + 64 * 1024) return Promise.reject(payloadTooLarge(options.maxBytes));

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let stored: Promise<ReceivedUpload["file"]> | undefined;
    let failed: unknown;
    const fail = (error: unknown) => {
      failed ??= error;
    };
    const parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fileSize: options.maxBytes, fields: 20, fieldSize: 10_000 },
    });

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (_name, stream, info) => {
      try {
        options.checkFields(fields);
      } catch (error) {
        fail(error);
        stream.resume();
        return;
      }
      stored = storeFile(stream, info.filename ?? "", options.storage).catch((error: unknown) => {
        fail(error);
        return undefined as never;
      });
    });
    parser.on("filesLimit", () => fail(validationError("Envía un solo archivo")));
    parser.on("error", (error) => fail(error));
    parser.on("close", () => {
      void (async () => {
        const file = await stored;
        if (failed !== undefined) {
          if (file) await options.storage.remove(file.key).catch(() => undefined);
          reject(failed);
        } else if (!file) reject(validationError("Elige el archivo del documento", { file: "Elige el archivo del documento" }));
        else resolve({ fields, file });
      })();
    });

    function storeFile(stream: Readable, filename: string, storage: FileStorage): Promise<ReceivedUpload["file"]> {
      return new Promise((done, refuse) => {
        const head: Buffer[] = [];
        let headBytes = 0;
        let size = 0;
        let body: PassThrough | undefined;
        let upload: Promise<void> | undefined;
        let started: Promise<{ key: string; mimeType: string }> | undefined;
        const key = randomUUID();

        let tooLarge = false;
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
          const detected = await fileTypeFromBuffer(Buffer.concat(head));
          if (tooLarge) throw payloadTooLarge(options.maxBytes);
          const extension = detected ? ALLOWED[detected.mime] : undefined;
          if (!detected || !extension) throw validationError(WRONG_TYPE, { file: WRONG_TYPE });
          body = new PassThrough();
          for (const chunk of head) body.write(chunk);
          upload = storage.put(`${key}.${extension}`, body, detected.mime);
          upload.catch(() => undefined);
          return { key: `${key}.${extension}`, mimeType: detected.mime };
        };
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (body) {
            if (!body.write(chunk)) {
              stream.pause();
              body.once("drain", () => stream.resume());
            }
            return;
          }
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes >= SNIFF_BYTES && !started) {
            stream.pause();
            started = start();
            started.then(() => stream.resume(), (error: unknown) => {
              refuse(error);
              stream.resume();
            });
          }
        });
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
              body?.destroy();
              await upload?.catch(() => undefined);
              if (started) {
                const startedKey = await started.then((value) => value.key).catch(() => undefined);
                if (startedKey) await storage.remove(startedKey).catch(() => undefined);
              }
              refuse(error);
            }
          })();
        });
      });
    }

    Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>).on("error", fail).pipe(parser);
  });
}
