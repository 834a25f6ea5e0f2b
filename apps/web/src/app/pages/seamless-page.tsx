import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import styles from './pages.module.css';
import { PendingContentPage } from './simple-pages.tsx';

export function SeamlessPage() {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.narrow}>
      <PendingContentPage
        icon={<Icon name="dice" size={28} />}
        title={t('seamless.title')}
        subtitle={t('seamless.subtitle')}
        emptyTitle={t('empty.noGames')}
        emptyHint={t('empty.noGamesHint')}
      />
    </div>
  );
}
