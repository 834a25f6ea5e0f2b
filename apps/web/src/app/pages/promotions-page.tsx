import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { PendingContentPage } from './simple-pages.tsx';

export function PromotionsPage() {
  const { t } = useTranslation('pages');
  return (
    <PendingContentPage icon={<Icon name="gift" size={28} />} title={t('promotions.title')} subtitle={t('promotions.subtitle')} emptyTitle={t('empty.noPromotions')} emptyHint={t('empty.noPromotionsHint')} />
  );
}
