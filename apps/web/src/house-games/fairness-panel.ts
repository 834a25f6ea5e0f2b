// The play page's "Provably fair" panel: the seed pair in use, the client seed, revealing and rotating the server
// seed, and the link to the verify page with the last round's values filled in.
import { byId, el, message } from './dom.ts';
import { call, fail } from './house-api.ts';
import type { Fairness, Round, Rotated } from './house-api-types.ts';
import { pageLanguage, t } from './i18n/translate.ts';
import { fromMinor } from './money.ts';
import { tabStorage } from './tab-storage.ts';

// Server seeds revealed in this browser session, by hash, so "verify" links can carry the seed.
const revealed = JSON.parse(tabStorage.getItem('house-revealed') || '{}') as Record<string, string>;

export function showFairness(fairness: Fairness | null): void {
  if (!fairness) return;
  byId('seed-hash').textContent = fairness.serverSeedHash;
  byId<HTMLInputElement>('client-seed').value = fairness.clientSeed;
  byId('nonce').textContent = String(fairness.nonce);
}

/** Points "Verify" at the verify page with the round's values filled in (the server seed once it is revealed). */
export function showVerifyLink(titleId: string, round: Round | null, scale: number): void {
  if (!round) return;
  const query = new URLSearchParams({
    titleId,
    clientSeed: round.clientSeed || '',
    nonce: String(round.nonce),
    hash: round.serverSeedHash || '',
  });
  // The verify page opens in the language the game is played in.
  query.set('lang', pageLanguage());
  if (revealed[round.serverSeedHash]) query.set('serverSeed', revealed[round.serverSeedHash]);
  const request = round.request || {};
  if (request.bet) query.set('bet', fromMinor(Number(request.bet), scale));
  // A fish shot recomputes under the engine version it was played with (v1 rounds stay verifiable).
  if (request.fishId) query.set('fishId', request.fishId);
  if (request.fishId && round.gameVersion) query.set('gameVersion', round.gameVersion);
  // A bought feature round is recomputed as one: the verify page reads the flag from the link.
  if (request.buyFeature) query.set('buyFeature', 'true');
  Object.entries(request.bets || {}).forEach(([side, minor]) =>
    query.set(`bet_${side}`, fromMinor(Number(minor), scale)),
  );
  const link = byId<HTMLAnchorElement>('verify-link');
  link.href = `/house/verify?${query.toString()}`;
  link.textContent = t(revealed[round.serverSeedHash] ? 'fair.verifyRound' : 'fair.verifyRoundFirst', {
    id: String(round.roundId),
  });
}

/** Wires the panel's buttons; `onRotated` redraws the verify link once a seed is revealed. */
export function wireFairnessPanel(onRotated: () => void): void {
  byId('seed-save').addEventListener('click', async () => {
    try {
      showFairness(
        await call<Fairness>('POST', 'client-seed', { clientSeed: byId<HTMLInputElement>('client-seed').value }),
      );
      message(t('fair.saved'));
    } catch (error) {
      fail(error);
    }
  });
  byId('rotate').addEventListener('click', async () => {
    try {
      const rotated = await call<Rotated>('POST', 'rotate-seed');
      revealed[rotated.revealed.serverSeedHash] = rotated.revealed.serverSeed;
      tabStorage.setItem('house-revealed', JSON.stringify(revealed));
      byId('revealed').replaceChildren(
        el('div', { text: t('fair.revealed', { rounds: rotated.revealed.roundsPlayed }) }),
        el('code', { text: rotated.revealed.serverSeed }),
        el('div', { text: t('fair.itsHash', { hash: rotated.revealed.serverSeedHash }) }),
      );
      showFairness(rotated.next);
      onRotated();
    } catch (error) {
      fail(error);
    }
  });
}
