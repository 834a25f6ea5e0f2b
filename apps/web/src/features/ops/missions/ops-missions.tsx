import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';
import { useMissionActions, useMissions } from './api/missions.ts';
import type { OpsMission } from './mission-draft.ts';
import { MissionForm } from './mission-form.tsx';
import own from './ops-missions.module.css';
import { ReferralRules } from './referral-rules.tsx';

/** Admin: missions (list, create, edit, enable or disable; every change audited) and the referral reward rules. */
export function OpsMissions() {
  const { t } = useTranslation('missions');
  const describeError = useErrorMessage();
  const [editing, setEditing] = useState<OpsMission | 'new' | null>(null);
  const missions = useMissions();
  const { save, toggle } = useMissionActions(() => setEditing(null));
  const edit = (next: OpsMission | 'new') => {
    save.reset();
    setEditing(next);
  };
  return (
    <div className={styles.panel} data-testid="ops-missions">
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('ops.title')}</h2>
        {editing === null ? (
          <Button size="sm" onClick={() => edit('new')}>
            {t('ops.new')}
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{t('ops.intro')}</p>
      {editing !== null ? (
        <MissionForm
          key={editing === 'new' ? 'new' : editing.id}
          mission={editing === 'new' ? null : editing}
          isSaving={save.isPending}
          error={save.error ? describeError(save.error) : null}
          onSave={(input) => save.mutate({ input, id: editing === 'new' ? undefined : editing.id })}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {missions.isPending ? <Spinner size={28} label={t('ops.title')} /> : null}
      {missions.error ? (
        <p className={styles.error} role="alert">
          {describeError(missions.error)}
        </p>
      ) : null}
      {toggle.error ? (
        <p className={styles.error} role="alert">
          {describeError(toggle.error)}
        </p>
      ) : null}
      {missions.data?.length === 0 ? <EmptyState title={t('ops.empty')} /> : null}
      {missions.data && missions.data.length > 0 ? (
        <MissionsTable missions={missions.data} onEdit={edit} toggle={toggle} />
      ) : null}
      <ReferralRules />
    </div>
  );
}

type TableProps = {
  missions: readonly OpsMission[];
  onEdit: (mission: OpsMission) => void;
  toggle: ReturnType<typeof useMissionActions>['toggle'];
};

function MissionsTable({ missions, onEdit, toggle }: TableProps) {
  const { t, i18n } = useTranslation('missions');
  const titleOf = (mission: OpsMission) =>
    mission.title[i18n.language.toUpperCase()] || mission.title.EN || `#${mission.id}`;
  const goal = (mission: OpsMission) =>
    `${t(`mission.metric.${mission.metric}`)} ${mission.target}${mission.gameCategory ? ` · ${t(`mission.category.${mission.gameCategory}`)}` : ''}`;
  const window = (mission: OpsMission) =>
    mission.startsAt || mission.endsAt
      ? `${mission.startsAt ? new Date(mission.startsAt).toLocaleString() : '…'} → ${mission.endsAt ? new Date(mission.endsAt).toLocaleString() : '…'}`
      : t('ops.always');

  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('ops.column.title')}</th>
          <th>{t('ops.column.period')}</th>
          <th>{t('ops.column.goal')}</th>
          <th className={styles.num}>{t('ops.column.reward')}</th>
          <th>{t('ops.column.window')}</th>
          <th className={styles.num}>{t('ops.column.claims')}</th>
          <th className={styles.num}>{t('ops.column.paid')}</th>
          <th>{t('ops.column.status')}</th>
          <th>{t('ops.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {missions.map((mission) => (
          <tr key={mission.id} data-testid="ops-mission-row">
            <td>{titleOf(mission)}</td>
            <td>{t(`ops.period.${mission.period}`)}</td>
            <td>{goal(mission)}</td>
            <td className={styles.num}>{mission.rewardAmount}</td>
            <td>
              <span className={own.muted}>{window(mission)}</span>
            </td>
            <td className={styles.num}>{mission.claimCount}</td>
            <td className={styles.num}>{mission.paidAmount}</td>
            <td className={mission.enabled ? own.on : own.off}>
              {mission.enabled ? t('ops.enabled') : t('ops.disabled')}
            </td>
            <td>
              <div className={styles.actions}>
                <Button size="sm" variant="secondary" onClick={() => onEdit(mission)}>
                  {t('ops.edit')}
                </Button>
                <Button size="sm" variant="ghost" disabled={toggle.isPending} onClick={() => toggle.mutate(mission)}>
                  {mission.enabled ? t('ops.disable') : t('ops.enable')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
