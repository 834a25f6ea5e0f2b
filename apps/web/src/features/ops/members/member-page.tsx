import { mayCall } from '@lucky/contracts/ops/role-matrix';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { opsPath } from '../layout/ops-paths.ts';
import { useOpsSession } from '../ops-session.ts';
import { useMemberDetail } from './api/member-detail.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberFacts } from './member-facts.tsx';
import { MemberNotes } from './member-notes.tsx';
import { MemberRecords } from './member-records.tsx';
import { OpsResponsiblePlay } from '../responsible-play/ops-responsible-play.tsx';
import { MemberKyc } from '../kyc/member-kyc.tsx';
import { MemberRiskFlags } from '../risk/member-risk-flags.tsx';
import styles from '../ops.module.css';

/** The player 360 page of one member: profile, funds, actions, adjustments, notes and every record. */
export function OpsMemberPage({ memberId }: { memberId: number }) {
  const { t } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const role = useOpsSession((state) => state.operator?.role ?? 'support');
  const query = useMemberDetail(memberId);
  const member = query.data;
  if (query.error)
    return (
      <section className={styles.panel}>
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
        <Link to={opsPath.section('members')}>{t('back')}</Link>
      </section>
    );
  if (!member) return <p className={styles.hint}>{t('loading')}</p>;
  return (
    <section className={styles.panel} aria-label={t('page.title', { username: member.username })}>
      <header className={styles.row}>
        <h2 className={styles.subtitle}>{t('page.title', { username: member.username })}</h2>
        <span className={styles.hint}>#{member.memberId}</span>
        {member.tags.map((tag) => (
          <span key={tag} className={styles.code}>
            {tag}
          </span>
        ))}
        <Link to={opsPath.section('members')}>{t('back')}</Link>
      </header>
      <MemberFacts member={member} />
      <div className={styles.columns}>
        <MemberActions member={member} />
        {mayCall(role, 'opsAdjustment') && member.status !== 'CLOSED' ? (
          <AdjustmentForm username={member.username} />
        ) : null}
        <MemberNotes member={member} />
      </div>
      {mayCall(role, 'opsPlayMember') ? <OpsResponsiblePlay username={member.username} /> : null}
      {mayCall(role, 'opsKycMember') ? <MemberKyc memberId={member.memberId} /> : null}
      {mayCall(role, 'opsMemberRiskFlags') ? <MemberRiskFlags memberId={member.memberId} /> : null}
      <MemberRecords memberId={member.memberId} />
    </section>
  );
}

/** The route /ops/members/:memberId: the 360 page of the id in the address. */
export function OpsMemberRoute() {
  const { t } = useTranslation('opsMembers');
  const memberId = Number(useParams().memberId);
  if (!Number.isSafeInteger(memberId) || memberId <= 0) return <p className={styles.error}>{t('notFound')}</p>;
  return <OpsMemberPage key={memberId} memberId={memberId} />;
}
