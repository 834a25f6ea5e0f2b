import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useVerifyDraw } from '../api/lottery-queries.ts';
import { LotteryError } from '../components/lottery-error.tsx';
import { ResultBalls } from '../components/result-balls.tsx';
import styles from './verify.module.css';

/**
 * The proof of a drawn draw: the seed hash published before sale, the revealed seed, the stream id, and the numbers
 * recomputed from them, each with whether it matches.
 */
export function VerifyPanel({ drawId, kind }: { drawId: number; kind?: LotteryGame['kind'] }) {
  const { t } = useTranslation('lottery');
  const { data, isPending, error, refetch } = useVerifyDraw(drawId);
  if (isPending) return <LoadingBlock />;
  if (error) return <LotteryError error={error} onRetry={() => void refetch()} />;
  const shownKind = kind ?? kindOf(data.draw.gameCode);
  return (
    <div className={styles.panel} data-testid="verify-panel">
      <p className={styles.lead}>{t('verify.lead', { drawKey: data.draw.drawKey, gameCode: data.draw.gameCode })}</p>
      <dl className={styles.facts}>
        <Fact label={t('verify.seedHash')} value={data.draw.seedHash} />
        <Fact label={t('verify.seed')} value={data.draw.seed ?? t('verify.notRevealed')} />
        <Fact label={t('verify.recomputedHash')} value={data.recomputedSeedHash} verdict={data.isSeedHashMatch} />
        <Fact label={t('verify.streamId')} value={data.streamId} />
      </dl>
      <div className={styles.compare}>
        <div>
          <h3>{t('verify.published')}</h3>
          <ResultBalls kind={shownKind} result={data.draw.result} compact />
        </div>
        <div>
          <h3>{t('verify.recomputed')}</h3>
          <ResultBalls kind={shownKind} result={data.recomputed} compact />
        </div>
      </div>
      <p className={data.isSeedHashMatch && data.isResultMatch ? styles.ok : styles.bad} data-testid="verify-verdict">
        {data.isSeedHashMatch && data.isResultMatch ? t('verify.match') : t('verify.mismatch')}
      </p>
      <p className={styles.method}>{t('verify.method', { streamId: data.streamId })}</p>
    </div>
  );
}

function Fact({ label, value, verdict }: { label: string; value: string; verdict?: boolean }) {
  const { t } = useTranslation('lottery');
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>
        {verdict === undefined ? null : (
          <span className={verdict ? styles.ok : styles.bad}>{verdict ? t('verify.ok') : t('verify.differs')}</span>
        )}
      </dd>
    </div>
  );
}

/** The family of a game code, for a verify page opened from a link that names only the draw. */
export function kindOf(gameCode: string): LotteryGame['kind'] {
  if (gameCode.startsWith('VN_')) return 'VN';
  if (gameCode.startsWith('KENO')) return 'KENO';
  if (gameCode.startsWith('5D')) return 'FIVE_D';
  if (gameCode.startsWith('3D')) return 'THREE_D';
  return 'FOUR_D';
}
