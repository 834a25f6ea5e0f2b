import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { OpsFeedbackDesk } from './feedback/ops-feedback-desk.tsx';
import { AuditLog } from './audit/audit-log.tsx';
import { ContentDesk } from './content/content-desk.tsx';
import { DepositQueue } from './finance/deposit-queue.tsx';
import { OpsGames } from './games/ops-games.tsx';
import { OpsVendors } from './vendors/ops-vendors.tsx';
import { OpsLottery } from './lottery/ops-lottery.tsx';
import { OpsSportsbook } from './sportsbook/ops-sportsbook.tsx';
import { OpsPvp } from './pvp/ops-pvp.tsx';
import { MemberLookup } from './members/member-lookup.tsx';
import { OpsMallDesk } from './points-mall/ops-mall-desk.tsx';
import { OpsMissions } from './missions/ops-missions.tsx';
import { OpsPromotions } from './promotions/ops-promotions.tsx';
import { OpsVipDesk } from './vip/ops-vip-desk.tsx';
import { OpsLogin } from './ops-login.tsx';
import { useOpsLogout } from './api/logout.ts';
import { useOpsSession } from './ops-session.ts';
import { WithdrawalQueue } from './finance/withdrawal-queue.tsx';
import styles from './ops.module.css';

type Section =
  | 'deposits'
  | 'withdrawals'
  | 'members'
  | 'feedback'
  | 'games'
  | 'vendors'
  | 'lottery'
  | 'sports'
  | 'pvp'
  | 'audit'
  | 'missions'
  | 'promotions'
  | 'content'
  | 'vip'
  | 'mall';

/** The finance desk at /ops: operator login, the queues, member lookup and adjustments, the game switch and audit log (admin). */
export function OpsPage() {
  const token = useOpsSession((state) => state.token);
  return token ? <OpsDesk /> : <OpsLogin />;
}

function OpsDesk() {
  const { t } = useTranslation('ops');
  const operator = useOpsSession((state) => state.operator);
  const [section, setSection] = useState<Section>('deposits');
  const logout = useOpsLogout();
  const isAdmin = operator?.role === 'admin';
  const items = [
    { key: 'deposits', label: t('nav.deposits') },
    { key: 'withdrawals', label: t('nav.withdrawals') },
    { key: 'members', label: t('nav.members') },
    { key: 'feedback', label: t('nav.feedback') },
    { key: 'promotions', label: t('nav.promotions') },
    { key: 'mall', label: t('nav.mall') },
    ...(isAdmin
      ? [
          { key: 'games', label: t('nav.games') },
          { key: 'vendors', label: t('nav', { ns: 'opsVendors' }) },
          { key: 'lottery', label: t('nav', { ns: 'opsLottery' }) },
          { key: 'sports', label: t('nav', { ns: 'opsSports' }) },
          { key: 'pvp', label: t('nav', { ns: 'opsPvp' }) },
          { key: 'missions', label: t('nav.missions') },
          { key: 'audit', label: t('nav.audit') },
        ]
      : []),
    ...(isAdmin ? [{ key: 'content', label: t('nav', { ns: 'opsContent' }) }] : []),
    ...(isAdmin ? [{ key: 'vip', label: t('nav.vip') }] : []),
  ];
  return (
    <div className={styles.desk}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.row}>
          {operator ? (
            <span className={styles.hint} data-testid="ops-operator">
              {operator.username} · {t(`role.${operator.role}`)}
            </span>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('logout')}
          </Button>
        </div>
      </header>
      <Tabs items={items} active={section} onChange={(key) => setSection(key as Section)} ariaLabel={t('nav.label')} />
      {/* The site frame already gives the desk its one main landmark. */}
      <div className={styles.main}>
        {section === 'deposits' ? <DepositQueue /> : null}
        {section === 'withdrawals' ? <WithdrawalQueue /> : null}
        {section === 'members' ? <MemberLookup /> : null}
        {section === 'feedback' ? <OpsFeedbackDesk /> : null}
        {section === 'promotions' ? <OpsPromotions /> : null}
        {section === 'games' && isAdmin ? <OpsGames /> : null}
        {section === 'vendors' && isAdmin ? <OpsVendors /> : null}
        {section === 'lottery' && isAdmin ? <OpsLottery /> : null}
        {section === 'sports' && isAdmin ? <OpsSportsbook /> : null}
        {section === 'pvp' && isAdmin ? <OpsPvp /> : null}
        {section === 'missions' && isAdmin ? <OpsMissions /> : null}
        {section === 'audit' && isAdmin ? <AuditLog /> : null}
        {section === 'content' && isAdmin ? <ContentDesk /> : null}
        {section === 'vip' && isAdmin ? <OpsVipDesk /> : null}
        {section === 'mall' ? <OpsMallDesk /> : null}
      </div>
    </div>
  );
}
