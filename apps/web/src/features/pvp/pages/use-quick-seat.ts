import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Quick seat from the lobby (`&seat=quick`): once the table's snapshot is in and the viewer has no seat, the buy-in
 * for the first free seat opens. Once per visit: closing the dialog leaves the player watching.
 */
export function useQuickSeat(snapshot: PvpTableSnapshot, openBuyIn: (seatNo: number) => void): void {
  const [params] = useSearchParams();
  const isQuick = params.get('seat') === 'quick';
  const done = useRef(false);
  useEffect(() => {
    if (!isQuick || done.current || snapshot.viewerSeat !== null) return;
    done.current = true;
    const taken = new Set(snapshot.seats.filter((seat) => seat.state !== 'EMPTY').map((seat) => seat.seatNo));
    const free = Array.from({ length: snapshot.room.seatsTotal }, (_, seatNo) => seatNo).find(
      (seatNo) => !taken.has(seatNo),
    );
    if (free !== undefined) openBuyIn(free);
  }, [isQuick, snapshot, openBuyIn]);
}
