import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import type { OpsLotteryGame } from '../api/games.ts';
import own from '../ops-lottery.module.css';
import type { ProposeChange } from './pending-change.ts';

const MAX_STOP_SALE_SECONDS = 3600;

/** How many seconds before the draw sales stop; Save shows only once the number differs from the game's. */
export function StopSaleForm({
  game,
  isSaving,
  onPropose,
}: {
  game: OpsLotteryGame;
  isSaving: boolean;
  onPropose: ProposeChange;
}) {
  const { t } = useTranslation('opsLottery');
  const [stopSale, setStopSale] = useState(String(game.stopSaleSeconds));
  const name = game.labelName;
  const proposeStopSale = (event: FormEvent) => {
    event.preventDefault();
    const seconds = Number(stopSale);
    onPropose({
      title: t('games.confirmStopSale', { name }),
      lines: [t('games.stopSaleChange', { from: game.stopSaleSeconds, to: seconds })],
      body: { gameCode: game.gameCode, stopSaleSeconds: seconds },
      saved: t('games.savedStopSale', { name, seconds }),
    });
  };
  const isStopSaleChanged = stopSale.trim() !== '' && Number(stopSale) !== game.stopSaleSeconds;
  return (
    <form className={styles.inline} onSubmit={proposeStopSale}>
      <input
        className={own.seconds}
        type="number"
        min={0}
        max={MAX_STOP_SALE_SECONDS}
        step={1}
        required
        value={stopSale}
        aria-label={t('games.stopSaleOf', { name })}
        onChange={(event) => setStopSale(event.target.value)}
      />
      <span className={own.muted}>{t('games.seconds')}</span>
      {isStopSaleChanged ? (
        <Button type="submit" size="sm" variant="secondary" disabled={isSaving}>
          {t('save')}
        </Button>
      ) : null}
    </form>
  );
}
