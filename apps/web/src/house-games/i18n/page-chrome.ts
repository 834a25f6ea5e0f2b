// The words of the page the server writes (apps/server/src/modules/house-games/pages/house-page.ts: the bar, the
// wallet, the panels, the verify form) put into the page's language once its script runs. The server writes them
// in English so a page whose script fails still reads; the elements are found by their ids.
import type { Key } from './en/index.ts';
import { t } from './translate.ts';

type Place = { selector: string; key: Key; attribute?: 'aria-label' | 'title' };

const PLAY_PAGE: Place[] = [
  { selector: '.tools', key: 'page.tools', attribute: 'aria-label' },
  { selector: '#rules-open', key: 'page.rulesTitle', attribute: 'title' },
  { selector: '#rules-open span', key: 'page.rules' },
  { selector: '#sound-toggle', key: 'page.mute', attribute: 'aria-label' },
  { selector: '#volume', key: 'page.volume', attribute: 'aria-label' },
  { selector: '#music-toggle', key: 'page.music', attribute: 'aria-label' },
  { selector: '#fullscreen', key: 'page.fullscreen', attribute: 'aria-label' },
  { selector: '.wallet .label', key: 'page.balance' },
  { selector: '#paytable-panel > summary', key: 'page.paytable' },
  { selector: '#fair-panel > summary', key: 'fair.title' },
  { selector: '#fair-panel > p', key: 'fair.how' },
  { selector: '#fair-panel dt:nth-of-type(1)', key: 'fair.seedHash' },
  { selector: '#fair-panel dt:nth-of-type(2)', key: 'fair.nextNonce' },
  { selector: '#seed-save', key: 'fair.save' },
  { selector: '#rotate', key: 'fair.rotate' },
  { selector: '#replay', key: 'fair.replay' },
  { selector: '#verify-link', key: 'fair.verifyLast' },
];

const VERIFY_PAGE: Place[] = [
  { selector: '.bar h1', key: 'verify.pageTitle' },
  { selector: '.bar .sub', key: 'verify.pageSub' },
  { selector: '#verify-form legend', key: 'verify.baccaratBets' },
  { selector: '#verify-form button[type=submit]', key: 'verify.recompute' },
];

/** The labels that hold their input: their leading words, by the id of the field they hold. */
const LABELS: [string, Key][] = [
  ['client-seed', 'fair.clientSeed'],
  ['v-title', 'verify.game'],
  ['v-server-seed', 'verify.serverSeed'],
  ['v-hash', 'verify.hash'],
  ['v-client-seed', 'verify.clientSeed'],
  ['v-nonce', 'verify.nonce'],
  ['v-bet', 'verify.bet'],
  ['v-fish', 'verify.fish'],
];

/** Puts `text` in place of the label's first words, keeping the field inside it. */
export function setLabelText(label: Element, text: string): void {
  const first = label.firstChild;
  if (first && first.nodeType === Node.TEXT_NODE) first.textContent = `${text} `;
  else label.prepend(`${text} `);
}

function apply(root: ParentNode, places: Place[]): void {
  for (const place of places) {
    const node = root.querySelector(place.selector);
    if (!node) continue;
    if (place.attribute) node.setAttribute(place.attribute, t(place.key));
    else node.textContent = t(place.key);
  }
  for (const [id, key] of LABELS) {
    const label = root.querySelector(`#${id}`)?.closest('label');
    if (label) setLabelText(label, t(key));
  }
}

/** The game page's bar, wallet and panels in the page's language. */
export const translatePlayPage = (root: ParentNode = document): void => apply(root, PLAY_PAGE);

/** The verify page's header and form in the page's language. */
export const translateVerifyPage = (root: ParentNode = document): void => apply(root, VERIFY_PAGE);

/**
 * The line under the game's title (its kind, how a slot pays, its RTP), rewritten in the page's language; the RTP
 * is read from the server's line, where the catalogue put it.
 */
export function translateSubtitle(kind: 'SLOT' | 'BACCARAT' | 'FISH' | 'TABLE', pays: string | null): void {
  const sub = document.querySelector('.bar .sub');
  if (!sub) return;
  const rtp = /RTP [^\s]+%/.exec(sub.textContent ?? '')?.[0];
  sub.textContent = [t(`page.kind.${kind}`), pays, rtp].filter(Boolean).join(' · ');
}
