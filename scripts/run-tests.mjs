// `npm test`: every check CI runs, in groups of stages run side by side (below), stopping after the group where one
// fails, then a table of how long each stage took — the figures docs/test-timings.md keeps, and the first place to look when the run slows.
// `node scripts/run-tests.mjs lint typecheck` runs only the named stages. The simulation tier is not a stage here:
// `npm run test:sim` runs it (CI runs both).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

/**
 * Stages in groups, one group after another. Within a group, each lane (an inner list) runs beside the others and
 * its stages one after another. A whole run used about half of the two cores when every stage ran alone: lint, the
 * type check and the fresh clone are single processes, and the browser specs mostly wait on a browser and a server;
 * so they run beside work that fills the other core. The server tests run alone: some of them time real Redis
 * windows and socket heartbeats, which a loaded machine stretches. The bundle budget (which builds the site the browser
 * specs load, then opens it in a browser) follows the type check, the shorter of the first group's lanes.
 * @type {[string, string][][][]}
 */
const STAGES = [
  [
    [['lint', 'npm run lint']],
    [
      ['typecheck', 'npm run typecheck'],
      ['bundle budget', 'npm run check:bundle'],
    ],
    [['fresh clone', 'npm run test:fresh-clone']],
  ],
  [
    [
      ['contracts tests', 'npm run test -w @lucky/contracts'],
      ['server tests', 'npm run test -w @lucky/server'],
    ],
  ],
  [[['web tests', 'npm run test -w @lucky/web']], [['browser specs', 'npm run test:e2e']]],
];

const wanted = process.argv.slice(2);
const known = STAGES.flat(2).map(([stage]) => stage);
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
const runStarted = Date.now();

/**
 * Runs a lane's chosen stages in order; stops at the first that fails.
 * @param {[string, string][]} lane
 * @param {boolean} isAlone whether nothing else runs beside it
 */
async function runLane(lane, isAlone) {
  for (const [stage, command] of lane) {
    console.log(`\n▶ ${stage}: ${command}${isAlone ? '' : ' (beside other stages; output when it ends)'}`);
    const started = Date.now();
    const code = await runStage(command, isAlone);
    timings.push([stage, (Date.now() - started) / 1000]);
    if (code !== 0) {
      failed.push(stage);
      return;
    }
  }
}

for (const group of STAGES) {
  const lanes = group
    .map((lane) => lane.filter(([stage]) => wanted.length === 0 || wanted.includes(stage)))
    .filter((lane) => lane.length > 0);
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  if (failed.length > 0) break;
}

const total = (Date.now() - runStarted) / 1000;
console.log('\nstage timings (each from its own start; some run side by side, so the total is the wall time)');
for (const [stage, seconds] of [...timings, /** @type {[string, number]} */ (['total', total])]) {
  console.log(`  ${stage.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
}
if (failed.length > 0) {
  console.error(`\n✗ ${failed.join(', ')} failed`);
  process.exit(1);
}
