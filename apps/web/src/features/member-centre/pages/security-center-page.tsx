import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { ProfileCard } from '../components/account/profile-card.tsx';
import { SecuritySettings } from '../components/account/security-settings.tsx';
import styles from '../components/account/account.module.css';

/** "My account": the profile and the account's security settings. */
export function SecurityCenterPage() {
  const { data: member, isPending, error, refetch } = useMemberInfo();
  if (isPending) return <LoadingBlock />;
  if (error || !member) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  return (
    <div className={styles.page}>
      <ProfileCard member={member} />
      <SecuritySettings member={member} />
    </div>
  );
}
