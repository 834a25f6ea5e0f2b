import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { preloadOverlay } from '../../overlays.tsx';
import { useModuleEnabled } from '../../../lib/status-context.tsx';
import styles from './header.module.css';

export function VisitorBar() {
  const { t } = useTranslation('frame');
  const show = useModalStore((state) => state.show);
  const canRegister = useModuleEnabled('DIRECTREG3');
  return (
    // The login and register modals are fetched once wanted: reaching for the buttons starts it.
    <div
      className={styles.visitor}
      onPointerEnter={() => void preloadOverlay('auth')}
      onFocus={() => void preloadOverlay('auth')}
    >
      <Button variant="ghost" onClick={() => show('login')}>
        {t('header.login')}
      </Button>
      {canRegister ? (
        <Button variant="primary" onClick={() => show('register')}>
          {t('header.register')}
        </Button>
      ) : null}
    </div>
  );
}
