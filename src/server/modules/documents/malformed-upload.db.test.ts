import { readdirSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { useSignedInApp } from "../../test/signed-in-app";

// Bodies no browser sends, written byte by byte to a real socket as an attacker's script would: each must be
// answered at once with a Spanish 400, leave no file behind, and leave the process serving.
const t = useSignedInApp();
let server: ReturnType<typeof serve>;
let port: number;
let playerId: string;
beforeAll(async () => {
  playerId = (await t.make.player()).id;
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const BOUNDARY = "----palcoPrueba";
const part = (headers: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, "latin1"), Buffer.from(body), Buffer.from("\r\n")]);
const fields = () =>
  Buffer.concat(
    Object.entries({ playerId, type: "Contrato", name: "Contrato roto", date: "2026-03-12", status: "firmado" }).map(
      ([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value),
    ),
  );
const PDF_START = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200_000, 32)]);
const fileHeaders = (fileName: string) =>
  `Content-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf`;
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

type RawAnswer = { status: number; body: string; ms: number };

/**
 * Sends `body` as the request body; `declared` is the Content-Length the request claims (a cut upload claims more
 * than it sends and then closes its side). Gives up after five seconds: a request left open is the fault.
 */
function send(path: string, body: Buffer, declared = body.length): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`sin respuesta tras 5 s a ${path}`));
    }, 5_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4), ms: Date.now() - started });
    });
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        `Host: localhost:${port}`,
        `Origin: http://localhost:${port}`,
        `Cookie: ${t.cookie}`,
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${declared}`,
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
    );
    socket.write(body);
    // A cut upload: the client stops sending and closes its side before the declared length.
    if (declared > body.length) socket.end();
  });
}

// The answer's JSON, whether it came whole or in chunks.
const message = (answer: RawAnswer) =>
  (
    JSON.parse(answer.body.slice(answer.body.indexOf("{"), answer.body.lastIndexOf("}") + 1)) as {
      error: { message: string };
    }
  ).error.message;
const storedFiles = () => readdirSync(t.filesDir);
const documentCount = async () =>
  Number((await t.database.pool.query("select count(*) as n from documents")).rows[0].n);

describe("a malformed document upload", () => {
  it("that ends inside the file part is refused, stores nothing, and Palco keeps serving", async () => {
    const body = Buffer.concat([fields(), part(fileHeaders("cortado.pdf"), PDF_START)]).subarray(0, -2);
    const answer = await send("/api/documents/upload", body);
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe("El envío del archivo llegó incompleto: vuelve a subirlo");
    // A client that closes mid-file: Node answers the broken request itself; the half-written file must go.
    const gone = await send("/api/documents/upload", body, body.length + 500_000);
    expect(gone.status).toBe(400);
    await expect.poll(storedFiles).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(await documentCount()).toBe(0);
    // Still serving, and still storing a whole upload.
    const whole = Buffer.concat([fields(), part(fileHeaders("entero.pdf"), "%PDF-1.4\n%%EOF\n"), closing]);
    expect((await send("/api/documents/upload", whole)).status).toBe(201);
    expect(await documentCount()).toBe(1);
  });

  it("with a NUL, a control character or a broken part header is refused at once", async () => {
    const files = storedFiles().length;
    const rows = await documentCount();
    for (const broken of [
      part(fileHeaders("con\0nulo.pdf"), PDF_START),
      part(fileHeaders("con\u0001control.pdf"), PDF_START),
      part('Content-Disposition form-data name="file"', PDF_START),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n%PDF-1.4`),
    ]) {
      const answer = await send("/api/documents/upload", Buffer.concat([fields(), broken, closing]));
      expect(answer.status).toBe(400);
      expect(message(answer)).toBe("El formulario enviado está mal formado: vuelve a subir el archivo");
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect(storedFiles()).toHaveLength(files);
    expect(await documentCount()).toBe(rows);
  });
});

describe("a malformed picture upload", () => {
  it("a 10-byte PNG, a cut body and a broken header answer a Spanish 400 and change nothing", async () => {
    const brand = await t.make.brand();
    const logo = `/api/brands/${brand.id}/logo`;
    const tiny = Buffer.concat([
      part(
        'Content-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      ),
      closing,
    ]);
    const tinyAnswer = await send(logo, tiny);
    expect(tinyAnswer.status).toBe(400);
    expect(message(tinyAnswer)).toBe("No se pudo leer la imagen: el archivo está dañado o incompleto");

    const cut = part('Content-Disposition: form-data; name="file"; filename="logo.png"', PDF_START);
    const cutAnswer = await send(logo, cut, cut.length + 100_000);
    expect(cutAnswer.status).toBe(400);
    const broken = await send(logo, Buffer.concat([part('Content-Disposition form-data name="file"', "x"), closing]));
    expect(broken.status).toBe(400);
    expect(storedFiles().filter((name) => name.startsWith("logo-"))).toEqual([]);
  });
});
