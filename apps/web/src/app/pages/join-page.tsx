import { SITE_PAGE_SLUGS } from '@lucky/contracts/system/site-page-endpoints';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ContentText } from '../../components/ui/content-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { openCustomerService } from '../customer-service.ts';
import { useSitePage } from '../../lib/data/use-site-content.ts';
import { useHasToken } from '../routing/route-guard.tsx';
import { useSiteStatus } from '../../lib/status-context.tsx';
import styles from './join.module.css';
import pageStyles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';

const MEMBER_POINTS = ['games', 'wallet', 'rewards'] as const;
const AGENT_POINTS = ['team', 'commission', 'tools'] as const;

export function JoinPage() {
  const { t } = useTranslation('pages');
  const status = useSiteStatus();
  const hasToken = useHasToken();
  const show = useModalStore((state) => state.show);
  const navigate = useSafeNavigate();
  const canRegister = status.isModuleEnabled('DIRECTREG3');
  const serviceUrl = status.info.customerService[0]?.url;
  const page = useSitePage(SITE_PAGE_SLUGS.join);

  return (
    <div className={pageStyles.page}>
      <PageHeading
        icon={<Icon name="users" size={28} />}
        title={page.data?.title ?? t('join.title')}
        subtitle={t('join.subtitle')}
      />
      <div className={styles.cards}>
        <article className={styles.card}>
          <span className={styles.badge}>{t('join.memberBadge')}</span>
          <h2 className={styles.title}>{t('join.memberTitle')}</h2>
          <ul className={styles.points}>
            {MEMBER_POINTS.map((point) => (
              <li key={point}>
                <Icon name="star" size={16} />
                {t(`join.member.${point}`)}
              </li>
            ))}
          </ul>
          {hasToken ? (
            <Button onClick={() => navigate('/gameCenter?gameType=ALL')}>{t('join.play')}</Button>
          ) : canRegister ? (
            <Button onClick={() => show('register')}>{t('join.register')}</Button>
          ) : (
            <Button onClick={() => show('login')}>{t('join.login')}</Button>
          )}
        </article>
        <article className={`${styles.card} ${styles.agent}`}>
          <span className={styles.badge}>{t('join.agentBadge')}</span>
          <h2 className={styles.title}>{t('join.agentTitle')}</h2>
          <ul className={styles.points}>
            {AGENT_POINTS.map((point) => (
              <li key={point}>
                <Icon name="star" size={16} />
                {t(`join.agent.${point}`)}
              </li>
            ))}
          </ul>
          {serviceUrl ? (
            <Button variant="secondary" onClick={() => openCustomerService(serviceUrl)}>
              {t('join.contact')}
            </Button>
          ) : null}
        </article>
      </div>
      {page.error ? <QueryError error={page.error} onRetry={() => void page.refetch()} /> : null}
      {page.data ? (
        <div className={styles.content} data-testid="site-page">
          <ContentText text={page.data.body} />
        </div>
      ) : null}
    </div>
  );
}
