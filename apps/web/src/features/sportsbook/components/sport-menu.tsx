import type { SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import { useTranslation } from 'react-i18next';
import type { SportsMenu } from '../api/sportsbook-queries.ts';
import styles from './menu.module.css';

export type MenuChoice = { sport: SportsbookSport | null; competitionCode: string | null };

type SportMenuProps = { menu: SportsMenu; choice: MenuChoice; onChoose: (choice: MenuChoice) => void };

function Counts({ upcoming, live }: { upcoming: number; live: number }) {
  const { t } = useTranslation('sportsbook');
  return (
    <span className={styles.counts}>
      {live > 0 ? (
        <span className={styles.liveCount} title={t('menu.liveCount', { count: live })}>
          <span className={styles.liveDot} aria-hidden="true" />
          <span className={styles.hidden}>{t('menu.liveCount', { count: live })}</span>
          <span aria-hidden="true">{live}</span>
        </span>
      ) : null}
      <span>{upcoming}</span>
    </span>
  );
}

/** The left list: every sport of the category with its competitions and counts of live and upcoming events. */
export function SportMenu({ menu, choice, onChoose }: SportMenuProps) {
  const { t } = useTranslation('sportsbook');
  const total = menu.sports.reduce(
    (sum, sport) => ({ upcoming: sum.upcoming + sport.upcoming, live: sum.live + sport.live }),
    {
      upcoming: 0,
      live: 0,
    },
  );
  const isAll = choice.sport === null && choice.competitionCode === null;
  return (
    <nav className={styles.menu} aria-label={t('menu.title')}>
      <button
        type="button"
        className={isAll ? `${styles.item} ${styles.active}` : styles.item}
        aria-current={isAll ? 'true' : undefined}
        onClick={() => onChoose({ sport: null, competitionCode: null })}
      >
        <span>{t('menu.all')}</span>
        <Counts {...total} />
      </button>
      {menu.sports.map((sport) => {
        const isSport = choice.sport === sport.sport && choice.competitionCode === null;
        return (
          <div key={sport.sport} className={styles.sport}>
            <button
              type="button"
              className={
                isSport ? `${styles.item} ${styles.sportItem} ${styles.active}` : `${styles.item} ${styles.sportItem}`
              }
              aria-current={isSport ? 'true' : undefined}
              onClick={() => onChoose({ sport: sport.sport, competitionCode: null })}
            >
              <span>{t(`sport.${sport.sport}`)}</span>
              <Counts upcoming={sport.upcoming} live={sport.live} />
            </button>
            {sport.competitions.map((competition) => {
              const isActive = choice.competitionCode === competition.code;
              return (
                <button
                  key={competition.code}
                  type="button"
                  className={
                    isActive
                      ? `${styles.item} ${styles.competition} ${styles.active}`
                      : `${styles.item} ${styles.competition}`
                  }
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => onChoose({ sport: competition.sport, competitionCode: competition.code })}
                >
                  <span>{t(`competition.${competition.code}`, { defaultValue: competition.name })}</span>
                  <Counts upcoming={competition.upcoming} live={competition.live} />
                </button>
              );
            })}
          </div>
        );
      })}
    </nav>
  );
}
