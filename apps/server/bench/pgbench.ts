import { execFileSync } from 'node:child_process';

/** Runs PostgreSQL's pgbench against a database and answers what it printed. */
export function pgbench(url: string, args: string[]): string {
  return execFileSync('pgbench', [...args, url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** TPC-B transactions per second with `clients` connections for `seconds`: the reference the benchmarks compare to. */
export function runPgbenchTps(url: string, clients: number, seconds: number): number {
  const output = pgbench(url, ['-c', String(clients), '-j', '2', '-T', String(seconds)]);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!match) throw new Error(`could not read pgbench output:\n${output}`);
  return Number(match[1]);
}
