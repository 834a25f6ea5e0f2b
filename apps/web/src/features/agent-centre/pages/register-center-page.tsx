import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import styles from '../components/agent-ui.module.css';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { AffiliateCodes } from '../components/affiliate-codes.tsx';
import { DownlineRegisterForm } from '../components/downline-register-form.tsx';
import { useRegisterCenter } from '../api/register-center.ts';

/** Account (`registerCenter`): create a downline account directly, and manage the affiliate codes that place registrations under this agent. */
export function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  const { data, isPending, error, refetch } = useRegisterCenter();
  if (isPending) return <LoadingBlock />;
  if (error || !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-center-create">
        <h3 id="register-center-create" className={styles.cardTitle}>
          {t('register.title')}
        </h3>
        {data.creatableTypes.length === 0 ? (
          <EmptyState title={t('register.none')} />
        ) : (
          <DownlineRegisterForm creatableTypes={data.creatableTypes} />
        )}
      </section>
      <section className={styles.card} aria-labelledby="register-center-codes">
        <h3 id="register-center-codes" className={styles.cardTitle}>
          {t('affiliate.title')}
        </h3>
        <AffiliateCodes codes={data.affiliateCodes} />
      </section>
    </div>
  );
}
