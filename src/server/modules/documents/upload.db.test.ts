import { createWriteStream, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { pipeline } from "node:stream/promises";
import { deflateSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PalcoDocument } from "../../../shared/schemas/document";
import type { FileStorage } from "../../storage/storage";
import { minimalDocx } from "../../test/docx-fixture";
import { fixtures } from "../../test/fixtures";
import { useSignedInApp } from "../../test/signed-in-app";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { MAX_DOCUMENT_BYTES } from "./routes";

let playerId: string;
const t = useSignedInApp();
beforeAll(async () => {
  playerId = (await t.make.player()).id;
});

const pdf = (padding = 0) =>
  Buffer.concat([
    Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n"),
    Buffer.alloc(padding, 32),
    Buffer.from("\n%%EOF\n"),
  ]);

function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const metadata = (overrides: Record<string, string> = {}) => ({
  playerId,
  type: "Contrato",
  name: "Contrato de imagen",
  date: "2026-03-12",
  status: "firmado",
  ...overrides,
});

function upload(fileName: string, bytes: Buffer | Blob, fields: Record<string, string> = metadata()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)]), fileName);
  return t.app.request(`${TEST_ORIGIN}/api/documents/upload`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: t.cookie },
    body: form,
  });
}

const storedFiles = () => readdirSync(t.filesDir);
const documentCount = async () =>
  Number((await t.database.pool.query("select count(*) as n from documents")).rows[0].n);

describe("upload and download", () => {
  it("stores a PDF with its metadata and gives back the same bytes under the original name", async () => {
    const bytes = pdf(5000);
    const response = await upload("Contrato de imagen 2026 (firmado).pdf", bytes);
    expect(response.status).toBe(201);
    const document = (await response.json()) as PalcoDocument;
    expect(document).toMatchObject({
      name: "Contrato de imagen",
      type: "Contrato",
      status: "firmado",
      fileName: "Contrato de imagen 2026 (firmado).pdf",
      fileSize: bytes.length,
    });

    const download = await t.request(`/api/documents/${document.id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toContain(
      "filename*=UTF-8''Contrato%20de%20imagen%202026%20(firmado).pdf",
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    expect((await t.anonymous(`/api/documents/${document.id}/file`)).status).toBe(401);
  });

  it("keeps a file name with accents as it was written", async () => {
    const response = await upload("Contrato Año Müller.pdf", pdf(100));
    expect(response.status).toBe(201);
    const document = (await response.json()) as PalcoDocument;
    expect(document.fileName).toBe("Contrato Año Müller.pdf");
    const download = await t.request(`/api/documents/${document.id}/file`);
    expect(download.headers.get("Content-Disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("Contrato Año Müller.pdf")}`,
    );
  });

  it("accepts a Word document (DOCX) by its content", async () => {
    const bytes = minimalDocx();
    const response = await upload("Propuesta de renovación.docx", bytes, metadata({ type: "Otro", name: "Propuesta" }));
    expect(response.status).toBe(201);
    const document = (await response.json()) as PalcoDocument;
    const download = await t.request(`/api/documents/${document.id}/file`);
    expect(download.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  });

  it("accepts a PNG by its content, and deleting the document removes its file", async () => {
    const before = storedFiles().length;
    const response = await upload("foto.png", png(), metadata({ type: "Otro", name: "Foto de la firma" }));
    expect(response.status).toBe(201);
    const document = (await response.json()) as PalcoDocument;
    expect(storedFiles()).toHaveLength(before + 1);
    expect((await t.request(`/api/documents/${document.id}`, { method: "DELETE" })).status).toBe(204);
    expect(storedFiles()).toHaveLength(before);
    expect((await t.request(`/api/documents/${document.id}/file`)).status).toBe(404);
  });
});

describe("refusals leave neither a row nor a file", () => {
  const refused = async (response: Response, status: number, message: string) => {
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  };

  it("a text file renamed .pdf, an executable, an empty file", async () => {
    const rows = await documentCount();
    const files = storedFiles().length;
    await refused(
      await upload("contrato.pdf", Buffer.from("esto no es un PDF, solo texto ".repeat(300))),
      400,
      "Solo se admiten archivos PDF, DOCX, PNG o JPG",
    );
    await refused(
      await upload("instalar.pdf", Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(5000)])),
      400,
      "Solo se admiten archivos PDF, DOCX, PNG o JPG",
    );
    await refused(await upload("vacio.pdf", Buffer.alloc(0)), 400, "El archivo está vacío");
    expect(await documentCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it("a file over 20 MB, with 413 and a Spanish message", async () => {
    const rows = await documentCount();
    const files = storedFiles().length;
    await refused(
      await upload("enorme.pdf", pdf(MAX_DOCUMENT_BYTES)),
      413,
      "La petición supera el tamaño máximo de 20 MB",
    );
    expect(await documentCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it("bad metadata, and a player that does not exist (the database refuses after the file was stored)", async () => {
    const rows = await documentCount();
    const files = storedFiles().length;
    await refused(await upload("a.pdf", pdf(), metadata({ name: "" })), 400, "El nombre es obligatorio");
    await refused(
      await upload("a.pdf", pdf(), metadata({ playerId: "00000000-0000-4000-8000-000000000000" })),
      400,
      "El jugador no existe",
    );
    expect(await documentCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it("a request that is not a form with a file", async () => {
    await refused(
      await t.request("/api/documents/upload", { method: "POST", json: metadata() }),
      400,
      "Envía el documento como formulario con su archivo",
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(metadata())) form.set(name, value);
    const noFile = await t.app.request(`${TEST_ORIGIN}/api/documents/upload`, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: t.cookie },
      body: form,
    });
    await refused(noFile, 400, "Elige el archivo del documento");
  });
});

describe("a file store with no space left", () => {
  // The kernel's /dev/full fails every write with ENOSPC, as a full disk does.
  const fullDisk: FileStorage = {
    put: (_key, body) => pipeline(body, createWriteStream("/dev/full")),
    get: async () => undefined,
    remove: async () => undefined,
  };
  let full: TestApp;
  let fullCookie: string;
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    full = await createTestApp({ storage: fullDisk });
    fullCookie = await full.signIn();
    server = serve({ fetch: full.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await full.close();
  });

  it("answers at once with 507 and a Spanish message over HTTP, and records nothing", async () => {
    const player = await fixtures(full, fullCookie).player();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...metadata(), playerId: player.id })) form.set(name, value);
    form.set("file", new Blob([new Uint8Array(pdf(15_000_000))]), "grande.pdf");
    const { port } = server.address() as AddressInfo;
    // Before, the request hung until Node's request timeout (300 s): the signal gives up long before that.
    const response = await fetch(`http://localhost:${port}/api/documents/upload`, {
      method: "POST",
      headers: { Origin: `http://localhost:${port}`, Cookie: fullCookie },
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(507);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "No queda espacio para guardar el archivo",
    );
    expect(Number((await full.database.pool.query("select count(*) as n from documents")).rows[0].n)).toBe(0);
  });
});
