import type { SportBet } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useSportsbookPrefs } from '../hooks/use-sportsbook-prefs.ts';
import { marketLabel, selectionLabel } from '../utils/market-labels.ts';
import { oddsText } from '@lucky/contracts/sportsbook/odds-format';
import { CashOut } from './cash-out.tsx';
import styles from './bets.module.css';

type Leg = SportBet['legs'][number];

function LegRow({ leg }: { leg: Leg }) {
  const { t } = useTranslation('sportsbook');
  const format = useSportsbookPrefs((prefs) => prefs.oddsFormat);
  const market = { type: leg.marketType, line: leg.line };
  return (
    <li className={styles.leg}>
      <span className={styles.legPick}>
        {selectionLabel(t, leg, market, leg.selectionKey)} <small>@ {oddsText(leg.oddsMilli, format)}</small>
      </span>
      <span className={styles.legMarket}>
        {marketLabel(t, market)}
        {leg.placedInPlay ? ` · ${t('bets.inPlay')}` : ''}
      </span>
      <span className={styles.legEvent}>
        {leg.participants[0].name} – {leg.participants[1].name}
        {leg.finalScore ? ` (${leg.finalScore.home}–${leg.finalScore.away})` : ''}
      </span>
      <span className={`${styles.outcome} ${styles[`outcome${leg.outcome}`] ?? ''}`}>
        {t(`outcome.${leg.outcome}`)}
      </span>
    </li>
  );
}

/** One bet of my bets: kind, status, stake, odds, payout, its legs, and cash-out while it is open. */
export function BetCard({ bet }: { bet: SportBet }) {
  const { t, i18n } = useTranslation('sportsbook');
  const money = useMoney();
  const format = useSportsbookPrefs((prefs) => prefs.oddsFormat);
  return (
    <article className={styles.bet} aria-label={t('bets.betNo', { id: bet.betId })}>
      <header className={styles.betHead}>
        <span className={styles.kind}>{t(`bets.kind.${bet.kind}`, { count: bet.legs.length })}</span>
        <span className={`${styles.betStatus} ${styles[`status${bet.status}`] ?? ''}`}>
          {t(`betStatus.${bet.status}`)}
        </span>
        <span className={styles.betTime}>
          #{bet.betId} · {formatDateTime(bet.placedAt, i18n.language)}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <LegRow key={leg.legNo} leg={leg} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <dt>{t('bets.stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        <dt>{t('bets.odds')}</dt>
        <dd>{oddsText(bet.oddsMilli, format)}</dd>
        <dt>{bet.status === 'OPEN' ? t('bets.potential') : t('bets.paid')}</dt>
        <dd>{money(bet.status === 'OPEN' ? bet.potentialPayout : bet.payout)}</dd>
      </dl>
      {bet.status === 'OPEN' ? <CashOut betId={bet.betId} /> : null}
    </article>
  );
}
