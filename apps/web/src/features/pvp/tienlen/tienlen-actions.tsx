import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { parseCardCode } from '../cards/card-codes.ts';
import { PlayingCard, useCardName } from '../cards/playing-card.tsx';
import styles from '../table/table-page.module.css';
import { tienlenPartOf, toggleCard } from './tienlen-model.ts';
import tienlen from './tienlen.module.css';

type TienLenActionsProps = {
  snapshot: PvpTableSnapshot;
  isWaiting: boolean;
  onPlay: (handId: string, cards: string[]) => void;
  onPass: (handId: string) => void;
};

/** Four or more consecutive pairs may chop out of turn: eight cards is the least such a play holds. */
const OUT_OF_TURN_CARDS = 8;

/**
 * Under a Tiến Lên felt: the viewer's hand as cards to pick, Play (the chosen cards) and Pass. The server decides
 * what beats the table; a refused play comes back as a notice and the choice stays.
 */
export function TienLenActions({ snapshot, isWaiting, onPlay, onPass }: TienLenActionsProps) {
  const { t } = useTranslation('pvp');
  const cardName = useCardName();
  const [chosen, setChosen] = useState<string[]>([]);
  const hand = snapshot.hand;
  const part = tienlenPartOf(snapshot);
  const own = snapshot.seats.find((seat) => seat.isViewer)?.cards ?? null;
  if (!hand || !part || hand.status !== 'RUNNING' || !own) return <div className={styles.actionArea} />;
  const isTurn = hand.toActSeat !== null && hand.toActSeat === snapshot.viewerSeat;
  const picked = chosen.filter((card) => own.includes(card));
  const canPlay = !isWaiting && picked.length > 0 && (isTurn || picked.length >= OUT_OF_TURN_CARDS);
  return (
    <div className={`${styles.actionArea} ${tienlen.actions}`}>
      <div className={tienlen.hand} role="group" aria-label={t('tienlen.chooseHint')}>
        {own.map((code) => {
          const card = parseCardCode(code);
          const isChosen = picked.includes(code);
          return (
            <button
              key={code}
              type="button"
              className={`${tienlen.pick} ${isChosen ? tienlen.chosen : ''}`}
              aria-pressed={isChosen}
              aria-label={cardName(card)}
              onClick={() => setChosen(toggleCard(picked, code, own))}
            >
              <PlayingCard card={card} width={44} />
            </button>
          );
        })}
      </div>
      <div className={tienlen.buttons}>
        <Button
          size="lg"
          disabled={!canPlay}
          onClick={() => {
            onPlay(hand.handId, picked);
            setChosen([]);
          }}
        >
          {t('tienlen.play')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={isWaiting || !isTurn || part.table === null}
          onClick={() => onPass(hand.handId)}
        >
          {t('tienlen.pass')}
        </Button>
      </div>
    </div>
  );
}
