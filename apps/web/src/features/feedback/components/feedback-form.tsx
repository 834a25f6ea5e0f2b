import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MIN } from '@lucky/contracts/common/constants';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFeedbackForm } from '../hooks/use-feedback-form.ts';
import styles from '../feedback.module.css';

/** A category, a text within the length bounds (counted as typed) and up to 3 png/jpg images. */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const { form, submit, send, files, pickFiles, length, problem } = useFeedbackForm();
  const lengthBad = length > FEEDBACK_MAX || (length > 0 && length < FEEDBACK_MIN);
  return (
    <section className={styles.card}>
      <h3 className={styles.title}>{t('title')}</h3>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
        <div className={styles.field}>
          <label htmlFor="feedback-category">{t('form.category')}</label>
          <select id="feedback-category" {...form.register('category')}>
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
            maxLength={FEEDBACK_MAX + 50}
            placeholder={t('form.placeholder', { min: FEEDBACK_MIN, max: FEEDBACK_MAX })}
            {...form.register('content', { onChange: () => send.reset() })}
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
