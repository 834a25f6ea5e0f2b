import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ContentText } from '../../components/ui/content-text.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useHelpCenter } from '../../lib/data/use-site-content.ts';
import styles from './help.module.css';
import pageStyles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';

/** Help centre content with an anchor per category and per article (/help#faq, /help#<article>). */
function HelpContent({ compact }: { compact: boolean }) {
  const { t } = useTranslation('pages');
  const { hash } = useLocation();
  const { data, isPending, error, refetch } = useHelpCenter();

  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  if (isPending) return <Spinner size={32} />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState title={t('empty.noHelp')} />;
  const current = hash.slice(1);

  return (
    <div className={compact ? `${styles.layout} ${styles.compact}` : styles.layout}>
      <nav className={styles.toc} aria-label={t('help.contents')}>
        {data.map((category) => (
          <div key={category.category} className={styles.tocGroup}>
            <a
              href={`#${category.category}`}
              className={
                current === category.category ? `${styles.tocCategory} ${styles.tocActive}` : styles.tocCategory
              }
            >
              {category.title}
            </a>
            <ul>
              {category.articles.map((article) => (
                <li key={article.id}>
                  <a
                    href={`#${article.anchor}`}
                    className={
                      current === article.anchor ? `${styles.tocArticle} ${styles.tocActive}` : styles.tocArticle
                    }
                  >
                    {article.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>
        {data.map((category) => (
          <section key={category.category} id={category.category} className={styles.category}>
            <h2 className={styles.categoryTitle}>{category.title}</h2>
            {category.articles.map((article) => (
              // The first FAQ article shares its anchor with its category (/help#faq): one element holds the id.
              <article
                key={article.id}
                id={article.anchor === category.category ? undefined : article.anchor}
                className={styles.article}
                data-testid="help-article"
              >
                <h3 className={styles.articleTitle}>{article.title}</h3>
                <ContentText text={article.content} className={styles.articleBody} />
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

export function HelpPage() {
  const { t } = useTranslation('pages');
  return (
    <div className={pageStyles.page}>
      <PageHeading icon={<Icon name="help" size={28} />} title={t('help.title')} subtitle={t('help.subtitle')} />
      <HelpContent compact={false} />
    </div>
  );
}

/** /helpmc: the same help inside the member centre, without header or footer. */
export function HelpMemberCentrePage() {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.bare}>
      <h1 className={styles.bareTitle}>{t('help.title')}</h1>
      <HelpContent compact />
    </div>
  );
}
