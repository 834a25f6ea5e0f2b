import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import type { OpsLotteryGame } from '../api/games.ts';
import own from '../ops-lottery.module.css';
import { SavedLine } from '../saved-line.tsx';
import { LimitsEditor } from './limits-editor.tsx';
import { OddsEditor } from './odds-editor.tsx';
import type { ProposeChange } from './pending-change.ts';

/** One game's limits per bet type and its odds overrides. */
type Props = { game: OpsLotteryGame; saved: string | null; onPropose: ProposeChange; onClose: () => void };

export function GameDetail({ game, saved, onPropose, onClose }: Props) {
  const { t } = useTranslation('opsLottery');
  return (
    <section
      className={`${styles.card} ${styles.panel} ${own.wide}`}
      aria-label={t('detail.title', { name: game.labelName })}
      data-testid="lottery-game-detail"
    >
      <div className={styles.header}>
        <h3 className={styles.subtitle}>{t('detail.title', { name: game.labelName })}</h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      {saved ? <SavedLine text={saved} /> : null}
      <dl className={styles.facts}>
        <dt>{t('detail.code')}</dt>
        <dd>{game.gameCode}</dd>
        <dt>{t('detail.kind')}</dt>
        <dd>
          {t(`kind.${game.kind}`)}
          {game.variant ? ` · ${t(`region.${game.variant}`, { defaultValue: game.variant })}` : ''}
        </dd>
        <dt>{t('detail.group')}</dt>
        <dd>{game.gameGroupCode}</dd>
      </dl>
      <LimitsEditor game={game} onPropose={onPropose} />
      <div className={own.divider} />
      <OddsEditor game={game} onPropose={onPropose} />
    </section>
  );
}
