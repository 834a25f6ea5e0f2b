import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { MALL_KEYS, type MallItemInput, type OpsMallItem } from '../mall-types.ts';

export const mallItemsQuery = () => ({
  queryKey: MALL_KEYS.items,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsMallItems', { signal }),
});

export const useMallItems = () => useQuery(mallItemsQuery());

/** Save (create or edit) and show/hide an item; both fetch the items again, a save then runs `onSaved`. */
export function useMallItemActions(onSaved: () => void) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MALL_KEYS.items });
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
