import { PromotionsListPage } from '../../features/promotions/promotions-list-page.tsx';

export function PromotionsPage() {
  return <PromotionsListPage />;
}
