import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MIN } from '@lucky/contracts/common/constants';
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { callApi, uploadFiles } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useProofFiles } from '../../lib/use-proof-files.ts';
import styles from './feedback.module.css';
import { FormAlerts } from '../../components/form/form-alerts.tsx';

type Category = (typeof FEEDBACK_CATEGORIES)[number];
const LIST_KEY = ['feedback', 'mine'];

/** Feedback (member centre): a category, text within the length bounds, up to 3 png/jpg images, and earlier feedback with replies. */
export function FeedbackPage() {
  return (
    <div className={styles.page}>
      <FeedbackForm />
      <FeedbackHistory />
    </div>
  );
}

function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const client = useQueryClient();
  const [category, setCategory] = useState<Category>('SUGGESTION');
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { files, setFiles, pickFiles } = useProofFiles(setProblem);
  const length = content.trim().length;
  const send = useMutation({
    mutationFn: async () => {
      const images =
        files.length > 0
          ? await uploadFiles<{ proofId: number }[]>(ENDPOINT_ROUTES.withdrawalProofUpload.path, files)
          : [];
      return callApi('feedbackSubmit', {
        body: { category, content: content.trim(), imageIds: images.map((image) => image.proofId) },
      });
    },
    onSuccess: () => {
      setContent('');
      setFiles([]);
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) {
      setProblem(t('form.lengthProblem', { min: FEEDBACK_MIN, max: FEEDBACK_MAX }));
      return;
    }
    setProblem(null);
    send.mutate();
  };

  const lengthBad = length > FEEDBACK_MAX || (length > 0 && length < FEEDBACK_MIN);
  return (
    <section className={styles.card}>
      <h3 className={styles.title}>{t('title')}</h3>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
        <div className={styles.field}>
          <label htmlFor="feedback-category">{t('form.category')}</label>
          <select
            id="feedback-category"
            value={category}
            onChange={(event) => setCategory(event.target.value as Category)}
          >
            {FEEDBACK_CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {t(`category.${item}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="feedback-content">{t('form.content')}</label>
          <textarea
            id="feedback-content"
            value={content}
            maxLength={FEEDBACK_MAX + 50}
            placeholder={t('form.placeholder', { min: FEEDBACK_MIN, max: FEEDBACK_MAX })}
            onChange={(event) => {
              setContent(event.target.value);
              send.reset();
            }}
          />
          <span className={`${styles.counter} ${lengthBad ? styles.counterBad : ''}`} data-testid="feedback-counter">
            {t('form.counter', { length, min: FEEDBACK_MIN, max: FEEDBACK_MAX })}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor="feedback-images">{t('form.images')}</label>
          <input id="feedback-images" type="file" accept="image/png,image/jpeg" multiple onChange={pickFiles} />
          <span className={styles.hint}>
            {files.length > 0 ? files.map((file) => file.name).join(', ') : t('form.imagesHint')}
          </span>
        </div>
        <FormAlerts problem={problem} error={send.error} className={styles.error} />
        {send.isSuccess ? (
          <p className={styles.success} role="status">
            {t('form.sent')}
          </p>
        ) : null}
        <Button type="submit" disabled={send.isPending}>
          {t('form.submit')}
        </Button>
      </form>
    </section>
  );
}

function FeedbackHistory() {
  const { t, i18n } = useTranslation('feedback');
  const describeError = useErrorMessage();
  const mine = useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => callApi('feedbackList', { query: { pageSize: 20 }, signal }),
  });
  return (
    <section className={styles.card}>
      <h3 className={styles.title}>{t('history.title')}</h3>
      {mine.isPending ? <p className={styles.hint}>{t('history.loading')}</p> : null}
      {mine.error ? (
        <p className={styles.error} role="alert">
          {describeError(mine.error)}
        </p>
      ) : null}
      {mine.data && mine.data.list.length === 0 ? <p className={styles.hint}>{t('history.empty')}</p> : null}
      <ul className={styles.list}>
        {mine.data?.list.map((item) => (
          <li key={item.id} className={styles.item} data-testid="feedback-item">
            <div className={styles.meta}>
              <span>{t(`category.${item.category}`)}</span>
              <span>{formatDateTime(item.createdAt, i18n.language)}</span>
              <span>{t(`status.${item.status}`)}</span>
              {item.imageCount > 0 ? <span>{t('history.images', { count: item.imageCount })}</span> : null}
            </div>
            <p className={styles.content}>{item.content}</p>
            {item.reply ? (
              <p className={styles.reply}>
                <strong>{t('history.reply')}</strong> {item.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
