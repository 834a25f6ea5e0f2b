import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { downloadCsv, toCsv } from '../../../lib/csv.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { usePlayStatement } from '../api/play-activity.ts';
import styles from '../responsible-play.module.css';

type Month = { month: string; deposits: string; withdrawals: string; wagers: string; wins: string; net: string };
const COLUMNS = ['deposits', 'withdrawals', 'wagers', 'wins', 'net'] as const;

/** The statement as a CSV file (lib/csv.ts): the amounts as the API gives them (plain decimals), one month a row. */
function downloadStatement(months: Month[], header: string[], currency: string) {
  const rows = months.map((row) => [row.month, ...COLUMNS.map((key) => row[key])]);
  downloadCsv(`activity-statement-${currency}.csv`, toCsv(header, rows));
}

/** Deposits, withdrawals, wagers and net result by month, on screen and as a download. */
export function StatementSection() {
  const { t } = useTranslation('responsiblePlay');
  const money = useMoney();
  const statement = usePlayStatement().data;
  const months = statement?.months ?? [];
  const header = [t('statement.month'), ...COLUMNS.map((key) => t(`statement.${key}`))];
  return (
    <section className={styles.section} id="activity" aria-labelledby="rp-statement">
      <h2 id="rp-statement">{t('statement.title')}</h2>
      {months.length === 0 ? (
        <p>{t('statement.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              {header.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                {COLUMNS.map((key) => (
                  <td key={key}>{money(row[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button
        variant="secondary"
        disabled={months.length === 0}
        onClick={() => downloadStatement(months, header, statement?.currency ?? '')}
      >
        {t('statement.download')}
      </Button>
    </section>
  );
}
