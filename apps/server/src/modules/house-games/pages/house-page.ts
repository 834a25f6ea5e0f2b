import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@lucky/contracts/common/constants';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { registerHouseIsolation } from '../house-isolation.ts';
import { findGameById } from '../../games/catalogue.service.ts';
import { nameIn } from '../../games/game-card.ts';
import { FISH_SPECIES } from '../engine/fish-engine.ts';
import { SPECIAL_FISH } from '../engine/fish-specials.ts';
import { findSlotTitle } from '../engine/slot-catalogue.ts';
import { registerHouseIcons } from './house-icons.ts';
import { LIVE_TABLES } from '../tables/table-catalogue.ts';
import { VERIFIABLE_TITLES } from './house-rules.ts';

// Scripts and styles are files of their own: the site's CSP forbids inline scripts. The scripts are TypeScript in
// apps/web/src/house-games, built by Vite into the web build's house/ folder (see README.md here); read on
// each request, so a rebuild (npm run dev watches them) shows without restarting the server. A fixed place, not
// WEB_DIST: servers without the site (tests) still serve the games.
const STATIC_DIR = fileURLToPath(new URL('../../../../../web/dist/house/', import.meta.url));
const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const LABELS = {
  SLOT: 'Video slot',
  BACCARAT: 'VIRTUAL baccarat · computer dealt, no live dealer',
  FISH: 'Fish shooter · each shot is one bet',
  TABLE: 'VIRTUAL live table · computer dealt, every player at the table plays the same rounds',
} as const;
const SCRIPTS = {
  SLOT: 'house-slot.js',
  BACCARAT: 'house-baccarat.js',
  FISH: 'house-fish.js',
  TABLE: 'house-table.js',
} as const;

