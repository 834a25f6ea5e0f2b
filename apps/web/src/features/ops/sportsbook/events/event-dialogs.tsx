import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format.ts';
import { useSuspendMarket, useVoidEvent, type OpsSportEvent, type VoidAnswer } from '../api/events.ts';
import { ReasonDialog } from '../reason-dialog.tsx';
import { useMarketNames } from './use-market-names.ts';

const teamsOf = (event: OpsSportEvent) => `${event.participants[0].name} – ${event.participants[1].name}`;

type SuspendProps = {
  event: OpsSportEvent;
  marketKey: string;
  suspended: boolean;
  onDone: (text: string) => void;
  onCancel: () => void;
};

/** Suspending stops bets and cash-outs on the market at once; resuming opens it again. Both need a reason. */
export function SuspendDialog({ event, marketKey, suspended, onDone, onCancel }: SuspendProps) {
  const { t } = useTranslation('opsSports');
  const { marketName } = useMarketNames();
  const suspend = useSuspendMarket();
  const market = marketName(marketKey);
  const verb = suspended ? 'suspend' : 'resume';
  return (
    <ReasonDialog
      testId="sports-suspend"
      title={t(`suspend.${verb}Title`, { market, event: teamsOf(event) })}
      warning={t(`suspend.${verb}Warning`)}
      confirmLabel={suspended ? t('suspend.suspend') : t('suspend.resume')}
      isPending={suspend.isPending}
      error={suspend.error}
      onCancel={onCancel}
      onConfirm={(reason) =>
        suspend.mutate(
          { eventId: event.eventId, marketKey, suspended, reason },
          { onSuccess: () => onDone(t(`suspend.${verb}Done`, { market })) },
        )
      }
    />
  );
}

type VoidProps = { event: OpsSportEvent; onVoided: (answer: VoidAnswer) => void; onCancel: () => void };

/** A void cannot be undone: what it does to the bets is spelt out first and the reason goes to the audit log. */
export function VoidEventDialog({ event, onVoided, onCancel }: VoidProps) {
  const { t, i18n } = useTranslation('opsSports');
  const voidEvent = useVoidEvent();
  return (
    <ReasonDialog
      testId="sports-void"
      title={t('void.title', { event: teamsOf(event) })}
      warning={t('void.warning', {
        bets: event.bets,
        players: event.players,
        stake: formatMoney(event.stake, { language: i18n.language }),
      })}
      confirmLabel={t('void.confirm')}
      isPending={voidEvent.isPending}
      error={voidEvent.error}
      onCancel={onCancel}
      onConfirm={(reason) => voidEvent.mutate({ eventId: event.eventId, reason }, { onSuccess: onVoided })}
    />
  );
}
