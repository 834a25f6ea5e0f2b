// `npm test`: every check CI runs, one stage after another, stopping at the first that fails, then a table of how
// long each stage took — the figures docs/test-timings.md keeps, and the first place to look when the run slows.
// `node scripts/run-tests.mjs lint typecheck` runs only the named stages.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['contracts tests', 'npm run test -w @lucky/contracts'],
  ['server tests', 'npm run test -w @lucky/server'],
  ['web tests', 'npm run test -w @lucky/web'],
  ['bundle budget', 'npm run check:bundle'],
  ['browser specs', 'npm run test:e2e'],
  ['fresh clone', 'npm run test:fresh-clone'],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map(([stage]) => stage).join(', ')}`);
  process.exit(2);
}

/** @type {[string, number][]} */
const timings = [];
let failed = null;
for (const [stage, command] of STAGES) {
  if (wanted.length > 0 && !wanted.includes(stage)) continue;
  console.log(`\n▶ ${stage}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  timings.push([stage, (Date.now() - started) / 1000]);
  if (status !== 0) {
    failed = stage;
    break;
  }
}

const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nstage timings');
for (const [stage, seconds] of [...timings, /** @type {[string, number]} */ (['total', total])]) {
  console.log(`  ${stage.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
}
if (failed) {
  console.error(`\n✗ ${failed} failed`);
  process.exit(1);
}
