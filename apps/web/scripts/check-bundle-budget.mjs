// Fails when the JavaScript needed to show `/` is over budget: the entry chunk and every chunk it
// imports statically, measured gzipped, as a browser on a cold cache downloads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

const needed = new Set();
/** @param {string} key */
const visit = (key) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);

let totalBytes = 0;
const lines = [];
for (const key of needed) {
  const file = manifest[key].file;
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  totalBytes += bytes;
  lines.push(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const totalKb = totalBytes / 1024;
console.log(
  `JavaScript for / (gzipped):\n${lines.join('\n')}\n  ${totalKb.toFixed(1).padStart(6)} KB  total, budget ${BUDGET_KB} KB`,
);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB: split more code out of the home route.`);
  process.exit(1);
}
