import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Replaces the results between the `<!-- bench:NAME:start/end -->` markers of docs/benchmarks.md. */
export function recordSection(name: string, text: string): void {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const current = readFileSync(file, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${file} has no ${start} … ${end} section`);
  writeFileSync(file, `${current.slice(0, from + start.length)}\n${text}\n${current.slice(to)}`);
  console.log(`recorded in ${path.relative(ROOT, file)}`);
}
