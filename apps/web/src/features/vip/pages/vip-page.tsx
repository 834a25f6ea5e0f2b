import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { isRealMember, useSessionStore } from '../../../lib/session-store.ts';
import { useVipLevels } from '../api/vip-levels.ts';
import { useVipProgress } from '../api/vip-progress.ts';
import { VipLadder } from '../components/vip-ladder.tsx';
import { VipStatusCard } from '../components/vip-status-card.tsx';
import styles from '../vip.module.css';

function MyVip() {
  const { t } = useTranslation('vip');
  const describeError = useErrorMessage();
  const progress = useVipProgress();
  if (progress.isPending)
    return (
      <div className={styles.center}>
        <Spinner size={28} label={t('loading')} />
      </div>
    );
  if (progress.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(progress.error)}
      </p>
    );
  return <VipStatusCard progress={progress.data} />;
}

function LoginPrompt() {
  const { t } = useTranslation('vip');
  return (
    <section className={styles.prompt}>
      <p>{t('loginPrompt')}</p>
      <Button onClick={() => useModalStore.getState().show('login')}>{t('login')}</Button>
    </section>
  );
}

const RULES = ['upgrade', 'bonus', 'keep', 'limits'] as const;

/** /vip: the member's level and progress, the monthly bonus, and the whole ladder with its benefits. */
export function VipClubPage() {
  const { t } = useTranslation('vip');
  const describeError = useErrorMessage();
  const isMember = useSessionStore(isRealMember);
  const levels = useVipLevels();
  const progress = useVipProgress();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.heroIcon}>
          <Icon name="crown" size={30} />
        </span>
        <div>
          <h1 className={styles.heroTitle}>{t('title')}</h1>
          <p className={styles.heroSubtitle}>{t('subtitle')}</p>
        </div>
      </header>
      {isMember ? <MyVip /> : <LoginPrompt />}
      {levels.isPending ? (
        <div className={styles.center}>
          <Spinner size={28} label={t('loading')} />
        </div>
      ) : null}
      {levels.error ? (
        <p className={styles.error} role="alert">
          {describeError(levels.error)}
        </p>
      ) : null}
      {levels.data && levels.data.list.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {levels.data && levels.data.list.length > 0 ? (
        <VipLadder
          levels={levels.data.list}
          currency={levels.data.currency}
          currentLevel={isMember ? (progress.data?.level ?? null) : null}
        />
      ) : null}
      <section className={styles.panel}>
        <h2 className={styles.sectionTitle}>{t('rules.title')}</h2>
        <ul className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
