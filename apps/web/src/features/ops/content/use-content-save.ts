import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A desk's write: on success the desk's lists (under ['ops', 'content', …]) are fetched again. */
export function useContentSave<I, O>(save: (input: I) => Promise<O>, onSaved?: (value: O) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (value) => {
      await client.invalidateQueries({ queryKey: ['ops', 'content'] });
      onSaved?.(value);
    },
  });
}

/** `datetime-local` works in local time without a zone; the API wants ISO instants. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);
