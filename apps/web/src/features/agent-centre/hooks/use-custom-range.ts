import { useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { quickRange, type DayRange } from '../../../lib/day-range.ts';
import { rangeProblem } from '../utils/range-problem.ts';

/** Both days, in order, at most the server's span; the message is the agent namespace's. */
function customRangeResolver(translate: (key: string) => string): Resolver<DayRange> {
  return (values): ResolverResult<DayRange> => {
    const issue = rangeProblem(values, { needBoth: true });
    return issue
      ? { values: {}, errors: { to: { type: 'range', message: translate(issue) } } }
      : { values, errors: {} };
  };
}

/**
 * The overview's custom range as a react-hook-form: the days typed (kept while another range is shown), and the range
 * last applied, which starts on the last 7 days.
 */
export function useCustomRange() {
  const { t } = useTranslation('agent');
  const [custom, setCustom] = useState<DayRange>(() => quickRange('last7'));
  const form = useForm<DayRange>({
    defaultValues: custom,
    resolver: customRangeResolver((key) => t(key)),
    reValidateMode: 'onSubmit',
  });
  const apply = form.handleSubmit((range) => setCustom(range));
  return { form, custom, apply, problem: form.formState.errors.to?.message ?? null };
}
