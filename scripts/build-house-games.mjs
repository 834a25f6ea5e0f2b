// Builds the in-house games' page scripts (apps/web/src/house-games → apps/web/dist/house, vite.house.config.ts)
// when their sources are newer than the build. The server serves that folder at /house/static/, so every path that
// starts a server runs this first: npm start, the e2e run, the server tests' global setup. Run directly, it builds
// if stale; `npm run build` always builds them with the site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
// One of the entries: a build writes all its files at once, so its age stands for the build's.
const builtMarker = path.join(web, 'dist/house/house-verify.js');

/** @param {string} file @returns {number} the newest modification time in a file or folder */
function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

/** Builds when stale; answers false when the build failed. @returns {boolean} */
export function buildHouseGamesIfStale() {
  const sourceTime = Math.max(
    newestMtime(path.join(web, 'src/house-games')),
    newestMtime(path.join(web, 'vite.house.config.ts')),
  );
  if (existsSync(builtMarker) && statSync(builtMarker).mtimeMs >= sourceTime) return true;
  console.log('Building the house games…');
  const build = spawnSync('npm', ['run', 'build:house', '-w', '@lucky/web'], { cwd: root, stdio: 'inherit' });
  return build.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !buildHouseGamesIfStale()) process.exit(1);
