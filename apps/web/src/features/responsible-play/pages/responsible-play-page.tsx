import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { isRealMember, useSessionStore } from '../../../lib/session-store.ts';
import { usePlayState } from '../api/play-state.ts';
import { BreakSection } from '../components/break-section.tsx';
import { LimitsSection } from '../components/limits-section.tsx';
import { RealityCheckSection } from '../components/reality-check-section.tsx';
import { StatementSection } from '../components/statement-section.tsx';
import styles from '../responsible-play.module.css';

/** /responsible-play: limits, reality check, cool-off and self-exclusion, the activity statement. */
export function ResponsiblePlayPage() {
  const { t } = useTranslation('responsiblePlay');
  const isMember = useSessionStore(isRealMember);
  const state = usePlayState();
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {!isMember ? <p role="status">{t('loginRequired')}</p> : <PlaySections state={state} />}
    </div>
  );
}

function PlaySections({ state }: { state: ReturnType<typeof usePlayState> }) {
  if (state.isPending) return <LoadingBlock />;
  if (state.isError) return <ErrorBlock error={state.error} onRetry={() => void state.refetch()} />;
  return (
    <>
      <LimitsSection limits={state.data.limits} />
      <RealityCheckSection minutes={state.data.realityCheckMinutes} />
      <BreakSection />
      <StatementSection />
    </>
  );
}
