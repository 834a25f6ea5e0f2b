/** `datetime-local` works in local time without a zone; the API wants ISO instants. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);
