import { UPLOAD_LIMITS } from '@lucky/contracts/common/constants';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useLocalized } from '../../../lib/localized-text.ts';
import type { Promotion } from '../api/promotion-list.ts';
import { useApplicationForm } from '../hooks/use-application-form.ts';
import { PROMOTION_COMMENT_MAX } from '../utils/promotion-constants.ts';
import { ImagePreviews } from './image-previews.tsx';
import styles from '../promotions.module.css';

type Props = { promotion: Promotion; onClose: () => void; onSent: () => void };

/** The application form: a comment of at most 140 characters with a live counter, and up to 3 png or jpg images. */
export function ApplicationDialog({ promotion, onClose, onSent }: Props) {
  const { t } = useTranslation('promotions');
  const localized = useLocalized();
  const { form, submit, send, files, pick, remove, isFull, problem, length } = useApplicationForm(promotion.id, onSent);
  return (
    <ModalDialog
      width={480}
      title={t('apply.title', { title: localized(promotion.title) })}
      onClose={onClose}
      testId="promo-apply-dialog"
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('apply.form')}>
        <div className={styles.field}>
          <label htmlFor="promo-comment">{t('apply.comment')}</label>
          <textarea
            id="promo-comment"
            placeholder={t('apply.placeholder')}
            data-autofocus
            {...form.register('comment', { onChange: () => send.reset() })}
          />
          <span
            className={`${styles.counter} ${length > PROMOTION_COMMENT_MAX ? styles.counterBad : ''}`}
            data-testid="promo-comment-counter"
          >
            {t('apply.counter', { length, max: PROMOTION_COMMENT_MAX })}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor="promo-images">{t('apply.images')}</label>
          <input
            id="promo-images"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={pick}
            disabled={isFull}
          />
          <span className={styles.hint}>
            {t('apply.imagesHint', { count: files.length, max: UPLOAD_LIMITS.maxFiles })}
          </span>
          <ImagePreviews files={files} onRemove={remove} />
        </div>
        <FormAlerts problem={problem} error={send.error} className={styles.error} />
        <div className={styles.dialogButtons}>
          <Button variant="ghost" onClick={onClose}>
            {t('apply.cancel')}
          </Button>
          <Button type="submit" data-testid="promo-apply-submit" disabled={send.isPending}>
            {t('apply.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
