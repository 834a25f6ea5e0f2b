import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from './keys.ts';

/** A desk's write: on success the desks' lists are fetched again, then `onSaved` runs. */
export function useContentMutation<I, O>(save: (input: I) => Promise<O>, onSaved?: (value: O) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (value) => {
      await client.invalidateQueries({ queryKey: contentKeys.all });
      onSaved?.(value);
    },
  });
}
