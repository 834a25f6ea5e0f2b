import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LotteryHeading } from '../components/lottery-heading.tsx';
import { VerifyPanel } from '../verify/verify-panel.tsx';
import styles from '../components/lottery.module.css';

/** /lottery/verify?drawId=123: the public proof of one draw, for anyone holding the link. */
export function LotteryVerifyPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const drawId = Number(params.get('drawId'));
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <LotteryHeading title={t('verify.title')} subtitle={t('verify.subtitle')} />
      {Number.isInteger(drawId) && drawId > 0 ? (
        <div className={styles.box}>
          <VerifyPanel drawId={drawId} />
        </div>
      ) : (
        <EmptyState title={t('verify.noDraw')} />
      )}
    </div>
  );
}
