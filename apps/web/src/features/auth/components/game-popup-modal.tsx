import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useModalProps, useModalStore } from '../../../lib/modal-store.ts';
import { ModalShell } from './modal-shell.tsx';

/** Props of the game popup: the vendor whose games are listed. */
export type GamePopupProps = { vassalage: string; title: string };

/**
 * The pop-up game list of a vendor (launch objects with isGame VASSALAGE). The list call
 * arrives with the games work; until then the popup says honestly that it has nothing to show.
 */
export function GamePopupModal() {
  const isOpen = useModalStore((state) => state.open.gamePopup);
  const hide = useModalStore((state) => state.hide);
  const props = useModalProps<GamePopupProps>('gamePopup');
  const { t } = useTranslation('auth');
  return (
    <ModalShell
      isOpen={isOpen}
      onClose={() => hide('gamePopup')}
      title={props?.title ?? t('gamePopup.title')}
      width={800}
      minHeight={400}
      testId="game-popup"
    >
      <EmptyState title={t('gamePopup.empty')} hint={t('gamePopup.emptyHint')} />
    </ModalShell>
  );
}
