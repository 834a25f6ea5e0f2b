import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import styles from '../../ops.module.css';
import { useLiveTables, type PvpLiveTable } from '../api/tables.ts';
import { DeskQuery } from '../desk-query.tsx';
import own from '../ops-pvp.module.css';
import { moneyIn, stakesText } from '../pvp-format.ts';

type Props = { onShowHands: (search: { tableId: number }) => void };

/** The tables people sit at, refreshed every few seconds: seats, the running hand, today's hands and rake (UTC). */
export function LiveTables({ onShowHands }: Props) {
  const { t } = useTranslation('opsPvp');
  const query = useLiveTables();
  return (
    <section className={styles.panel} aria-label={t('parts.live')}>
      <DeskQuery query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t('live.empty')} />
          ) : (
            <div className={own.liveGrid} data-testid="pvp-live">
              {data.list.map((table) => (
                <LiveTable key={table.tableId} table={table} onShowHands={onShowHands} />
              ))}
            </div>
          )
        }
      </DeskQuery>
    </section>
  );
}

function LiveTable({ table, onShowHands }: { table: PvpLiveTable } & Props) {
  const { t, i18n } = useTranslation('opsPvp');
  const money = moneyIn(i18n.language);
  return (
    <article className={styles.card} data-testid={`pvp-live-${table.tableId}`} aria-label={table.name}>
      <header className={own.cardHeader}>
        <h3 className={own.heading}>{table.name}</h3>
        <span className={own.muted}>
          {t(`game.${table.game}`)} · {stakesText(table, i18n.language)}
          {table.practice ? ` · ${t('table.practiceShort')}` : ''}
          {table.status === 'CLOSED' ? ` · ${t('status.CLOSED')}` : ''}
        </span>
      </header>
      <dl className={own.facts}>
        <div>
          <dt>{t('live.runningHand')}</dt>
          <dd>
            {table.runningHandId ? (
              <code>{table.runningHandId}</code>
            ) : (
              <span className={own.dash}>{t('live.between')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('live.handsToday')}</dt>
          <dd>{table.handsToday}</dd>
        </div>
        <div>
          <dt>{t('live.rakeToday')}</dt>
          <dd>{money(table.rakeToday)}</dd>
        </div>
        <div>
          <dt>{t('table.chips')}</dt>
          <dd>{money(table.chipsOnTable)}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('live.seat')}</th>
            <th>{t('live.player')}</th>
            <th>{t('live.state')}</th>
            <th className={styles.num}>{t('live.chips')}</th>
          </tr>
        </thead>
        <tbody>
          {table.seatList.map((seat) => (
            <tr key={seat.seatNo}>
              <td>{seat.seatNo + 1}</td>
              <td>
                {seat.nickname}
                {seat.isBot ? <span className={own.badge}>{t('live.bot')}</span> : null}
                {seat.username && seat.username !== seat.nickname ? (
                  <span className={own.muted}>{seat.username}</span>
                ) : null}
              </td>
              <td>{t(`seatState.${seat.state}`)}</td>
              <td className={styles.num}>{money(seat.chips)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={own.muted}>
        {t('live.instance', { instance: table.ownerInstance ? table.ownerInstance.slice(0, 8) : '—' })}
      </p>
      {table.handsToday > 0 ? (
        <button type="button" className={own.linkButton} onClick={() => onShowHands({ tableId: table.tableId })}>
          {t('live.tableHands')}
        </button>
      ) : null}
    </article>
  );
}
