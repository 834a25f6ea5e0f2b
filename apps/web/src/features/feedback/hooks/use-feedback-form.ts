import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '@lucky/contracts/common/constants';
import { feedbackSubmit } from '@lucky/contracts/member/feedback-endpoints';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProofFiles } from '../../../lib/use-proof-files.ts';
import { useSendFeedback, type FeedbackCategory } from '../api/send-feedback.ts';

export type FeedbackValues = { category: FeedbackCategory; content: string };

const submitBody = feedbackSubmit.body;
if (!submitBody) throw new Error('the feedbackSubmit contract has no body schema');
/** The contract's own rules for the two fields the member types (the image ids come from the upload). */
const feedbackSchema = submitBody.pick({ category: true, content: true });

/**
 * The feedback form: category and text checked by the contract's schema (its English message replaced by the page's
 * length problem), the images checked when picked, then one send; a sent feedback empties the text and the images.
 */
export function useFeedbackForm() {
  const { t } = useTranslation('feedback');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const { files, setFiles, pickFiles } = useProofFiles(setFileProblem);
  const send = useSendFeedback();
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema) as Resolver<FeedbackValues>,
    defaultValues: { category: 'SUGGESTION', content: '' },
  });
  const content = useWatch({ control: form.control, name: 'content' });

  const submit = form.handleSubmit((values) => {
    setFileProblem(null);
    send.mutate(
      { ...values, files },
      {
        onSuccess: () => {
          form.setValue('content', '');
          setFiles([]);
        },
      },
    );
  });

  const lengthProblem = form.formState.errors.content
    ? t('form.lengthProblem', { min: FEEDBACK_MIN, max: FEEDBACK_MAX })
    : null;
  return {
    form,
    submit,
    send,
    files,
    pickFiles,
    length: content.trim().length,
    problem: lengthProblem ?? fileProblem,
  };
}
