import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { PendingContentPage } from './simple-pages.tsx';

export function PromoDetailPage() {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  return (
    <PendingContentPage
      icon={<Icon name="gift" size={28} />}
      title={t('promoDetail.title')}
      subtitle={t('promoDetail.subtitle')}
      emptyTitle={t('empty.promoNotFound')}
      emptyHint={t('empty.promoNotFoundHint')}
      action={
        <Button variant="secondary" onClick={() => navigate('/promotions')}>
          {t('promoDetail.back')}
        </Button>
      }
    />
  );
}
