// `npm test`: every check CI runs, one stage after another, stopping at the first that fails, then a table of how
// long each stage took — the figures docs/test-timings.md keeps, and the first place to look when the run slows.
// `node scripts/run-tests.mjs lint typecheck` runs only the named stages. The simulation tier is not a stage here:
// `npm run test:sim` runs it (CI runs both).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

/**
 * Stages in order. A group of stages in one inner array runs at the same time: lint and the type check are each
 * one single-threaded process, so on two cores they take the time of the longer one instead of the sum.
 * @type {[string, string][][]}
 */
const STAGES = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
  ],
  [['contracts tests', 'npm run test -w @lucky/contracts']],
  [['server tests', 'npm run test -w @lucky/server']],
  [['web tests', 'npm run test -w @lucky/web']],
  [['bundle budget', 'npm run check:bundle']],
  [['browser specs', 'npm run test:e2e']],
  [['fresh clone', 'npm run test:fresh-clone']],
];

const wanted = process.argv.slice(2);
const known = STAGES.flat().map(([stage]) => stage);
const unknown = wanted.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}; stages: ${known.join(', ')}`);
  process.exit(2);
}

/**
 * Runs one stage. Alone, its output streams as it comes; beside others, it is held and printed in one block when
 * the stage ends, so two stages' lines never interleave.
 * @param {string} command
 * @param {boolean} isAlone
 * @returns {Promise<number>} the exit code
 */
function runStage(command, isAlone) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve(code ?? 1);
    });
  });
}

/** @type {[string, number][]} */
const timings = [];
/** @type {string[]} */
const failed = [];
const groupStarted = Date.now();
for (const group of STAGES) {
  const chosen = group.filter(([stage]) => wanted.length === 0 || wanted.includes(stage));
  if (chosen.length === 0) continue;
  const started = Date.now();
  const codes = await Promise.all(
    chosen.map(async ([stage, command]) => {
      console.log(`\n▶ ${stage}: ${command}${chosen.length > 1 ? ' (output when it ends)' : ''}`);
      const code = await runStage(command, chosen.length === 1);
      timings.push([stage, (Date.now() - started) / 1000]);
      if (code !== 0) failed.push(stage);
      return code;
    }),
  );
  if (codes.some((code) => code !== 0)) break;
}

const total = (Date.now() - groupStarted) / 1000;
console.log('\nstage timings (stages in one group run at the same time)');
for (const [stage, seconds] of [...timings, /** @type {[string, number]} */ (['total', total])]) {
  console.log(`  ${stage.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
}
if (failed.length > 0) {
  console.error(`\n✗ ${failed.join(', ')} failed`);
  process.exit(1);
}
