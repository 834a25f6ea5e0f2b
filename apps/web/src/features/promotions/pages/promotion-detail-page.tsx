import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSafeNavigate } from '../../../components/ui/safe-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { PromotionActions } from '../components/promotion-actions.tsx';
import { PromotionStatusBadge } from '../components/promotion-status-badge.tsx';
import { usePromotionDetail, type PromotionDetail } from '../api/promotion-detail.ts';
import { useLocalized } from '../../../lib/localized-text.ts';
import { RichContent } from '../components/rich-content.tsx';
import styles from '../promotions.module.css';

/** The key facts of the terms, as label and value rows. */
function TermsTable({ promotion }: { promotion: PromotionDetail }) {
  const { t, i18n } = useTranslation('promotions');
  const localized = useLocalized();
  const money = useMoney();
  const { terms } = promotion;
  const rows: [string, string][] = [];
  if (terms.percent) rows.push([t('terms.percent'), formatPercent(terms.percent, i18n.language)]);
  if (terms.cap) rows.push([t('terms.cap'), money(terms.cap)]);
  if (terms.minDeposit)
    rows.push([
      promotion.kind === 'RAFFLE' ? t('terms.periodDeposit') : t('terms.minDeposit'),
      money(terms.minDeposit),
    ]);
  if (terms.rebatePercent) rows.push([t('terms.rebatePercent'), formatPercent(terms.rebatePercent, i18n.language)]);
  if (terms.maxRebate) rows.push([t('terms.maxRebate'), money(terms.maxRebate)]);
  if (terms.fixedBonus) rows.push([t('terms.fixedBonus'), money(terms.fixedBonus)]);
  if (terms.turnoverMultiplier)
    rows.push([t('terms.turnover'), t('terms.turnoverValue', { times: terms.turnoverMultiplier })]);
  rows.push([t('terms.period'), t(`period.${promotion.period}`)]);
  rows.push([
    t('terms.window'),
    t('dates', {
      from: formatDate(promotion.startsAt, i18n.language),
      to: formatDate(promotion.endsAt, i18n.language),
    }),
  ]);
  return (
    <section className={styles.panel} aria-labelledby="promo-terms">
      <h2 id="promo-terms" className={styles.panelTitle}>
        {t('terms.title')}
      </h2>
      <dl className={styles.terms}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {terms.prizes.length > 0 ? (
        <ul className={styles.prizes} aria-label={t('terms.prizes')}>
          {terms.prizes.map((prize) => (
            <li key={prize.amount}>
              <strong>{localized(prize.name)}</strong>
              <span>{t('terms.chance', { chance: prize.chance })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /promoDetail?id=…: the promotion's image, status, action, terms and full content. */
export function PromotionDetailPage() {
  const { t } = useTranslation('promotions');
  const localized = useLocalized();
  const describeError = useErrorMessage();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const { data, isPending, error } = usePromotionDetail(id);
  const back = (
    <Button variant="secondary" onClick={() => navigate('/promotions')}>
      {t('back')}
    </Button>
  );
  if (id === null || (error instanceof ApiError && error.code === 'promotion.not.found')) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<Icon name="gift" size={28} />}
          title={t('notFound')}
          hint={t('notFoundHint')}
          action={back}
        />
      </div>
    );
  }
  if (isPending)
    return (
      <div className={styles.page}>
        <div className={styles.center}>
          <Spinner label={t('loading')} />
        </div>
      </div>
    );
  if (error || !data)
    return (
      <div className={styles.page}>
        <p className={styles.error} role="alert">
          {describeError(error)}
        </p>
        {back}
      </div>
    );
  return (
    <div className={styles.page}>
      <nav className={styles.crumbs}>
        <button type="button" className={styles.backLink} onClick={() => navigate('/promotions')}>
          ← {t('back')}
        </button>
      </nav>
      <article className={styles.detail} data-testid="promo-detail" data-kind={data.kind}>
        <div className={styles.detailImage}>
          <img src={data.image} alt="" />
          <span className={styles.typeTag}>{t(`type.${data.type}`)}</span>
        </div>
        <div className={styles.detailHead}>
          <div>
            <h1 className={styles.detailTitle}>{localized(data.title)}</h1>
            <p className={styles.summary}>{localized(data.summary)}</p>
          </div>
          {data.member ? <PromotionStatusBadge status={data.member.status} /> : null}
        </div>
        <div className={styles.detailAction}>
          <PromotionActions promotion={data} />
        </div>
        <div className={styles.detailColumns}>
          <section className={styles.panel} aria-label={t('content')}>
            <RichContent source={localized(data.content)} />
          </section>
          <TermsTable promotion={data} />
        </div>
      </article>
    </div>
  );
}
