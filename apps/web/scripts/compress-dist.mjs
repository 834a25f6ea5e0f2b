// Pre-compresses the built assets (brotli and gzip) so the server sends them compressed with no
// per-request CPU cost (@fastify/static serves the .br/.gz files with `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// An argument names one folder of dist (`house`: after building only the house games' scripts).
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist', process.argv[2] ?? '.');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`pre-compressed ${count} files in ${path.relative(process.cwd(), dist)}`);
