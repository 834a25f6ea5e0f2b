import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import type { PointsConfigInput } from '../mall-types.ts';
import { mallKeys } from './keys.ts';

export const pointsConfigQuery = () => ({
  queryKey: mallKeys.config,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsPointsConfig', { signal }),
});

export const usePointsConfig = () => useQuery(pointsConfigQuery());

/** The saved settings replace the loaded ones at once. */
export function useSavePointsConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsConfigInput) => callOps('opsPointsConfigSave', { body }),
    onSuccess: (value) => client.setQueryData(mallKeys.config, value),
  });
}
