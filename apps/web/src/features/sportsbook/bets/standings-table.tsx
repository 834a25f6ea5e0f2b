import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import type { SportsMenu } from '../api/sportsbook-queries.ts';
import { useStandings } from '../api/sportsbook-queries.ts';
import styles from './bets.module.css';

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const;
type Column = (typeof COLUMNS)[number];
/** Basketball has no draws, and its "goals" are points scored: no drawn column, its own names for the rest. */
const BASKETBALL_COLUMNS = COLUMNS.filter((column) => column !== 'drawn');
const BASKETBALL_NAMED: ReadonlySet<Column> = new Set(['goalsFor', 'goalsAgainst', 'goalDifference']);

function Table({ competitionCode }: { competitionCode: string }) {
  const { t } = useTranslation('sportsbook');
  const query = useStandings(competitionCode);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  const table = query.data;
  if (table.rows.length === 0) return <EmptyState title={t('standings.empty')} />;
  const basketball = table.sport === 'BASKETBALL';
  const columns = basketball ? BASKETBALL_COLUMNS : COLUMNS;
  const keyOf = (column: Column, short = false) => {
    const prefix = basketball && BASKETBALL_NAMED.has(column) ? 'standings.basketball' : 'standings';
    return short ? `${prefix}.short.${column}` : `${prefix}.${column}`;
  };
  return (
    <>
      <p className={styles.tableCaption}>
        {t('standings.caption', { season: table.season, rounds: table.roundsPlayed })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className={styles.teamCol}>
              {t('standings.team')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col">
                <abbr title={t(keyOf(column))}>{t(keyOf(column, true))}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.code}>
              <td>{row.position}</td>
              <th scope="row" className={styles.teamCol}>
                {row.name}
              </th>
              {columns.map((column) => (
                <td key={column}>{row[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The league tables: a tab per competition that keeps one (football leagues, basketball). */
export function Standings({
  menu,
  chosen,
  onChoose,
}: {
  menu: SportsMenu;
  chosen: string | null;
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const leagues = menu.sports.flatMap((sport) => sport.competitions).filter((competition) => competition.hasStandings);
  if (leagues.length === 0) return <EmptyState title={t('standings.none')} />;
  const active = leagues.find((league) => league.code === chosen)?.code ?? leagues[0]!.code;
  return (
    <section className={styles.panel} aria-label={t('tab.standings')}>
      <Tabs
        ariaLabel={t('tab.standings')}
        items={leagues.map((league) => ({
          key: league.code,
          label: t(`competition.${league.code}`, { defaultValue: league.name }),
        }))}
        active={active}
        onChange={onChoose}
      />
      <Table competitionCode={active} />
    </section>
  );
}
