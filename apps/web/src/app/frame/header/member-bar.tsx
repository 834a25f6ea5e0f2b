import { isAgentType } from '@lucky/contracts/common/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useActionGate } from '../../../features/auth/hooks/use-action-gate.ts';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { useMemberInfo } from '../../../features/auth/hooks/use-member-info.ts';
import { useSessionStore } from '../../../features/auth/session-store.ts';
import { openAgentCentre, openMemberCentre } from '../../../lib/modal-store.ts';
import { useUnreadCount } from '../../../lib/data/use-member-data.ts';
import { preloadOverlay } from '../../overlays.tsx';
import { useModuleEnabled } from '../../../lib/status-context.tsx';
import { BalanceDisplay } from './balance-display.tsx';
import styles from './header.module.css';
import { MemberAvatar } from './member-avatar.tsx';

/** Agents (types 1, 2, 41, 42) get a shortcut to the agent centre when the merchant has it. */
export function AgentCentreLink() {
  const { t } = useTranslation('frame');
  const accountType = useSessionStore((state) => state.accountType);
  const hasAgentCentre = useModuleEnabled('AGENTCENTER3') && accountType !== null && isAgentType(accountType);
  if (!hasAgentCentre) return null;
  return (
    <button type="button" className={styles.agentLink} onClick={() => openAgentCentre()}>
      <Icon name="users" size={16} />
      {t('header.agentCentre')}
    </button>
  );
}

export function MemberBar() {
  const { t } = useTranslation('frame');
  const gate = useActionGate();
  const logout = useLogout();
  const { data: member } = useMemberInfo();
  const hasMemberCentre = useModuleEnabled('MEMBERCENTER3');
  const { data: unread } = useUnreadCount(true);
  const unreadCount = unread?.count ?? 0;
  const displayName = member?.nickname || member?.account || '';
  const vipLabel = member?.memberLabel[0]?.labelName ?? member?.clubLabel?.labelName;

  return (
    // The member centre is fetched once wanted: reaching for its buttons starts it.
    <div
      className={styles.member}
      onPointerEnter={() => void preloadOverlay('memberCentre')}
      onFocus={() => void preloadOverlay('memberCentre')}
    >
      <BalanceDisplay />
      {hasMemberCentre ? (
        <div className={styles.shortcuts}>
          <Button variant="primary" size="sm" onClick={() => gate(() => openMemberCentre('depositv2'))}>
            {t('header.deposit')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => gate(() => openMemberCentre('withdraw'))}>
            {t('header.withdraw')}
          </Button>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => gate(() => openMemberCentre('messageV2'))}
        aria-label={t('header.messages', { count: unreadCount })}
      >
        <Icon name="mail" size={20} />
        {unreadCount > 0 ? (
          <span className={styles.badge} data-testid="unread-badge">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className={styles.profile}
        onClick={() => gate(() => openMemberCentre())}
        title={t('header.memberCentre')}
      >
        <MemberAvatar avatar={member?.avatar ?? null} avatarType={member?.avatarType ?? 'STATIC'} />
        <span className={styles.profileText}>
          <span className={styles.profileName}>{displayName}</span>
          {vipLabel ? <span className={styles.profileVip}>{vipLabel}</span> : null}
        </span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={logout}
        aria-label={t('header.logout')}
        title={t('header.logout')}
      >
        <Icon name="logout" size={20} />
      </button>
    </div>
  );
}
