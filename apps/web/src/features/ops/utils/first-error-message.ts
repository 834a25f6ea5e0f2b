import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The message of the first refused field, looking inside nested fields (a text per language, a list), for forms that
 * show one line above their buttons rather than a message under each input.
 */
export function firstErrorMessage<V extends FieldValues>(errors: FieldErrors<V>): string | null {
  const queue: unknown[] = Object.values(errors);
  while (queue.length > 0) {
    const error = queue.shift();
    if (!error || typeof error !== 'object') continue;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    queue.push(...Object.entries(error).flatMap(([key, value]) => (key === 'ref' ? [] : [value])));
  }
  return null;
}
