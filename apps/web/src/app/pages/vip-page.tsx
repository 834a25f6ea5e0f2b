import { VipClubPage } from '../../features/vip/vip-page.tsx';

export function VipPage() {
  return <VipClubPage />;
}
