import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";
import type { FileStorage } from "./storage";

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "palco-storage-"));
  folders.push(folder);
  return folder;
};

let s3rver: S3rver;
let s3Endpoint = "";
beforeAll(async () => {
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: newFolder(),
    configureBuckets: [{ name: "palco-test", configs: [] }],
  });
  const { address, port } = (await s3rver.run()) as { address: string; port: number };
  s3Endpoint = `http://${address}:${port}`;
});
afterAll(async () => {
  await s3rver.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error("conexión cortada"));
      else {
        sent = true;
        this.push(Buffer.alloc(1024, 1));
      }
    },
  });
}

const backends: [string, () => FileStorage][] = [
  ["a local folder", () => localStorage(newFolder())],
  [
    "an S3-compatible server",
    () =>
      s3Storage({
        bucket: "palco-test",
        region: "us-east-1",
        endpoint: s3Endpoint,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }),
  ],
];

describe.each(backends)("storage in %s", (_name, make) => {
  it("stores, reads back the same bytes and removes", async () => {
    const storage = make();
    const bytes = Buffer.from("contenido de prueba · ñ ü €");
    await storage.put("doc-1.pdf", Readable.from([bytes]), "application/pdf");
    const stored = await storage.get("doc-1.pdf");
    expect(stored && Buffer.from(await text(stored))).toEqual(bytes);
    await storage.remove("doc-1.pdf");
    expect(await storage.get("doc-1.pdf")).toBeUndefined();
    await expect(storage.remove("doc-1.pdf")).resolves.toBeUndefined();
  });

  it("answers undefined for a file it never had", async () => {
    expect(await make().get("nunca.pdf")).toBeUndefined();
  });

  it("keeps nothing when the incoming stream fails", async () => {
    const storage = make();
    await expect(storage.put("cortado.pdf", failingStream(), "application/pdf")).rejects.toThrow();
    expect(await storage.get("cortado.pdf")).toBeUndefined();
  });
});

it("the local folder holds no partial file after a failed write, and refuses keys that leave it", async () => {
  const folder = newFolder();
  const storage = localStorage(folder);
  await expect(storage.put("cortado.pdf", failingStream(), "application/pdf")).rejects.toThrow();
  expect(readdirSync(folder)).toEqual([]);
  await expect(storage.get("../fuera.pdf")).rejects.toThrow("Clave de archivo no válida");
});

it("the local folder sweeps at start the partial files a stopped process left, not those being written", async () => {
  const folder = newFolder();
  const stale = path.join(folder, "a.pdf.0011aabbccdd.partial");
  const live = path.join(folder, "b.pdf.2233aabbccdd.partial");
  writeFileSync(stale, Buffer.alloc(1_000_000));
  writeFileSync(live, "escribiendo");
  writeFileSync(path.join(folder, "guardado.pdf"), "%PDF");
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(stale, hourAgo, hourAgo);
  localStorage(folder);
  expect(readdirSync(folder).sort()).toEqual(["b.pdf.2233aabbccdd.partial", "guardado.pdf"]);
});
