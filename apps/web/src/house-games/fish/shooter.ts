// The player's cannon: it turns to the pointer, a click (or space) fires a bullet toward it, auto-fire fires every
// 300 ms toward the pointer or the locked fish, and lock mode makes a clicked fish the bullets' target. A bullet
// bets only when it hits a fish: then one play call is made for that fish, in the order the bullets hit.
import { message } from '../dom.ts';
import type { GameMount } from '../game-module.ts';
import { t } from '../i18n/translate.ts';
import type { FishPaytable, FishShot, Played } from '../house-api-types.ts';
import { fromMinor, toMinor } from '../money.ts';
import { sound } from '../sound/sound.ts';
import { hit, HGT, launch, muzzleOf, W, type Sea, type SeaFish } from './sea-model.ts';
import { showVerdict } from './sea-verdict.ts';

const AUTO_FIRE_MS = 300;
/** Bullets of one's own in flight at most: each may become a bet. */
const MAX_IN_FLIGHT = 6;

export type ShooterHooks = {
  bet: () => number;
  onSettled: (played: Played<FishShot>, fish: SeaFish) => void;
  onAutoChange: (on: boolean) => void;
  onLockChange: (on: boolean) => void;
};

/** Space fires, A toggles auto-fire (not while typing); leaving the window stops auto-fire. */
function wireKeys(fire: () => void, toggleAuto: () => void, stopAuto: () => void): void {
  window.addEventListener('blur', stopAuto);
  window.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    if (event.code === 'Space') {
      event.preventDefault();
      fire();
    }
    if (event.key === 'a' || event.key === 'A') toggleAuto();
  });
}

export function createShooter(
  canvas: HTMLCanvasElement,
  sea: Sea,
  game: GameMount<FishPaytable, FishShot>,
  hooks: ShooterHooks,
) {
  const pointer = { x: W / 2, y: HGT / 3 };
  /** Angles fired and fish caught since the room's last poll. */
  const room = { shots: [] as number[], caughtKeys: [] as number[] };
  let queue = Promise.resolve();
  let timer: number | undefined;
  let lockMode = false;

  const aimAt = (x: number, y: number) => {
    const muzzle = muzzleOf(sea.mySeat);
    sea.aim = Math.atan2(Math.min(y, muzzle.y - 20) - muzzle.y, x - muzzle.x);
  };
  const toSea = (event: MouseEvent) => {
    const box = canvas.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * W, y: ((event.clientY - box.top) / box.height) * HGT };
  };

  function fire(): void {
    const locked = sea.lockKey === null ? undefined : sea.fish.get(sea.lockKey);
    aimAt(locked?.x ?? pointer.x, locked?.y ?? pointer.y);
    if (sea.bullets.filter((bullet) => bullet.mine).length >= MAX_IN_FLIGHT) return;
    launch(sea, sea.mySeat, sea.aim, { bet: hooks.bet(), lockKey: sea.lockKey });
    room.shots.push(Math.round(sea.aim * 1000) / 1000);
    sound.play('cannonShot');
  }

  function setAuto(on: boolean, reason?: string): void {
    window.clearInterval(timer);
    timer = on ? window.setInterval(fire, AUTO_FIRE_MS) : undefined;
    if (reason) message(reason);
    hooks.onAutoChange(on);
  }

  /** One bet for the fish a bullet hit, after the bets of the bullets that hit before it. */
  function onHit(fish: SeaFish, bet: number): void {
    queue = queue.then(async () => {
      const played = await game.play({ bet: fromMinor(bet, game.scale), fishId: fish.kind.id });
      if (!played) {
        if (timer !== undefined) setAuto(false);
        return;
      }
      room.caughtKeys.push(...showVerdict(sea, fish, played.round.outcome, played.round.win));
      hooks.onSettled(played, fish);
      // A balance the wallet did not report leaves the check to the next refused bet.
      const balance = played.balance === null ? null : toMinor(played.balance, game.scale);
      if (timer !== undefined && balance !== null && balance < hooks.bet()) setAuto(false, t('fish.autoStopBalance'));
    });
  }

  canvas.addEventListener('pointermove', (event) => {
    Object.assign(pointer, toSea(event));
    if (sea.lockKey === null) aimAt(pointer.x, pointer.y);
  });
  canvas.addEventListener('click', (event) => {
    Object.assign(pointer, toSea(event));
    const fish = lockMode ? hit(sea, pointer.x, pointer.y, 8) : undefined;
    if (lockMode) {
      sea.lockKey = fish?.key ?? null;
      hooks.onLockChange(sea.lockKey !== null);
      if (fish) return;
    }
    fire();
  });
  wireKeys(
    fire,
    () => setAuto(timer === undefined),
    () => timer !== undefined && setAuto(false, t('fish.autoStopFocus')),
  );

  return {
    onHit,
    room,
    toggleAuto: () => setAuto(timer === undefined),
    isAuto: () => timer !== undefined,
    setLockMode: (on: boolean) => {
      lockMode = on;
      if (!on) sea.lockKey = null;
      hooks.onLockChange(sea.lockKey !== null);
    },
  };
}

export type Shooter = ReturnType<typeof createShooter>;
