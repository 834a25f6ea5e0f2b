import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';
import { FlagGroupsTable } from './flag-groups.tsx';
import { useMemberRiskFlags } from './risk-api.ts';

/** The player 360's risk section: every flagged group the member is in, with the other members as links. */
export function MemberRiskFlags({ memberId }: { memberId: number }) {
  const { t } = useTranslation('opsRisk');
  const describeError = useErrorMessage();
  const { data, error } = useMemberRiskFlags(memberId);
  return (
    <section className={styles.panel} aria-label={t('member.title')} data-testid="ops-member-risk">
      <h3>{t('member.title')}</h3>
      {error ? <p className={styles.error}>{describeError(error)}</p> : null}
      {data && data.flags.length === 0 ? <p className={styles.hint}>{t('member.none')}</p> : null}
      {data && data.flags.length > 0 ? (
        <FlagGroupsTable groups={data.flags} testId="ops-member-risk-flags" showKind />
      ) : null}
    </section>
  );
}
