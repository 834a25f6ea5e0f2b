import type { RandomStream } from '../../../lib/fair-rng.ts';
import { applyHoldemAction, applyHoldemTimeout, holdemLegalActions } from './holdem-betting.ts';
import type { HoldemAction, HoldemHand } from './holdem-types.ts';

/**
 * Plays a hand to its end with random legal moves: the property tests and the simulation use it to check the
 * invariants over hands no one wrote by hand. Every move is one the legal-actions list offers (sizes uniform in the
 * offered bounds), and now and then the player "times out". `onStep` sees every intermediate state.
 */
export function playRandomHand(
  start: HoldemHand,
  random: RandomStream,
  onStep: (hand: HoldemHand) => void = () => {},
): HoldemHand {
  let hand = start;
  onStep(hand);
  for (let steps = 0; hand.result === null; steps += 1) {
    if (steps > 500 || hand.toActSeat === null) throw new Error(`hand ${hand.handId} does not end`);
    const seat = hand.toActSeat;
    if (random.nextInt(20) === 0) {
      hand = applyHoldemTimeout(hand, seat);
    } else {
      hand = applyHoldemAction(hand, seat, chooseAction(hand, seat, random));
    }
    onStep(hand);
  }
  return hand;
}

function chooseAction(hand: HoldemHand, seat: number, random: RandomStream): HoldemAction {
  const legal = holdemLegalActions(hand, seat);
  const options: HoldemAction[] = [];
  if (legal.canFold) options.push({ type: 'FOLD' });
  if (legal.canCheck) options.push({ type: 'CHECK' }, { type: 'CHECK' });
  if (legal.callAmount !== null) options.push({ type: 'CALL' }, { type: 'CALL' });
  if (legal.raise) {
    const { kind, minTo, maxTo } = legal.raise;
    options.push({ type: kind, to: minTo + random.nextInt(maxTo - minTo + 1) }, { type: 'ALL_IN' });
  }
  return options[random.nextInt(options.length)] as HoldemAction;
}
