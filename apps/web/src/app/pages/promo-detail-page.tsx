import { PromotionDetailPage } from '../../features/promotions/promotion-detail-page.tsx';

export function PromoDetailPage() {
  return <PromotionDetailPage />;
}
