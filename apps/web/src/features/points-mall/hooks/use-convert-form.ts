import { zodResolver } from '@hookform/resolvers/zod';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { pointsConvert } from '@lucky/contracts/points/points-endpoints';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { useConvert } from '../api/convert.ts';
import { contractBody } from '../utils/contract-body.ts';
import { newRequestId } from '../utils/request-id.ts';

export type Rate = ValueOf<(typeof ENDPOINTS)['pointsConfig']>['convert'];
export type ConvertValues = { points: number; paymentPassword: string };

/** Whole steps of the rate, at least its minimum, at most the balance. */
export const isConvertible = (points: number, rate: Rate, balance: number): boolean =>
  points >= rate.minPoints && points % rate.points === 0 && points <= balance;

/** The conversion form: the contract's rules plus the rate's, one request id per attempt. */
export function useConvertForm(rate: Rate, balance: number, convert: ReturnType<typeof useConvert>) {
  const [requestId, setRequestId] = useState(newRequestId);
  const schema = useMemo(
    () =>
      contractBody(pointsConvert)
        .pick({ points: true, paymentPassword: true })
        .refine((values) => isConvertible(values.points, rate, balance), { path: ['points'] }),
    [rate, balance],
  );
  const form = useForm<ConvertValues>({
    resolver: zodResolver(schema),
    defaultValues: { points: Number.NaN, paymentPassword: '' },
  });
  const [points, password] = useWatch({ control: form.control, name: ['points', 'paymentPassword'] });
  const amount = Number.isFinite(points) ? points : 0;
  const submit = form.handleSubmit((values) =>
    // A refused attempt is a new attempt next time.
    convert.mutate({ ...values, requestId }, { onError: () => setRequestId(newRequestId()) }),
  );
  return { form, submit, amount, canSubmit: isConvertible(amount, rate, balance) && password !== '' };
}
