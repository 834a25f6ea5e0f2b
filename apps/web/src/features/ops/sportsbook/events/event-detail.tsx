import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import { useEventLiability, type EventStatus, type OpsSportEvent, type VoidAnswer } from '../api/events.ts';
import { useEventBoard } from '../api/public-book.ts';
import own from '../ops-sportsbook.module.css';
import { SportsRefusal } from '../refusal-message.tsx';
import { SuspendDialog, VoidEventDialog } from './event-dialogs.tsx';
import { EventFacts } from './event-facts.tsx';
import { EventSeeds } from './event-seeds.tsx';
import { LiabilityTable } from './liability-table.tsx';
import { OtherMarkets } from './other-markets.tsx';

type Action = { kind: 'suspend'; marketKey: string; suspended: boolean } | { kind: 'void' };

/** Before the end markets can still be suspended; a void is refused once settlement began (the server says so). */
const RUNNING: readonly EventStatus[] = ['SCHEDULED', 'OPEN', 'LIVE'];
const VOIDABLE: readonly EventStatus[] = [...RUNNING, 'ENDED'];

type DialogProps = { event: OpsSportEvent; action: Action; onDone: (text: string) => void; onCancel: () => void };

/** The open action's dialog; what it did becomes the panel's status line. */
function ActionDialog({ event, action, onDone, onCancel }: DialogProps) {
  const { t, i18n } = useTranslation('opsSports');
  if (action.kind === 'suspend')
    return (
      <SuspendDialog
        event={event}
        marketKey={action.marketKey}
        suspended={action.suspended}
        onDone={onDone}
        onCancel={onCancel}
      />
    );
  const voided = (answer: VoidAnswer) =>
    onDone(
      t('void.done', {
        bets: answer.refundedBets,
        legs: answer.voidedLegs,
        amount: formatMoney(answer.refunded, { language: i18n.language }),
      }),
    );
  return <VoidEventDialog event={event} onVoided={voided} onCancel={onCancel} />;
}

/** One event: its facts and seeds, liability per market and selection, suspensions, and the void. */
export function EventDetail({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation('opsSports');
  const liability = useEventLiability(eventId);
  const event = liability.data?.event;
  const isRunning = !!event && RUNNING.includes(event.status);
  const board = useEventBoard(eventId, isRunning);
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  // A block body: Chromium's scrollIntoView now answers a promise, which React would take for a clean-up.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const suspend = (marketKey: string, suspended: boolean) => {
    setDone(null);
    setAction({ kind: 'suspend', marketKey, suspended });
  };
  const title = event ? `${event.participants[0].name} – ${event.participants[1].name}` : eventId;
  const isWholeSuspended = !!event?.suspendedMarkets.includes('*');
  const listed = liability.data?.markets.map((market) => market.marketKey) ?? [];
  return (
    <section ref={ref} className={`${styles.card} ${own.wide}`} aria-label={title} data-testid="sports-event">
      <div className={styles.header}>
        <h3 className={styles.subtitle}>{title}</h3>
        <div className={styles.actions}>
          {isRunning ? (
            <Button size="sm" variant="secondary" onClick={() => suspend('*', !isWholeSuspended)}>
              {isWholeSuspended ? t('suspend.resumeEvent') : t('suspend.suspendEvent')}
            </Button>
          ) : null}
          {event && VOIDABLE.includes(event.status) ? (
            <Button size="sm" variant="secondary" onClick={() => setAction({ kind: 'void' })}>
              {t('void.open')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
      {done ? (
        <p className={styles.success} role="status" data-testid="sports-event-done">
          {done}
        </p>
      ) : null}
      {liability.isPending ? <Spinner size={24} label={t('loading')} /> : null}
      {liability.error ? <SportsRefusal error={liability.error} /> : null}
      {event ? (
        <div className={own.detailColumns}>
          <EventFacts event={event} />
          <EventSeeds event={event} />
        </div>
      ) : null}
      {event && liability.data ? (
        <>
          <LiabilityTable event={event} markets={liability.data.markets} onSuspend={isRunning ? suspend : null} />
          {isRunning ? (
            <OtherMarkets
              boardMarkets={board.data?.markets.map((market) => market.key) ?? []}
              listed={listed}
              suspended={event.suspendedMarkets}
              onSuspend={suspend}
            />
          ) : null}
        </>
      ) : null}
      {event && action ? (
        <ActionDialog
          event={event}
          action={action}
          onDone={(text) => {
            setAction(null);
            setDone(text);
          }}
          onCancel={() => setAction(null)}
        />
      ) : null}
    </section>
  );
}
