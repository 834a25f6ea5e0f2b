import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { verifyPath } from '../utils/lottery-paths.ts';
import { VerifyPanel } from './verify-panel.tsx';
import styles from './verify.module.css';

export function VerifyDialog({
  drawId,
  kind,
  onClose,
}: {
  drawId: number;
  kind: LotteryGame['kind'];
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <ModalDialog title={t('verify.title')} onClose={onClose} testId="verify-dialog" width={640}>
      <VerifyPanel drawId={drawId} kind={kind} />
      <SafeLink to={verifyPath(drawId)} className={styles.pageLink} onClick={onClose}>
        {t('verify.openPage')}
      </SafeLink>
    </ModalDialog>
  );
}
