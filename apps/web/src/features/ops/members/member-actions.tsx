import { isAgentType } from '@lucky/contracts/common/constants';
import { mayCall } from '@lucky/contracts/ops/role-matrix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useOpsSession } from '../ops-session.ts';
import { useAccountType, useMemberAction, useMemberMove } from './api/member-actions.ts';
import type { MemberDetail } from './member-facts.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import styles from '../ops.module.css';

type Action = 'LOCK' | 'UNLOCK' | 'CLOSE' | 'FORCE_LOGOUT' | 'RESET_PASSWORD' | 'RESET_PAYMENT_PASSWORD';
type Open = { kind: 'action'; action: Action } | { kind: 'move' } | { kind: 'type'; to: 'AGENT' | 'MEMBER' } | null;

/** The account actions a role may take, each confirmed with a reason the audit log keeps. */
export function MemberActions({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('opsMembers');
  const role = useOpsSession((state) => state.operator?.role ?? 'support');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const closed = member.status === 'CLOSED';
  const actions: Action[] = closed
    ? []
    : [
        member.status === 'ACTIVE' ? 'LOCK' : 'UNLOCK',
        'FORCE_LOGOUT',
        'RESET_PASSWORD',
        'RESET_PAYMENT_PASSWORD',
        ...(role === 'admin' ? (['CLOSE'] as const) : []),
      ];
  const network = !closed && mayCall(role, 'opsMemberMove');
  return (
    <div className={styles.card} aria-label={t('actions.title')} role="group">
      <h2 className={styles.subtitle}>{t('actions.title')}</h2>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'CLOSE' ? 'primary' : 'secondary'}
            onClick={() => setOpen({ kind: 'action', action })}
          >
            {t(`actions.${action}.button`)}
          </Button>
        ))}
        {network ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'move' })}>
              {t('network.move.button')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'type', to: isAgentType(member.type) ? 'MEMBER' : 'AGENT' })}
            >
              {t(isAgentType(member.type) ? 'network.demote.button' : 'network.promote.button')}
            </Button>
          </>
        ) : null}
      </div>
      {open?.kind === 'action' ? <ActionDialog member={member} action={open.action} onClose={close} /> : null}
      {open?.kind === 'move' ? <MoveDialog member={member} onClose={close} /> : null}
      {open?.kind === 'type' ? <TypeDialog member={member} to={open.to} onClose={close} /> : null}
    </div>
  );
}

function ActionDialog({ member, action, onClose }: { member: MemberDetail; action: Action; onClose: () => void }) {
  const { t } = useTranslation('opsMembers');
  const run = useMemberAction(onClose);
  return (
    <ReasonDialog
      title={t(`actions.${action}.title`, { username: member.username })}
      warning={t(`actions.${action}.warning`)}
      confirmLabel={t(`actions.${action}.button`)}
      isPending={run.isPending}
      error={run.error}
      onConfirm={(reason) => run.mutate({ memberId: member.memberId, action, reason })}
      onCancel={onClose}
    />
  );
}

function MoveDialog({ member, onClose }: { member: MemberDetail; onClose: () => void }) {
  const { t } = useTranslation('opsMembers');
  const move = useMemberMove(onClose);
  const [agent, setAgent] = useState('');
  return (
    <ReasonDialog
      title={t('network.move.title', { username: member.username })}
      warning={t('network.move.warning', { count: member.downlineCount })}
      confirmLabel={t('network.move.button')}
      isPending={move.isPending}
      error={move.error}
      onConfirm={(reason) => move.mutate({ memberId: member.memberId, agentUsername: agent.trim() || null, reason })}
      onCancel={onClose}
    >
      <label className={styles.field}>
        <span>{t('network.move.agent')}</span>
        <input
          value={agent}
          onChange={(event) => setAgent(event.target.value)}
          placeholder={t('network.move.agentHint')}
        />
      </label>
    </ReasonDialog>
  );
}

function TypeDialog(props: { member: MemberDetail; to: 'AGENT' | 'MEMBER'; onClose: () => void }) {
  const { t } = useTranslation('opsMembers');
  const change = useAccountType(props.onClose);
  const key = props.to === 'AGENT' ? 'promote' : 'demote';
  return (
    <ReasonDialog
      title={t(`network.${key}.title`, { username: props.member.username })}
      warning={t(`network.${key}.warning`)}
      confirmLabel={t(`network.${key}.button`)}
      isPending={change.isPending}
      error={change.error}
      onConfirm={(reason) => change.mutate({ memberId: props.member.memberId, accountType: props.to, reason })}
      onCancel={props.onClose}
    />
  );
}
