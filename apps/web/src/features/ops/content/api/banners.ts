import type { BodyOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { useContentMutation } from './content-mutation.ts';
import { contentKeys } from './keys.ts';

export const bannersQuery = () => ({
  queryKey: contentKeys.banners,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsBannerList', { signal }),
});

export const useBanners = () => useQuery(bannersQuery());

export const useSaveBanner = (onSaved: () => void) =>
  useContentMutation(
    (body: BodyOf<(typeof ENDPOINTS)['opsBannerSave']>) => callOps('opsBannerSave', { body }),
    onSaved,
  );
