import { useState } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isBadRange, quickRange, type DayRange } from '../../../../lib/day-range.ts';

/** A contract report's filter: a range of days and one choice of a select (grouping or status; '' for all). */
export type RangeFilter = DayRange & { choice: string };

/** Start after end is refused at the form, with the contracts namespace's message. */
function rangeResolver(message: string): Resolver<RangeFilter> {
  return (values): ResolverResult<RangeFilter> => {
    if (isBadRange(values)) return { values: {}, errors: { to: { type: 'range', message } } };
    return { values, errors: {} };
  };
}

/**
 * The filter form of a contract report (react-hook-form) and the filter it last applied, with the page. Search and a
 * quick range chip both apply through the form's check; a refused range keeps the last applied filter.
 */
export function useRangeFilter(choice: string) {
  const { t } = useTranslation('contracts');
  const [initial] = useState<RangeFilter>(() => ({ ...quickRange('last30'), choice }));
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const form = useForm<RangeFilter>({
    defaultValues: initial,
    resolver: rangeResolver(t('common.badRange')),
    reValidateMode: 'onSubmit',
  });
  const apply = form.handleSubmit((next) => {
    setFilter(next);
    setPage(1);
  });
  const setRange = (range: DayRange) => {
    form.setValue('from', range.from);
    form.setValue('to', range.to);
  };
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const range: DayRange = { from, to };
  const problem = form.formState.errors.to?.message ?? null;
  return { form, filter, page, setPage, apply, range, setRange, problem };
}
