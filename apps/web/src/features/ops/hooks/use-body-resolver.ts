import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useIssueMessage } from './use-issue-message.ts';

/** What zodResolver accepts from a contract: a zod schema (the contract's body, or a part of it). */
type ContractSchema = Parameters<typeof zodResolver>[0];

/**
 * A form whose fields are text (a number typed as a string, a list one entry a line) validated by the contract's body
 * schema: the draft is turned into the body first, so the form refuses exactly what the server would, and the submit
 * handler receives the body as the schema parsed it.
 */
export function useBodyResolver<Draft extends FieldValues, Body>(
  schema: ContractSchema,
  toBody: (draft: Draft) => unknown,
): Resolver<Draft, unknown, Body> {
  const issueMessage = useIssueMessage();
  const resolve = zodResolver(schema, { error: issueMessage }) as unknown as Resolver<FieldValues, unknown, Body>;
  return (draft, context, options) =>
    resolve(toBody(draft) as FieldValues, context, options as never) as ReturnType<Resolver<Draft, unknown, Body>>;
}
