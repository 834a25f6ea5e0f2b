import { zodResolver } from '@hookform/resolvers/zod';
import { pointsRedeem } from '@lucky/contracts/points/points-endpoints';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MallItem } from '../components/redeem-dialog.tsx';
import type { z } from 'zod';
import type { useRedeem } from '../api/redeem.ts';
import { contractBody } from '../utils/contract-body.ts';
import { newRequestId } from '../utils/request-id.ts';

/** The contract's rules for what the member fills in: quantity 1 to 10, delivery details, the payment password. */
const redeemFields = contractBody(pointsRedeem).pick({ quantity: true, deliveryInfo: true, paymentPassword: true });
type RedeemInput = z.input<typeof redeemFields>;
type RedeemOutput = z.output<typeof redeemFields>;

/** At most 10 of an item a time, and never more than its stock. */
const maxQuantityOf = (item: MallItem): number => Math.max(1, Math.min(10, item.stock ?? 10));

/**
 * The redeem form: the contract's rules (quantity 1 to 10, delivery details of at most 300 characters, the payment
 * password), goods needing their delivery details, the quantity kept within the stock as it is typed, and one
 * request id per attempt.
 */
export function useRedeemForm(item: MallItem, redeem: ReturnType<typeof useRedeem>) {
  const [requestId, setRequestId] = useState(newRequestId);
  const isGoods = item.kind === 'GOODS';
  const maxQuantity = maxQuantityOf(item);
  const schema = useMemo(
    () => redeemFields.refine((values) => !isGoods || Boolean(values.deliveryInfo), { path: ['deliveryInfo'] }),
    [isGoods],
  );
  const form = useForm<RedeemInput, unknown, RedeemOutput>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: 1, deliveryInfo: '', paymentPassword: '' },
  });
  const [quantity, delivery, password] = useWatch({
    control: form.control,
    name: ['quantity', 'deliveryInfo', 'paymentPassword'],
  });
  const quantityInput = form.register('quantity', {
    valueAsNumber: true,
    onChange: (event: { target: { value: string } }) =>
      form.setValue('quantity', Math.min(maxQuantity, Math.max(1, Math.floor(Number(event.target.value) || 1)))),
  });
  const submit = form.handleSubmit((values) => {
    const body = {
      itemId: item.id,
      quantity: values.quantity,
      paymentPassword: values.paymentPassword,
      requestId,
      deliveryInfo: isGoods ? values.deliveryInfo : undefined,
    };
    // A refused attempt is a new attempt next time.
    redeem.mutate(body, { onError: () => setRequestId(newRequestId()) });
  });
  const total = item.pointsCost * (quantity !== undefined && Number.isFinite(quantity) ? quantity : 1);
  const isFilled = password !== '' && (!isGoods || (delivery ?? '').trim() !== '');
  return { form, submit, quantityInput, maxQuantity, isGoods, total, isFilled };
}
