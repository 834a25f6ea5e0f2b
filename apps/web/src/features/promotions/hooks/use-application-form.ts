import { UPLOAD_LIMITS } from '@lucky/contracts/common/constants';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApplyForPromotion } from '../api/apply.ts';
import { checkImages } from '../utils/check-images.ts';
import { PROMOTION_COMMENT_MAX } from '../utils/promotion-constants.ts';

export type ApplicationValues = { comment: string };

/** Characters as a person counts them (an emoji is one), after trimming. */
const commentLength = (comment: string): number => [...comment.trim()].length;

/**
 * The contract's comment rule (1 to PROMOTION_COMMENT_MAX characters, trimmed), written out rather than read from the
 * contract's zod schema so /promotions does not bundle zod (utils/promotion-constants.ts holds the limit equal).
 */
const commentResolver: Resolver<ApplicationValues> = (values) => {
  const length = commentLength(values.comment);
  const result: ResolverResult<ApplicationValues> =
    length > 0 && length <= PROMOTION_COMMENT_MAX
      ? { values: { comment: values.comment.trim() }, errors: {} }
      : { values: {}, errors: { comment: { type: 'length', message: 'comment' } } };
  return result;
};

/**
 * The application form: the comment through react-hook-form, the images picked one batch after another and checked
 * together; one problem shows at a time, the latest (a refused comment or a refused image).
 */
export function useApplicationForm(promotionId: number, onSent: () => void) {
  const { t } = useTranslation('promotions');
  const { t: te } = useTranslation('errors');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useApplyForPromotion();
  const form = useForm<ApplicationValues>({ resolver: commentResolver, defaultValues: { comment: '' } });
  const comment = useWatch({ control: form.control, name: 'comment' });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const next = [...files, ...(event.target.files ?? [])];
    event.target.value = '';
    const code = checkImages(next);
    if (code) {
      setProblem(te(`error.${code}`));
      return;
    }
    setProblem(null);
    setFiles(next);
  };
  const submit = form.handleSubmit(
    (values) => {
      setProblem(null);
      send.mutate({ promotionId, comment: values.comment, files }, { onSuccess: onSent });
    },
    () => setProblem(t('apply.commentProblem', { max: PROMOTION_COMMENT_MAX })),
  );
  const remove = (index: number) => setFiles(files.filter((_, at) => at !== index));
  const isFull = files.length >= UPLOAD_LIMITS.maxFiles;
  return { form, submit, send, files, pick, remove, isFull, problem, length: commentLength(comment) };
}
