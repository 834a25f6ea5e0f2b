import { useEffect, useRef, useState } from 'react';

export type PriceMove = 'up' | 'down' | null;

/** How long a moved price stays lit, long enough to be seen between two polls of a live board. */
export const FLASH_MS = 1800;

/** Which way a price last moved, for FLASH_MS after it moved; null while it holds still or was just shown. */
export function usePriceFlash(oddsMilli: number | null): PriceMove {
  const previous = useRef(oddsMilli);
  const [move, setMove] = useState<PriceMove>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = oddsMilli;
    if (before === null || oddsMilli === null || before === oddsMilli) return;
    setMove(oddsMilli > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [oddsMilli]);
  return move;
}
