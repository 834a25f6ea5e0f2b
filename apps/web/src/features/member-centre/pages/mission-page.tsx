import type { MissionPeriod } from '@lucky/contracts/missions/mission-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { MissionCard } from '../components/rewards/mission-card.tsx';
import { useClaimMission } from '../api/claim-mission.ts';
import { useMissions, type Mission } from '../api/missions.ts';
import styles from '../components/rewards/rewards.module.css';
import { formatDuration, useCountdownTo } from '../hooks/use-countdown-to.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';

function Countdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation('missions');
  const left = useCountdownTo(endsAt);
  return (
    <span className={styles.countdown} data-testid="mission-countdown">
      {t('mission.resetsIn', { time: formatDuration(left, (count) => t('mission.days', { count })) })}
    </span>
  );
}

/**
 * Mission activity (`missionLeaderboard`): daily and weekly missions with the member's progress in
 * the current UTC day or ISO week, a countdown to the reset, and claim buttons that pay in place.
 */
export function MissionPage() {
  const { t } = useTranslation('missions');
  const money = useMoney();
  const describeError = useErrorMessage();
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const missions = useMissions();
  const claim = useClaimMission();
  const [claimedText, setClaimedText] = useState<string | null>(null);
  if (missions.isPending) return <LoadingBlock />;
  if (missions.error || !missions.data)
    return <ErrorBlock error={missions.error} onRetry={() => void missions.refetch()} />;

  const { list, serverTime, claimableCount } = missions.data;
  // The countdown runs on this browser's clock, corrected by how far it is from the server's.
  const skew = Date.parse(serverTime) - missions.dataUpdatedAt;
  const shown = list.filter((mission) => mission.period === period);
  const endsAt = shown[0] ? new Date(Date.parse(shown[0].periodEndsAt) - skew).toISOString() : null;
  const onClaim = (mission: Mission) => {
    setClaimedText(null);
    claim.mutate(mission.id, {
      onSuccess: (result) =>
        setClaimedText(t('mission.claimedNotice', { amount: money(result.amount), title: mission.title })),
    });
  };
  const tabLabel = (key: MissionPeriod) => {
    const ready = list.filter((mission) => mission.period === key && mission.status === 'CLAIMABLE').length;
    const label = t(key === 'DAILY' ? 'mission.daily' : 'mission.weekly');
    return ready > 0 ? `${label} (${ready})` : label;
  };

  return (
    <div className={styles.page} data-testid="mission-page">
      <p className={styles.intro}>{t('mission.intro')}</p>
      <div className={styles.head}>
        <Tabs
          items={[
            { key: 'DAILY', label: tabLabel('DAILY') },
            { key: 'WEEKLY', label: tabLabel('WEEKLY') },
          ]}
          active={period}
          onChange={(key) => setPeriod(key as MissionPeriod)}
          ariaLabel={t('mission.tabsLabel')}
        />
        <div className={styles.head}>
          {claimableCount > 0 ? (
            <span className={styles.readyPill} data-testid="mission-ready-count">
              {t('mission.readyCount', { count: claimableCount })}
            </span>
          ) : null}
          {endsAt ? <Countdown endsAt={endsAt} /> : null}
        </div>
      </div>
      {claimedText ? (
        <p className={styles.success} role="status" data-testid="mission-claimed">
          {claimedText}
        </p>
      ) : null}
      {claim.error ? (
        <p className={styles.error} role="alert">
          {describeError(claim.error)}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title={t('mission.empty')} hint={t('mission.emptyHint')} />
      ) : (
        <div className={styles.grid}>
          {shown.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              isClaiming={claim.isPending && claim.variables === mission.id}
              onClaim={onClaim}
            />
          ))}
        </div>
      )}
    </div>
  );
}
