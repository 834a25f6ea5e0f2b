import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import type { LevelInput } from '../vip-level-draft.ts';
import { vipKeys } from './keys.ts';

export const vipLevelsQuery = () => ({
  queryKey: vipKeys.levels,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsVipLevels', { signal }),
});

export const useVipLevels = () => useQuery(vipLevelsQuery());

/** Saves a level; on success `onSaved` runs, then the ladder is fetched again. */
export function useSaveVipLevel(onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LevelInput) => callOps('opsVipLevelSave', { body }),
    onSuccess: () => {
      onSaved();
      void client.invalidateQueries({ queryKey: vipKeys.levels });
    },
  });
}
