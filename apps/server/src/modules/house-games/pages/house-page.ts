import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { findGame } from '../../games/catalogue.repository.ts';
import { nameIn } from '../../games/game-card.ts';
import { FISH_SPECIES } from '../engine/fish-engine.ts';

// Served as its own file: the site's CSP forbids inline scripts.
const CLIENT_SCRIPT = readFileSync(new URL('./house-play-client.js', import.meta.url), 'utf8');
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const LABELS = { SLOT: 'Video slot · 5×3 reels', BACCARAT: 'VIRTUAL baccarat · computer-dealt, no live dealer', FISH: 'Fish shooter · each shot is one bet' } as const;

function sideSelect(kind: keyof typeof LABELS): string {
  if (kind === 'BACCARAT') return `<select id="side">${['BANKER', 'PLAYER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'].map((side) => `<option>${side}</option>`).join('')}</select>`;
  if (kind === 'FISH') return `<select id="side">${FISH_SPECIES.map((fish) => `<option value="${fish.id}">${escapeHtml(fish.name)} ×${fish.multiplier}</option>`).join('')}</select>`;
  return '<input id="side" type="hidden" value="">';
}

/** The game pages of the in-house provider, shown inside the site's sandboxed /game iframe. */
export function registerHousePages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/house/static/house-play.js', { schema: { hide: true } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CLIENT_SCRIPT));
  // Icons drawn here rather than shipped as files: each house title gets its own colour and initials.
  app.get('/house/icons/:name', { schema: { hide: true, params: z.object({ name: z.string().regex(/^[\w-]{1,60}\.svg$/) }) } }, async (request, reply) => {
    const name = (request.params as { name: string }).name.replace(/\.svg$/, '');
    const initials = escapeHtml(name.replace(/^house-/, '').split('-').map((word) => word[0]?.toUpperCase() ?? '').join('').slice(0, 3));
    const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="hsl(${hue},60%,30%)"/><circle cx="100" cy="100" r="70" fill="hsl(${hue},70%,50%)"/><text x="100" y="118" font-size="52" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
  app.get('/house/play/:gameId', { schema: { hide: true, params: z.object({ gameId: z.coerce.number().int().min(1) }) } }, async (request, reply) => {
    const game = await findGame(ctx.database.db, (request.params as { gameId: number }).gameId);
    if (!game?.engineKind || game.status === 'DISABLED') return reply.code(404).type('text/plain').send('No such game');
    const title = escapeHtml(nameIn(game.names, undefined));
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{margin:0;font:14px sans-serif;background:#140a22;color:#eee;padding:12px}h1{font-size:18px;margin:0}.tag{color:#f5c542}
svg{width:100%;max-width:500px;background:#1d0f30;border-radius:8px}.row{margin:8px 0;display:flex;gap:8px;flex-wrap:wrap;align-items:center}
button{background:#f5c542;border:0;border-radius:6px;padding:8px 16px;font-weight:bold}code{word-break:break-all;font-size:11px}</style></head>
<body data-game-id="${game.id}"><h1>${title}</h1><div class="tag">${LABELS[game.engineKind]} · RTP ${game.declaredRtp ?? '-'}% · <span id="mode"></span></div>
<div class="row">Balance: <strong id="balance">…</strong></div>
<svg id="board" viewBox="0 0 490 240" role="img" aria-label="game board"></svg><div id="detail"></div>
<div class="row"><label>Bet <input id="bet" size="8"></label>${sideSelect(game.engineKind)}<button id="play">${game.engineKind === 'FISH' ? 'Shoot' : game.engineKind === 'SLOT' ? 'Spin' : 'Deal'}</button><button id="replay">Replay last round</button></div>
<div id="message" role="status"></div>
<details><summary>Provably fair</summary><div>Server seed hash: <code id="seed-hash"></code></div><div>Next nonce: <span id="nonce"></span></div>
<div class="row"><label>Client seed <input id="client-seed"></label><button id="seed-save">Save</button><button id="rotate">Reveal &amp; rotate seed</button></div><div><code id="revealed"></code></div></details>
<script src="/house/static/house-play.js" defer></script></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
