import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { opsPath } from '../layout/ops-paths.ts';
import styles from '../ops.module.css';

export type FlagGroup = ValueOf<(typeof ENDPOINTS)['opsMemberRiskFlags']>['flags'][number];
export type MemberBrief = FlagGroup['members'][number];

/** Members as deep links to their 360 pages, a locked or closed one marked. */
export function MemberLinks({ members }: { members: MemberBrief[] }) {
  const { t } = useTranslation('opsRisk');
  return (
    <span className={styles.row}>
      {members.map((member) => (
        <Link key={member.memberId} to={opsPath.member(member.memberId)} data-testid="risk-member-link">
          {member.username}
          {member.status !== 'ACTIVE' ? ` (${t(`memberStatus.${member.status}`, member.status)})` : ''}
        </Link>
      ))}
    </span>
  );
}

/** What a group shares, as the desk reads it: the value, and the promotion of a bonus-abuse group. */
export function FlagValue({ group }: { group: FlagGroup }) {
  const { t } = useTranslation('opsRisk');
  return (
    <span>
      <span className={styles.code}>{group.value}</span>
      {group.promotionTitle ? (
        <div className={styles.hint}>{t('promotion', { title: group.promotionTitle })}</div>
      ) : null}
    </span>
  );
}

/** Flagged groups as a table: kind, what is shared, who shares it; `action` adds a cell per group. */
export function FlagGroupsTable(props: {
  groups: FlagGroup[];
  testId: string;
  showKind?: boolean;
  action?: (group: FlagGroup) => ReactNode;
}) {
  const { t } = useTranslation('opsRisk');
  return (
    <table className={styles.table} data-testid={props.testId}>
      <thead>
        <tr>
          {props.showKind ? <th>{t('column.kind')}</th> : null}
          <th>{t('column.shared')}</th>
          <th className={styles.num}>{t('column.count')}</th>
          <th>{t('column.members')}</th>
          {props.action ? <th /> : null}
        </tr>
      </thead>
      <tbody>
        {props.groups.map((group) => (
          <tr key={`${group.kind}:${group.promotionId ?? ''}:${group.value}`} data-kind={group.kind}>
            {props.showKind ? <td>{t(`kind.${group.kind}`)}</td> : null}
            <td>
              <FlagValue group={group} />
            </td>
            <td className={styles.num}>{group.members.length}</td>
            <td>
              <MemberLinks members={group.members} />
            </td>
            {props.action ? <td>{props.action(group)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
