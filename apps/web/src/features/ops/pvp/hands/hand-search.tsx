import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import { useHandSearch, type HandRow, type HandSearch } from '../api/hands.ts';
import { DeskQuery } from '../desk-query.tsx';
import own from '../ops-pvp.module.css';
import { moneyIn, signedMoney } from '../pvp-format.ts';
import { HandDetailDialog } from './hand-detail.tsx';

const HAND_ID = /^\d{1,10}-\d{6,12}$/;

type Props = { search: HandSearch | null; onSearch: (search: HandSearch) => void };

/**
 * The hand history: one member's hands (account or nickname), a pair's shared hands (from a collusion hint), a
 * table's (from the live view), or one hand by id. A row opens the hand with its players and its verified reveal.
 */
export function HandSearchPanel({ search, onSearch }: Props) {
  const { t } = useTranslation('opsPvp');
  const [text, setText] = useState(search?.handId ?? search?.member ?? '');
  const [openHand, setOpenHand] = useState<string | null>(null);
  const query = useHandSearch(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    onSearch(HAND_ID.test(value) ? { handId: value, pageNo: 1 } : { member: value, pageNo: 1 });
  };
  const scope = search?.withMember
    ? t('hands.scopePair', { a: search.member, b: search.withMember })
    : search?.tableId
      ? t('hands.scopeTable', { tableId: search.tableId })
      : null;
  return (
    <section className={styles.panel} aria-label={t('parts.hands')}>
      <form className={styles.toolbar} onSubmit={submit}>
        <label className={styles.field}>
          <span>{t('hands.searchLabel')}</span>
          <input value={text} maxLength={40} onChange={(event) => setText(event.target.value)} />
        </label>
        <Button type="submit" size="sm" disabled={!text.trim()}>
          {t('hands.search')}
        </Button>
      </form>
      <small className={styles.hint}>{t('hands.searchHint')}</small>
      {scope ? <p data-testid="pvp-hands-scope">{scope}</p> : null}
      {search === null ? null : (
        <DeskQuery query={query}>
          {(page) =>
            page.list.length === 0 ? (
              <EmptyState title={t('hands.empty')} />
            ) : (
              <>
                <HandsTable hands={page.list} showMember={Boolean(search.member)} onOpen={setOpenHand} />
                <Pagination
                  page={search.pageNo}
                  totalPages={page.totalPages}
                  onChange={(pageNo) => onSearch({ ...search, pageNo })}
                />
              </>
            )
          }
        </DeskQuery>
      )}
      {openHand ? <HandDetailDialog handId={openHand} onClose={() => setOpenHand(null)} /> : null}
    </section>
  );
}

type TableProps = { hands: readonly HandRow[]; showMember: boolean; onOpen: (handId: string) => void };

/** One row a hand; its id opens the hand. */
function HandsTable({ hands, showMember, onOpen }: TableProps) {
  const { t, i18n } = useTranslation('opsPvp');
  const money = moneyIn(i18n.language);
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="pvp-hands">
        <thead>
          <tr>
            <th>{t('hands.hand')}</th>
            <th>{t('hands.table')}</th>
            <th>{t('hands.ended')}</th>
            <th>{t('table.status')}</th>
            <th className={styles.num}>{t('hands.players')}</th>
            <th className={styles.num}>{t('hands.pot')}</th>
            <th className={styles.num}>{t('hands.rake')}</th>
            {showMember ? <th className={styles.num}>{t('hands.memberNet')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {hands.map((hand) => (
            <tr key={hand.handId}>
              <td>
                <button type="button" className={own.linkButton} onClick={() => onOpen(hand.handId)}>
                  {hand.handId}
                </button>
              </td>
              <td>
                {hand.tableName}
                <span className={own.muted}>
                  {t(`game.${hand.game}`)} · {hand.stakeLevel}
                </span>
              </td>
              <td className={own.nowrap}>{hand.endedAt ? formatDateTime(hand.endedAt, i18n.language) : '—'}</td>
              <td>{t(`handStatus.${hand.status}`)}</td>
              <td className={styles.num}>{hand.players}</td>
              <td className={styles.num}>{money(hand.pot)}</td>
              <td className={styles.num}>{money(hand.rake)}</td>
              {showMember ? (
                <td className={styles.num}>{hand.member ? signedMoney(hand.member.net, i18n.language) : '—'}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