const head = (
  title: string,
  lang = 'en',
) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/house/static/house.css"></head>`;
// The bar's tools: rules, sound (mute, volume, music) and full screen. The scripts wire them (sound/bar-tools.ts in
// the web app) and unhide those the browser supports; the icons follow aria-pressed in house.css.
const icon = (paths: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
const TOOLS = `<div class="tools" role="group" aria-label="Game options">
<button id="rules-open" class="tool" type="button" aria-controls="paytable-panel" title="Paytable &amp; rules">${icon('<path d="M5 5a2 2 0 0 1 2-2h12v16H7a2 2 0 0 0-2 2z"/><path d="M9 8h6M9 12h6"/>')}<span>Rules</span></button>
<span id="sound-tools" class="sound-tools" hidden>
<button id="sound-toggle" class="tool" type="button" aria-label="Mute" aria-pressed="false">${icon('<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path class="icon-on" d="M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11"/><path class="icon-off" d="M16 9l5 6M21 9l-5 6"/>')}</button>
<input id="volume" class="volume" type="range" min="0" max="100" step="5" value="60" aria-label="Volume">
<button id="music-toggle" class="tool" type="button" aria-label="Music" aria-pressed="true">${icon('<path d="M9 18V6l10-2v12"/><circle cx="7" cy="18" r="2" fill="currentColor"/><circle cx="17" cy="16" r="2" fill="currentColor"/><path class="icon-off" d="M3 3l18 18"/>')}</button>
</span>
<button id="fullscreen" class="tool" type="button" aria-label="Full screen" aria-pressed="false" hidden>${icon('<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"/>')}</button>
</div>`;

// A module script runs once the page is parsed, like a deferred one, and imports the chunks it shares with the others.
const script = (name: string) => `<script type="module" src="/house/static/${name}"></script>`;

/** The line under a game's title: its kind, and for a slot how it pays (its lines, or its ways). */
function subtitleOf(game: { engineKind: keyof typeof LABELS; engineTitleId: string | null }): string {
  const title = game.engineKind === 'SLOT' && game.engineTitleId ? findSlotTitle(game.engineTitleId) : null;
  if (!title) return LABELS[game.engineKind];
  const paytable = title.paytable() as { ways?: number; paylines?: unknown[] };
  const pays =
    typeof paytable.ways === 'number'
      ? `${paytable.ways} ways`
      : Array.isArray(paytable.paylines)
        ? `${paytable.paylines.length} lines`
        : null;
  return pays ? `${LABELS.SLOT} · ${pays}` : LABELS.SLOT;
}

function playPage(
  game: { id: number; engineKind: keyof typeof LABELS; engineTitleId: string | null; declaredRtp: string | null },
  title: string,
  language: TranslatedLanguage,
): string {
  return `${head(title, language === 'CN' ? 'zh-CN' : language.toLowerCase())}
<body class="house kind-${game.engineKind.toLowerCase()}" data-game-id="${game.id}">
<header class="bar"><div><h1>${title}</h1><div class="sub">${subtitleOf(game)} · RTP ${game.declaredRtp ?? '-'}%</div></div>
${TOOLS}
<div class="wallet"><span id="mode" class="mode">…</span><span class="label">Balance</span><strong id="balance">…</strong></div></header>
<div id="message" class="message" role="status" aria-live="polite"></div>
<main id="stage" class="stage"></main>
<section id="controls" class="controls"></section>
<section class="panels">
<details id="paytable-panel"><summary>Paytable &amp; rules</summary><div id="paytable"></div></details>
<details id="fair-panel"><summary>Provably fair</summary>
<p>Every round is drawn from HMAC-SHA256(server seed, client seed:nonce:counter). The server seed's SHA-256 hash is shown before you play; rotate to reveal the seed and check any round.</p>
<dl class="fair"><dt>Server seed hash</dt><dd><code id="seed-hash"></code></dd><dt>Next nonce</dt><dd id="nonce"></dd></dl>
<div class="row"><label>Client seed <input id="client-seed" maxlength="64" pattern="[\\w-]{1,64}"></label><button id="seed-save" class="ghost" type="button">Save</button>
<button id="rotate" class="ghost" type="button">Reveal &amp; rotate seed</button></div>
<div id="revealed" class="revealed"></div>
<div class="row"><button id="replay" class="ghost" type="button">Replay last round</button><a id="verify-link" href="/house/verify" target="_blank" rel="noopener">Verify last round</a></div>
</details></section>
${script(SCRIPTS[game.engineKind])}</body></html>`;
}

function verifyPage(): string {
  const options = VERIFIABLE_TITLES.map(
    (title) =>
      `<option value="${escapeHtml(title.titleId)}" data-kind="${title.kind}">${escapeHtml(title.title)}</option>`,
  ).join('');
  // The live tables whose shoes the page's table form recomputes (its script builds the form: table/table-verify-form.ts).
  const tables = LIVE_TABLES.map((table) => `${table.id}:${table.game.kind}`).join(' ');
  return `${head('Verify a house game round')}
<body class="house verify" data-tables="${escapeHtml(tables)}"><header class="bar"><div><h1>Verify a round</h1><div class="sub">Recompute any in-house round from its seeds — no login needed</div></div></header>
<form id="verify-form" class="verify-form" novalidate>
<label>Game <select id="v-title" name="titleId">${options}</select></label>
<label>Server seed (revealed) <input id="v-server-seed" name="serverSeed" required maxlength="64" autocomplete="off" spellcheck="false"></label>
<label>Server seed hash shown before play (optional) <input id="v-hash" name="serverSeedHash" maxlength="64" autocomplete="off" spellcheck="false"></label>
<label>Client seed <input id="v-client-seed" name="clientSeed" required maxlength="64" autocomplete="off"></label>
<label>Nonce <input id="v-nonce" name="nonce" required inputmode="numeric"></label>
<label data-kinds="SLOT FISH">Bet <input id="v-bet" name="bet" inputmode="decimal"></label>
<label data-kinds="FISH">Fish <select id="v-fish" name="fishId">${FISH_SPECIES.map((fish) => `<option value="${fish.id}">${escapeHtml(fish.name)} ×${fish.multiplier}</option>`).join('')}${SPECIAL_FISH.map((fish) => `<option value="${fish.id}">${escapeHtml(fish.name)} (${fish.special})</option>`).join('')}</select></label>
<fieldset data-kinds="BACCARAT"><legend>Baccarat bets</legend>${['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'].map((side) => `<label>${side.replace('_', ' ')} <input data-side="${side}" inputmode="decimal"></label>`).join('')}</fieldset>
<button type="submit">Recompute</button></form>
<div id="message" class="message" role="status" aria-live="polite"></div>
<section id="v-result" class="verify-result" hidden></section>
${script('house-verify.js')}</body></html>`;
}

/** The build writes .br and .gz beside each file large enough to gain (about a third of the bytes for the scripts). */
const PRE_COMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const modifiedAt = (file: string) =>
  stat(path.join(STATIC_DIR, file)).then(
    (info) => info.mtimeMs,
    () => null,
  );

/**
 * A static file, pre-compressed when the client accepts it and the build made one no older than the file (a watch
 * rebuild in development rewrites the file and leaves the last full build's .br behind); undefined when there is none.
 */
async function readStatic(file: string, acceptEncoding: string) {
  const plainAt = await modifiedAt(file);
  if (plainAt === null) return undefined;
  for (const { encoding, suffix } of PRE_COMPRESSED) {
    if (!acceptEncoding.includes(encoding) || ((await modifiedAt(file + suffix)) ?? -1) < plainAt) continue;
    const body = await readFile(path.join(STATIC_DIR, file + suffix)).catch(() => undefined);
    if (body) return { body, encoding };
  }
  const body = await readFile(path.join(STATIC_DIR, file)).catch(() => undefined);
  return body && { body, encoding: null };
}

/** The game pages of the in-house provider, shown inside the site's sandboxed /game iframe, and the public verify page. */
export function registerHousePages(app: FastifyInstance, ctx: AppContext): void {
  if (!existsSync(STATIC_DIR))
    app.log.warn(`the house games' scripts are not built (${STATIC_DIR}): run \`npm run build\` (npm start does it)`);
  // They run sandboxed with an opaque origin: CORS for what they load, their CSP sandbox (house-isolation.ts).
  registerHouseIsolation(app);
  app.get(
    '/house/static/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[\w-]{1,60}\.(js|css)$/) }) } },
    async (request, reply) => {
      const file = (request.params as { file: string }).file;
      const found = await readStatic(file, String(request.headers['accept-encoding'] ?? ''));
      if (!found) return reply.code(404).type('text/plain').send('Not found');
      if (found.encoding) reply.header('content-encoding', found.encoding);
      return reply
        .type(CONTENT_TYPES[file.split('.').pop()!])
        .header('vary', 'accept-encoding')
        .header('cache-control', 'no-cache')
        .send(found.body);
    },
  );
  registerHouseIcons(app);
  app.get('/house/verify', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(verifyPage()),
  );
  app.get(
    '/house/play/:gameId',
    { schema: { hide: true, params: z.object({ gameId: z.coerce.number().int().min(1) }) } },
    async (request, reply) => {
      const game = await findGameById(ctx.database.db, (request.params as { gameId: number }).gameId);
      // The launch URL's lang (launch.service.ts): the game's name in the player's language; the page's script
      // translates the rest. Anything else is English, never an error.
      const lang = String((request.query as { lang?: unknown }).lang ?? '').toUpperCase();
      const language = (TRANSLATED_LANGUAGES as readonly string[]).includes(lang) ? (lang as TranslatedLanguage) : 'EN';
      if (!game?.engineKind || game.status === 'DISABLED')
        return reply.code(404).type('text/plain').send('No such game');
      return reply.type('text/html; charset=utf-8').send(
        playPage(
          {
            id: game.id,
            engineKind: game.engineKind,
            engineTitleId: game.engineTitleId,
            declaredRtp: game.declaredRtp,
          },
          escapeHtml(nameIn(game.names, language)),
          language,
        ),
      );
    },
  );
}
