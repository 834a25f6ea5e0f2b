// `npm run dev`: the API with reload on change (tsx watch), the site through Vite's dev server with hot reload, and
// the house games' scripts rebuilt on change (the API serves the build; reload the game to see a change).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@lucky/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@lucky/web'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev:house', '-w', '@lucky/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('API on http://localhost:8080, site with hot reload on http://localhost:5173');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
