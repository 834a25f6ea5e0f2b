import type { LotteryDraw, LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FrequencyChart } from './frequency-chart.tsx';
import { RoadChart } from './road-chart.tsx';
import { buildTracks, computeStats, hotAndCold, listOutcomes } from './trend-math.ts';
import styles from './trends.module.css';

const SAMPLES = [30, 50, 100];

/** Trends of the last 30, 50 or 100 draws: frequency with missing counts, hot and cold, and the two roads. */
export function TrendPanel({ kind, draws }: { kind: LotteryGame['kind']; draws: readonly LotteryDraw[] }) {
  const { t } = useTranslation('lottery');
  const [sample, setSample] = useState(50);
  const [trackIndex, setTrackIndex] = useState(0);
  const drawn = useMemo(
    () => draws.filter((draw) => draw.result && draw.status !== 'VOIDED').slice(0, sample),
    [draws, sample],
  );
  const tracks = useMemo(() => buildTracks(kind, drawn), [kind, drawn]);
  const track = tracks[Math.min(trackIndex, tracks.length - 1)];
  const stats = useMemo(() => (track ? computeStats(track) : []), [track]);
  const outcomes = useMemo(() => listOutcomes(kind, drawn), [kind, drawn]);
  if (drawn.length === 0 || !track) return <EmptyState title={t('trends.empty')} />;
  const { hot, cold } = hotAndCold(stats);
  return (
    <div className={styles.panel} data-testid="trend-panel">
      <div className={styles.controls}>
        <div className={styles.segmented} role="radiogroup" aria-label={t('trends.sample')}>
          {SAMPLES.map((count) => (
            <button
              key={count}
              type="button"
              role="radio"
              aria-checked={count === sample}
              className={count === sample ? styles.on : undefined}
              onClick={() => setSample(count)}
            >
              {t('trends.lastDraws', { count })}
            </button>
          ))}
        </div>
        {tracks.length > 1 ? (
          <div className={styles.segmented} role="radiogroup" aria-label={t('trends.track')}>
            {tracks.map((item, index) => (
              <button
                key={item.key}
                type="button"
                role="radio"
                aria-checked={index === trackIndex}
                className={index === trackIndex ? styles.on : undefined}
                onClick={() => setTrackIndex(index)}
              >
                {t(`trends.trackName.${item.key}`)}
              </button>
            ))}
          </div>
        ) : null}
        <span className={styles.legend}>{t('trends.legend', { count: drawn.length })}</span>
      </div>
      <FrequencyChart stats={stats} label={t('trends.frequency')} />
      <div className={styles.hotCold}>
        <HotColdList title={t('trends.hot')} items={hot} tone="hot" />
        <HotColdList title={t('trends.cold')} items={cold} tone="cold" />
        <HotColdList
          title={t('trends.missing')}
          items={[...stats].sort((a, b) => b.missing - a.missing).slice(0, 5)}
          tone="miss"
        />
      </div>
      <div className={styles.roads}>
        <RoadChart
          title={t(`trends.bigSmall.${kind}`)}
          outcomes={outcomes.map((outcome) => outcome.bigSmall)}
          labelOf={(value) => t(`trends.outcome.${value}`)}
        />
        <RoadChart
          title={t(`trends.oddEven.${kind}`)}
          outcomes={outcomes.map((outcome) => outcome.oddEven)}
          labelOf={(value) => t(`trends.outcome.${value}`)}
        />
      </div>
    </div>
  );
}

function HotColdList({
  title,
  items,
  tone,
}: {
  title: string;
  items: readonly { value: string; count: number; missing: number }[];
  tone: 'hot' | 'cold' | 'miss';
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.list}>
      <h3 className={styles[tone]}>{title}</h3>
      <ol>
        {items.map((item) => (
          <li key={item.value}>
            <span className={styles.listValue}>{item.value}</span>
            <span>
              {tone === 'miss'
                ? t('trends.missingCount', { count: item.missing })
                : t('trends.times', { count: item.count })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
