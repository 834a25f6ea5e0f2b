// The page's side of the fish room: polls about every second with its cannon level and the shots fired and fish
// caught since, and lays the answer over the sea — the room's seed and clock (the shared fish schedule), the others'
// cannons at their seats, their shots as bullets and their catches. Without an answer the sea goes on alone.
import { call } from '../house-api.ts';
import type { FishRoom } from '../house-api-types.ts';
import { formatAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { launch, muzzleOf, type Sea } from './sea-model.ts';
import { takeFish } from './sea-verdict.ts';

const POLL_MS = 1000;

export function startRoom(sea: Sea, level: () => number, pending: { shots: number[]; caughtKeys: number[] }) {
  /** The newest shot and catch already shown per seat, so each is drawn once. */
  const shown = new Map<number, { shot: number; caught: number }>();
  const roster = { text: t('fish.roomJoining') };

  function apply(view: FishRoom, sentAt: number): void {
    // Half the round trip is the best guess of how far the answer's clock has moved on since it was read.
    sea.clockOffset = view.serverTime + (Date.now() - sentAt) / 2 - Date.now();
    if (sea.seed !== view.seed) {
      sea.seed = view.seed;
      sea.fish.clear();
      sea.gone.clear();
    }
    const mine = view.seats.find((seat) => seat.isYou);
    if (mine) sea.mySeat = mine.seat;
    for (const seat of view.seats) {
      const last = shown.get(seat.seat) ?? { shot: view.serverTime - 1500, caught: view.serverTime - 1500 };
      if (!seat.isYou) {
        seat.shots.filter((shot) => shot.at > last.shot).forEach((shot) => launch(sea, seat.seat, shot.angle, null));
        for (const key of seat.caughtKeys) {
          const fish = sea.fish.get(key);
          if (fish?.state === 'swim') takeFish(sea, fish);
          sea.gone.add(key);
        }
        seat.catches
          .filter((entry) => entry.at > last.caught)
          .forEach((entry) => {
            const { x } = muzzleOf(seat.seat);
            sea.effects.push({
              kind: 'text',
              text: `+${formatAmount(entry.win)}`,
              color: '#80deea',
              x,
              y: 360,
              t: 0,
              life: 1.6,
            });
          });
      }
      shown.set(seat.seat, {
        shot: Math.max(last.shot, ...seat.shots.map((shot) => shot.at)),
        caught: Math.max(last.caught, ...seat.catches.map((entry) => entry.at)),
      });
    }
    sea.cannons = view.seats.map((seat) => ({
      seat: seat.seat,
      name: seat.name,
      level: seat.level,
      aim: seat.shots.at(-1)?.angle ?? -Math.PI / 2,
      isYou: seat.isYou,
    }));
    roster.text = t('fish.room', {
      room: String(view.roomId),
      seats: view.seats.length,
      names: view.seats.map((seat) => (seat.isYou ? t('fish.roomYou') : seat.name)).join(', '),
    });
  }

  async function poll(): Promise<void> {
    const body = { level: level(), shots: pending.shots.splice(0, 30), caughtKeys: pending.caughtKeys.splice(0, 30) };
    const sentAt = Date.now();
    try {
      apply(await call<FishRoom>('POST', 'fish-room', body), sentAt);
    } catch {
      // The room is only company: the sea and the shots go on without it, and the next poll tries again.
      roster.text = t('fish.roomAlone');
    }
    window.setTimeout(() => void poll(), POLL_MS);
  }
  void poll();
  window.addEventListener('pagehide', () => void call('POST', 'fish-room/leave').catch(() => undefined));
  return roster;
}
