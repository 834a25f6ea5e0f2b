import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { PendingContentPage } from './simple-pages.tsx';

export function VipPage() {
  const { t } = useTranslation('pages');
  return <PendingContentPage icon={<Icon name="crown" size={28} />} title={t('vip.title')} subtitle={t('vip.subtitle')} emptyTitle={t('empty.noVip')} emptyHint={t('empty.noVipHint')} />;
}
