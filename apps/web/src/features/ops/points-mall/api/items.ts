import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import type { MallItemInput, OpsMallItem } from '../mall-types.ts';
import { mallKeys } from './keys.ts';

export const mallItemsQuery = () => ({
  queryKey: mallKeys.items,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsMallItems', { signal }),
});

export const useMallItems = () => useQuery(mallItemsQuery());

/** Save (create or edit) and show/hide an item; both fetch the items again, a save then runs `onSaved`. */
export function useMallItemActions(onSaved: () => void) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: mallKeys.items });
  const save = useMutation({
    mutationFn: (body: MallItemInput) => callOps('opsMallItemSave', { body }),
    onSuccess: onSaved,
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: (item: OpsMallItem) =>
      callOps('opsMallItemEnable', { body: { id: item.id, isEnabled: !item.isEnabled } }),
    onSettled: refresh,
  });
  return { save, toggle };
}
