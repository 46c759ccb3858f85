// Writes .br and .gz beside every compressible file of the web build, so that the server sends them as they are
// (no compression work per request). Brotli at its highest quality: done once, at build time.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../dist/web");
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
// Even a small file gains from brotli; a file that would not shrink is left as it is.
const MIN_BYTES = 0;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(root)) {
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  if (file.endsWith(".js")) {
    before += content.length;
    after += brotli.length;
  }
}
console.log(`JavaScript: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB con brotli`);
