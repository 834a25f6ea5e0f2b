import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import styles from '../../ops.module.css';
import { useHandDetail, type HandDetail } from '../api/hands.ts';
import { DeskQuery } from '../desk-query.tsx';
import own from '../ops-pvp.module.css';
import { moneyIn, signedMoney } from '../pvp-format.ts';

/** One hand as the desk sees it: every player with its account and rake share, the board, the shown hands, the reveal. */
export function HandDetailDialog({ handId, onClose }: { handId: string; onClose: () => void }) {
  const { t } = useTranslation('opsPvp');
  const query = useHandDetail(handId);
  return (
    <ModalDialog title={t('detail.title', { handId })} onClose={onClose} testId="pvp-hand-detail" width={760}>
      <DeskQuery query={query}>{(detail) => <HandDetailBody detail={detail} />}</DeskQuery>
    </ModalDialog>
  );
}

function HandDetailBody({ detail }: { detail: HandDetail }) {
  const { t, i18n } = useTranslation('opsPvp');
  const money = moneyIn(i18n.language);
  const { result } = detail;
  return (
    <div className={styles.panel}>
      <p className={own.muted}>
        {detail.hand.tableName} · {t(`game.${detail.hand.game}`)} · {detail.hand.stakeLevel}
      </p>
      <dl className={own.facts}>
        <div>
          <dt>{t('hands.pot')}</dt>
          <dd>{money(detail.hand.pot)}</dd>
        </div>
        <div>
          <dt>{t('hands.rake')}</dt>
          <dd>{money(result.rake)}</dd>
        </div>
        {result.niuniu ? (
          <div>
            <dt>{t('detail.banker')}</dt>
            <dd>{t('detail.bankerSeat', { seat: result.niuniu.bankerSeat + 1 })}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('detail.board')}</dt>
            <dd>{result.board.length ? <Cards codes={result.board} /> : t('detail.noBoard')}</dd>
          </div>
        )}
      </dl>
      <HandPlayers detail={detail} />
      <Reveal detail={detail} />
    </div>
  );
}

function HandPlayers({ detail }: { detail: HandDetail }) {
  const { t, i18n } = useTranslation('opsPvp');
  const money = moneyIn(i18n.language);
  return (
    <table className={styles.table} data-testid="pvp-hand-players">
      <thead>
        <tr>
          <th>{t('live.seat')}</th>
          <th>{t('live.player')}</th>
          <th>{t('detail.shown')}</th>
          <th className={styles.num}>{t('detail.bet')}</th>
          <th className={styles.num}>{t('detail.won')}</th>
          <th className={styles.num}>{t('detail.net')}</th>
          <th className={styles.num}>{t('detail.rakeShare')}</th>
        </tr>
      </thead>
      <tbody>
        {detail.players.map((player) => {
          return (
            <tr key={player.seatNo}>
              <td>{player.seatNo + 1}</td>
              <td>
                {player.nickname}
                {player.isBot ? <span className={own.muted}>{t('live.bot')}</span> : null}
                {player.username && player.username !== player.nickname ? (
                  <span className={own.muted}>{player.username}</span>
                ) : null}
              </td>
              <td>
                <ShownCell detail={detail} seatNo={player.seatNo} />
              </td>
              <td className={styles.num}>{money(player.bet)}</td>
              <td className={styles.num}>{money(player.won)}</td>
              <td className={styles.num}>{signedMoney(player.net, i18n.language)}</td>
              <td className={styles.num}>{money(player.rake)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Reveal({ detail }: { detail: HandDetail }) {
  const { t } = useTranslation('opsPvp');
  const { result } = detail;
  return (
    <section className={own.reveal} aria-label={t('detail.reveal')} data-testid="pvp-hand-verify">
      <p className={detail.verified ? own.verified : own.unverified}>
        {detail.verified ? t('detail.verified') : t('detail.notVerified', { reason: detail.verifyFailure ?? '' })}
      </p>
      {result.reveal ? (
        <dl className={own.proofs}>
          <dt>{t('detail.commitment')}</dt>
          <dd>
            <code>{result.reveal.commitment}</code>
          </dd>
          <dt>{t('detail.serverSeed')}</dt>
          <dd>
            <code>{result.reveal.serverSeed}</code>
          </dd>
          <dt>{t('detail.playerSeeds')}</dt>
          <dd>
            {result.reveal.playerSeeds.map((entry) => (
              <div key={entry.seat}>
                <code>
                  {t('live.seat')} {entry.seat + 1}: {entry.seed}
                </code>
              </div>
            ))}
          </dd>
        </dl>
      ) : null}
    </section>
  );
}

/** A seat's cards at the end: Hold'em's shown hand and its category, or Niu-Niu's five cards, reading and banker. */
function ShownCell({ detail, seatNo }: { detail: HandDetail; seatNo: number }) {
  const { t } = useTranslation('opsPvp');
  const niuniu = detail.result.niuniu?.seats.find((seat) => seat.seatNo === seatNo);
  if (niuniu)
    return (
      <>
        <Cards codes={niuniu.cards} />
        <span className={own.muted}>
          {t(`niuniuCategory.${niuniu.category}`)}
          {niuniu.isBanker ? ` · ${t('detail.banker')}` : ''}
        </span>
      </>
    );
  const shown = detail.result.shown.find((hand) => hand.seatNo === seatNo);
  if (!shown) return <span className={own.dash}>—</span>;
  return (
    <>
      <Cards codes={shown.cards} />
      {shown.category ? <span className={own.muted}>{t(`category.${shown.category}`)}</span> : null}
    </>
  );
}

const SUIT_SYMBOL: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };

/** Card codes ("As", "Td") as rank and suit symbol, red suits in red. */
function Cards({ codes }: { codes: readonly string[] }) {
  return (
    <span className={own.cardRow}>
      {codes.map((code) => {
        const [rank = '', suit = ''] = code;
        return (
          <span key={code} className={suit === 'h' || suit === 'd' ? own.redCard : own.card}>
            {rank === 'T' ? '10' : rank}
            {SUIT_SYMBOL[suit]}
          </span>
        );
      })}
    </span>
  );
}
