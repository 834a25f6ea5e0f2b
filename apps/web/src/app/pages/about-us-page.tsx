import { SITE_PAGE_SLUGS } from '@lucky/contracts/system/site-page-endpoints';
import { useTranslation } from 'react-i18next';
import { ContentText } from '../../components/ui/content-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSitePage } from '../../lib/data/use-site-content.ts';
import styles from './about.module.css';
import pageStyles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';

/** About us: the operator's page (site_pages `about-us`), in the visitor's language. */
export function AboutUsPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const { data, isPending, error, refetch } = useSitePage(SITE_PAGE_SLUGS.aboutUs);
  return (
    <div className={pageStyles.page}>
      <PageHeading
        icon={<Icon name="info" size={28} />}
        title={data?.title ?? t('about.title', { brand: tc('brandName') })}
        subtitle={t('about.subtitle')}
      />
      {isPending ? <Spinner size={32} /> : null}
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div className={styles.intro} data-testid="site-page">
          <ContentText text={data.body} />
        </div>
      ) : null}
    </div>
  );
}
