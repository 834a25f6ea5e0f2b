import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import type { MissionInput, OpsMission } from '../mission-draft.ts';
import { missionKeys } from './keys.ts';

export const missionsQuery = () => ({
  queryKey: missionKeys.list,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsMissionList', { signal }),
});

export const useMissions = () => useQuery(missionsQuery());

/** Save (a new mission, or the one with `id`) and enable/disable; both fetch the list again, a save then runs `onSaved`. */
export function useMissionActions(onSaved: () => void) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: missionKeys.list });
  const save = useMutation({
    mutationFn: ({ input, id }: { input: MissionInput; id?: number }) =>
      id !== undefined
        ? callOps('opsMissionUpdate', { body: { ...input, id } })
        : callOps('opsMissionCreate', { body: input }),
    onSuccess: onSaved,
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: (mission: OpsMission) =>
      callOps('opsMissionStatus', { body: { id: mission.id, enabled: !mission.enabled } }),
    onSettled: refresh,
  });
  return { save, toggle };
}
