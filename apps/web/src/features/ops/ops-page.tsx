import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { OpsLogin } from './ops-login.tsx';
import { useOpsLogout } from './api/logout.ts';
import { useOpsSession } from './ops-session.ts';
import { DeskNav } from './layout/desk-nav.tsx';
import { ALL_SECTIONS, mayOpen, ReportsDashboard, sectionComponent } from './layout/desk-registry.ts';
import { PendingQueues } from './layout/pending-queues.tsx';
import styles from './layout/desk-layout.module.css';

/**
 * The back office at /ops: the operator login, then the desk — grouped side navigation, a dashboard at /ops and
 * every section at its own address (/ops/<group>/<section>, deep links such as /ops/members/42). A role sees and
 * opens only the sections the role matrix lets it call; the server refuses the rest anyway.
 */
export function OpsPage() {
  const token = useOpsSession((state) => state.token);
  return token ? <OpsDesk /> : <OpsLogin />;
}

function Dashboard({ role }: { role: OperatorRole }) {
  return ReportsDashboard ? <ReportsDashboard /> : <PendingQueues role={role} />;
}

function NotAllowed() {
  const { t } = useTranslation('ops');
  return <EmptyState title={t('desk.notFound')} />;
}

function OpsDesk() {
  const { t } = useTranslation('ops');
  const operator = useOpsSession((state) => state.operator);
  const logout = useOpsLogout();
  const role: OperatorRole = operator?.role ?? 'support';
  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <span className={styles.brand}>{t('title')}</span>
        <DeskNav role={role} />
      </aside>
      {/* The site frame already gives the desk its one main landmark. */}
      <div className={styles.content}>
        <header className={styles.topbar}>
          <span className={styles.hint}>{t('desk.hint')}</span>
          <div className={styles.operator}>
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
        <Suspense fallback={<Spinner size={28} label={t('loading')} />}>
          <Routes>
            <Route index element={<Dashboard role={role} />} />
            {ALL_SECTIONS.filter((section) => mayOpen(role, section)).map((section) => {
              const Section = sectionComponent(section);
              return <Route key={section.route} path={section.route} element={<Section />} />;
            })}
            <Route path="*" element={<NotAllowed />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
