// HAProxy in front of the instances of `npm run cluster` (Debian's package `haproxy`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The haproxy program, or null. */
export function findHaproxy() {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/**
 * The haproxy program, installed with apt-get when missing and allowed (`install`, and this process is root);
 * otherwise null, after saying how to install it.
 * @param {{ install: boolean; say: (line: string) => void }} input
 */
export function ensureHaproxy({ install, say }) {
  const found = findHaproxy();
  if (found || !install) {
    if (!found) say('HAProxy is not installed: `apt-get install haproxy` (Debian/Ubuntu), then run again');
    return found;
  }
  if (process.getuid?.() !== 0) {
    say('HAProxy is not installed: run `sudo apt-get install haproxy`, then run again');
    return null;
  }
  say("HAProxy is not installed: installing Debian's package with apt-get install haproxy");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptInstall = () => spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env }).status;
  if (aptInstall() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptInstall();
  }
  return findHaproxy();
}

/**
 * The configuration: every instance serves every request (round robin, no stickiness: sessions, limits, captchas,
 * caches and pushes are shared through PostgreSQL and Redis). Health from /readyz every second (out after two
 * failures, back after one success), so a draining or dead instance stops getting requests; a request whose
 * connection to an instance fails (a killed one, before the check notices) goes to another (retry-on conn-failure
 * with redispatch: nothing was sent, so this is safe for every method). WebSockets (the push channel, the card
 * tables) are tunnelled for up to an hour.
 * @param {{ port: number; statsPort: number; instances: number[] }} input
 */
export function haproxyConfig({ port, statsPort, instances }) {
  return [
    'global',
    '  maxconn 8000',
    '  log stderr format short local0 notice',
    'defaults',
    '  mode http',
    '  log global',
    '  option dontlognull',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    '  option redispatch 1',
    `frontend site`,
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1 maxconn 500',
    ...instances.map((instancePort, index) => `  server i${index + 1} 127.0.0.1:${instancePort} check`),
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 2s',
    '',
  ].join('\n');
}

/**
 * Writes the configuration into `dir` and runs haproxy in the foreground as a child of this process.
 * @param {{ program: string; dir: string; port: number; statsPort: number; instances: number[]; say: (line: string) => void }} input
 */
export async function startHaproxy({ program, dir, port, statsPort, instances, say }) {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, statsPort, instances }));
  const check = spawnSync(program, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
  const child = spawn(program, ['-W', '-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  /** @type {string[]} */
  const errors = [];
  child.stderr.on('data', (chunk) => errors.push(String(chunk)));
  await waitForPort(port, 5000, () => child.exitCode !== null && `haproxy exited: ${errors.join('')}`);
  say(`HAProxy on http://127.0.0.1:${port} (stats on http://127.0.0.1:${statsPort}/), config ${file}`);
  return {
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * Resolves once something accepts connections on 127.0.0.1:`port`.
 * @param {number} port @param {number} withinMs @param {() => string | false} [failed]
 */
export async function waitForPort(port, withinMs, failed = () => false) {
  const { createConnection } = await import('node:net');
  const until = Date.now() + withinMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
