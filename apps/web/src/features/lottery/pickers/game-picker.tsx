import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import type { AddSelections, BetTypeInfo } from '../slip/slip-types.ts';
import { FiveDPicker } from './five-d-picker.tsx';
import { FourDPicker } from './four-d-picker.tsx';
import { KenoPicker } from './keno-picker.tsx';
import { ThreeDPicker } from './three-d-picker.tsx';
import { VnPicker } from './vn-picker.tsx';

/** The number picker of a game's family. */
export function GamePicker({
  kind,
  betTypes,
  onAdd,
  isSlipFull,
}: {
  kind: LotteryGame['kind'];
  betTypes: readonly BetTypeInfo[];
  onAdd: AddSelections;
  isSlipFull: boolean;
}) {
  const props = { betTypes, onAdd, isSlipFull };
  switch (kind) {
    case 'VN':
      return <VnPicker {...props} />;
    case 'KENO':
      return <KenoPicker {...props} />;
    case 'FIVE_D':
      return <FiveDPicker {...props} />;
    case 'THREE_D':
      return <ThreeDPicker {...props} />;
    case 'FOUR_D':
      return <FourDPicker {...props} />;
  }
}
