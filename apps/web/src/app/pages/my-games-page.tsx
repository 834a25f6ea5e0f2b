import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { PendingContentPage } from './simple-pages.tsx';

function MyGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  return (
    <PendingContentPage
      icon={<Icon name={kind === 'favorite' ? 'heart' : 'clock'} size={28} />}
      title={t(`myGames.${kind}Title`)}
      subtitle={t(`myGames.${kind}Subtitle`)}
      emptyTitle={t(`empty.${kind}`)}
      emptyHint={t(`empty.${kind}Hint`)}
      action={<Button onClick={() => navigate('/gameCenter?gameType=ALL')}>{t('myGames.browse')}</Button>}
    />
  );
}

export const FavoritePage = () => <MyGamesPage kind="favorite" />;
export const RecentPage = () => <MyGamesPage kind="recent" />;
