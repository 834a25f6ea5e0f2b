import { JACKPOT } from '@lucky/contracts/common/constants';
import { useEffect, useState } from 'react';

/** A random integer step between the spec's bounds, inclusive. */
export function nextJackpotStep(random: () => number = Math.random): number {
  return JACKPOT.minStep + Math.floor(random() * (JACKPOT.maxStep - JACKPOT.minStep + 1));
}

/** The rolling jackpot: starts at 123,581,220 and grows by 99 to 999 every 500 ms. */
export function useJackpotValue(): number {
  const [value, setValue] = useState<number>(JACKPOT.start);
  useEffect(() => {
    const timer = setInterval(() => setValue((current) => current + nextJackpotStep()), JACKPOT.tickMs);
    return () => clearInterval(timer);
  }, []);
  return value;
}
