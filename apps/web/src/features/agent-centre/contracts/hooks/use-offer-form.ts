import { useState, type FormEvent } from 'react';
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
 * The offer form's state and behaviour: the draft started from the agent's own terms of the chosen kind, its checks
 * before sending, and the server's lower-rate warning kept with the terms to re-send with confirm.
 */
export function useOfferForm({ username, own, initialKind, onClose }: OfferFormInput) {
  const { t } = useTranslation('contracts');
  const describe = useErrorMessage();
  const scale = useSiteStatus().currency.scale;
  const kinds = KIND_ORDER.filter((kind) => own.has(kind));
  const [draft, setDraft] = useState<OfferDraft>(() => {
    const kind = initialKind && own.has(initialKind) ? initialKind : kinds[0]!;
    return draftFrom(kind, own.get(kind)?.terms);
  });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [warning, setWarning] = useState<{ terms: TermsInput; affected: AffectedContract[] } | null>(null);
  const ownTerms = own.get(draft.kind)!.terms;
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
  const chooseKind = (kind: ContractKind) => {
    setDraft(draftFrom(kind, own.get(kind)?.terms));
    setProblems([]);
    setWarning(null);
    offer.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWarning(null);
    const result = checkDraft(draft, ownTerms, scale);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems([]);
    send(result.terms, false);
  };
  const failure = offer.error && !lowerRateAffected(offer.error) ? describe(offer.error) : null;
  return {
    kinds,
    draft,
    setDraft,
    ownTerms,
    problems,
    warning,
    dismissWarning: () => setWarning(null),
    proceed: () => warning && send(warning.terms, true),
    chooseKind,
    submit,
    failure,
    isSending: offer.isPending,
  };
}
