import { useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { showDialog } from '../../../../lib/modal-store.ts';
import { useSiteStatus } from '../../../../lib/status-context.tsx';
import { useOfferContract } from '../api/offer-contract.ts';
import { lowerRateAffected, type AffectedContract } from '../components/lower-rate-warning.tsx';
import { KIND_ORDER, type Contract, type ContractKind } from '../utils/contract-kinds.ts';
import { checkDraft, draftFrom, type OfferDraft, type Problem, type TermsInput } from '../utils/offer-draft.ts';

export type OfferFormInput = {
  username: string;
  own: Map<ContractKind, Contract>;
  initialKind?: ContractKind;
  onClose: () => void;
};

/**
 * The draft's checks as a resolver: the terms to send, or every problem found. The problems are about the terms as a
 * whole (climbing tiers, my own rates), so they are kept together, in order, as the criteria of one error on `kind`.
 */
function offerResolver(own: Map<ContractKind, Contract>, scale: number, translate: (problem: Problem) => string) {
  const resolver = (draft: OfferDraft): ResolverResult<OfferDraft, TermsInput> => {
    const result = checkDraft(draft, own.get(draft.kind)?.terms, scale);
    if ('terms' in result) return { values: result.terms, errors: {} };
    const messages = result.problems.map(translate);
    const types = Object.fromEntries(messages.map((message, index) => [`problem${index}`, message]));
    return { values: {}, errors: { kind: { type: 'terms', message: messages[0], types } } };
  };
  return resolver as Resolver<OfferDraft, unknown, TermsInput>;
}

/**
 * The offer form (react-hook-form): the draft started from the agent's own terms of the chosen kind, checked by
 * `checkDraft` before sending, and the server's lower-rate warning kept with the terms to re-send with confirm.
 */
export function useOfferForm({ username, own, initialKind, onClose }: OfferFormInput) {
  const { t } = useTranslation('contracts');
  const describe = useErrorMessage();
  const scale = useSiteStatus().currency.scale;
  const kinds = KIND_ORDER.filter((kind) => own.has(kind));
  const [initial] = useState<OfferDraft>(() => {
    const kind = initialKind && own.has(initialKind) ? initialKind : kinds[0]!;
    return draftFrom(kind, own.get(kind)?.terms);
  });
  const form = useForm<OfferDraft, unknown, TermsInput>({
    defaultValues: initial,
    resolver: offerResolver(own, scale, (problem) => t(problem.key, problem.values)),
    reValidateMode: 'onSubmit',
  });
  const draft = useWatch({ control: form.control }) as OfferDraft;
  const [warning, setWarning] = useState<{ terms: TermsInput; affected: AffectedContract[] } | null>(null);
  const offer = useOfferContract();

  const send = (terms: TermsInput, confirm: boolean) =>
    offer.mutate(
      { username, terms, confirm },
      {
        onSuccess: () => {
          onClose();
          showDialog({
            title: t('offer.sentTitle'),
            message: t('offer.sent', { username, kind: t(`kind.${draft.kind}`) }),
            confirmText: t('common.ok'),
          });
        },
        onError: (error) => {
          const affected = lowerRateAffected(error);
          if (affected) setWarning({ terms, affected });
        },
      },
    );
  const setDraft = (next: OfferDraft) => {
    form.setValue('period', next.period);
    form.setValue('tiers', next.tiers);
    form.setValue('profitRate', next.profitRate);
    form.setValue('lossRate', next.lossRate);
    form.setValue('minSingleBet', next.minSingleBet);
  };
  const chooseKind = (kind: ContractKind) => {
    form.reset(draftFrom(kind, own.get(kind)?.terms));
    setWarning(null);
    offer.reset();
  };
  const submit = (event: FormEvent) => {
    setWarning(null);
    void form.handleSubmit((terms) => send(terms, false))(event);
  };
  const failure = offer.error && !lowerRateAffected(offer.error) ? describe(offer.error) : null;
  return {
    kinds,
    draft,
    setDraft,
    ownTerms: own.get(draft.kind)!.terms,
    problems: Object.values(form.formState.errors.kind?.types ?? {}).map(String),
    warning,
    dismissWarning: () => setWarning(null),
    proceed: () => warning && send(warning.terms, true),
    chooseKind,
    submit,
    failure,
    isSending: offer.isPending,
  };
}
