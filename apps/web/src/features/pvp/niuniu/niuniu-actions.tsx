import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../table/table-page.module.css';
import { niuniuPartOf } from './niuniu-model.ts';

type NiuNiuActionsProps = {
  snapshot: PvpTableSnapshot;
  isWaiting: boolean;
  onShow: (handId: string) => void;
};

/**
 * Under a Niu-Niu felt: the viewer's own hand as the engine reads it ("Bull 7"), and the one choice the game has —
 * showing the hand once looked at (the time running out shows it anyway).
 */
export function NiuNiuActions({ snapshot, isWaiting, onShow }: NiuNiuActionsProps) {
  const { t } = useTranslation('pvp');
  const hand = snapshot.hand;
  const part = niuniuPartOf(snapshot);
  if (!hand || !part || hand.status !== 'RUNNING' || !part.viewerHand) return <div className={styles.actionArea} />;
  const yourHand = t('niuniu.yourHand', { hand: t(`niuniu.category.${part.viewerHand.category}`) });
  return (
    <div className={styles.actionArea}>
      <p className={styles.turnNote}>
        {yourHand}
        {' · '}
        {part.canShow ? t('niuniu.showHint') : t('niuniu.shownWaiting')}
      </p>
      {part.canShow ? (
        <Button size="lg" disabled={isWaiting} onClick={() => onShow(hand.handId)}>
          {t('niuniu.show')}
        </Button>
      ) : null}
    </div>
  );
}
