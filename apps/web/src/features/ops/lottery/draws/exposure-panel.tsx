import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import { RefusalMessage } from '../refusal-message.tsx';
import { useDrawExposure } from '../api/exposure.ts';
import type { VoidAnswer } from '../api/void-draw.ts';
import own from '../ops-lottery.module.css';
import { DrawFacts } from './draw-facts.tsx';
import { ExposureTable } from './exposure-table.tsx';
import { VoidDialog } from './void-dialog.tsx';

/** One draw: its totals, what the house would pay per number against the caps, and voiding it while it is not settled. */
export function ExposurePanel({ drawId, onClose }: { drawId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('opsLottery');
  const exposure = useDrawExposure(drawId);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const [isVoiding, setIsVoiding] = useState(false);
  const [voided, setVoided] = useState<VoidAnswer | null>(null);
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  const draw = exposure.data?.draw;
  const canVoid = !!draw && (draw.status === 'SCHEDULED' || draw.status === 'DRAWN');
  return (
    <section
      ref={ref}
      className={`${styles.card} ${styles.panel} ${own.wide}`}
      aria-label={t('exposure.title', { draw: draw?.drawKey ?? drawId })}
      data-testid="lottery-exposure"
    >
      <div className={styles.header}>
        <h3 className={styles.subtitle}>{t('exposure.title', { draw: draw?.drawKey ?? drawId })}</h3>
        <div className={styles.actions}>
          {canVoid ? (
            <Button size="sm" variant="secondary" onClick={() => setIsVoiding(true)}>
              {t('void.open')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
      {voided ? (
        <p className={styles.success} role="status">
          {t('void.done', { draw: voided.draw.drawKey, bets: voided.refundedBets, amount: money(voided.refunded) })}
        </p>
      ) : null}
      {exposure.isPending ? <Spinner size={24} label={t('loading')} /> : null}
      {exposure.error ? <RefusalMessage error={exposure.error} /> : null}
      {draw ? <DrawFacts draw={draw} /> : null}
      {exposure.data ? <ExposureTable exposures={exposure.data.exposures} /> : null}
      {isVoiding && draw ? (
        <VoidDialog
          draw={draw}
          onVoided={(answer) => {
            setVoided(answer);
            setIsVoiding(false);
          }}
          onCancel={() => setIsVoiding(false)}
        />
      ) : null}
    </section>
  );
}
