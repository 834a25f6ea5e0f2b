import { useTranslation } from 'react-i18next';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import type { SeatAction, TableState } from '../live/table-state.ts';
import { tableModelOf } from '../table/snapshot-model.ts';
import type { TableModel } from '../table/table-model.ts';

/** The felt's model of the socket state, with each seat's last action and shown hand in the reader's language. */
export function useFeltModel(state: TableState): TableModel {
  const { t } = useTranslation('pvp');
  const money = useMoney();
  const signed = useSignedMoney();
  const describeAction = ({ action, betThisStreet, timedOut }: SeatAction) => {
    const text = t(`actionNote.${action}`, { amount: money(betThisStreet) });
    return timedOut ? t('actionNote.timedOut', { action: text }) : text;
  };
  return tableModelOf({
    snapshot: state.snapshot!,
    lastActions: state.lastActions,
    clockOffsetMs: state.clockOffsetMs,
    describe: {
      action: describeAction,
      category: (category) => t(`handCategory.${category}`),
      niuniu: {
        result: (seat) =>
          t('niuniu.seatResult', { hand: t(`niuniu.category.${seat.category}`), net: signed(seat.net) }),
        shown: t('niuniu.shownNote'),
      },
      tienlen: { result: (seat) => signed(seat.net), passed: t('tienlen.passedNote') },
    },
  });
}
