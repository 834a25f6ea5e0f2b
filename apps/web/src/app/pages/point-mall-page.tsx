import { PointsMallPage } from '../../features/points-mall/points-mall-page.tsx';

export function PointMallPage() {
  return <PointsMallPage />;
}
