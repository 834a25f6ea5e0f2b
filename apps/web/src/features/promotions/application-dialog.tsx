import { UPLOAD_LIMITS } from '@lucky/contracts/common/constants';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { PROMOTION_COMMENT_MAX } from './promotion-constants.ts';
import { submitApplication, type Promotion } from './promotions-api.ts';
import { useLocalized } from '../../lib/localized-text.ts';
import styles from './promotions.module.css';
import { FormAlerts } from '../../components/form/form-alerts.tsx';

const TYPES: readonly string[] = UPLOAD_LIMITS.types;

/** Why a set of picked images cannot be sent, as an error code, or null when they can. */
export function checkImages(files: readonly File[]): 'upload.invalid' | 'upload.too.large' | 'upload.too.many' | null {
  if (files.length > UPLOAD_LIMITS.maxFiles) return 'upload.too.many';
  for (const file of files) {
    if (!TYPES.includes(file.type) && !(file.type === '' && /\.(png|jpe?g)$/i.test(file.name))) return 'upload.invalid';
    if (file.size > UPLOAD_LIMITS.maxBytes) return 'upload.too.large';
  }
  return null;
}

/** Thumbnails of the picked images; their object URLs are released when the list changes. */
function Previews({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation('promotions');
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  if (files.length === 0) return null;
  return (
    <ul className={styles.previews}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className={styles.preview}>
          {urls[index] ? <img src={urls[index]} alt={file.name} /> : <span>{file.name}</span>}
          <button type="button" onClick={() => onRemove(index)} aria-label={t('apply.remove', { name: file.name })}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The application form: a comment of at most 140 characters with a live counter, and up to 3 png or jpg images. */
export function ApplicationDialog({
  promotion,
  onClose,
  onSent,
}: {
  promotion: Promotion;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation('promotions');
  const { t: te } = useTranslation('errors');
  const localized = useLocalized();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const length = [...comment.trim()].length;
  const send = useMutation({
    mutationFn: () =>
      submitApplication({ promotionId: promotion.id, comment: comment.trim(), files, language: i18n.language }),
    onSuccess: onSent,
  });
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || length > PROMOTION_COMMENT_MAX) {
      setProblem(t('apply.commentProblem', { max: PROMOTION_COMMENT_MAX }));
      return;
    }
    setProblem(null);
    send.mutate();
  };
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
            value={comment}
            placeholder={t('apply.placeholder')}
            data-autofocus
            onChange={(event) => {
              setComment(event.target.value);
              send.reset();
            }}
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
            disabled={files.length >= UPLOAD_LIMITS.maxFiles}
          />
          <span className={styles.hint}>
            {t('apply.imagesHint', { count: files.length, max: UPLOAD_LIMITS.maxFiles })}
          </span>
          <Previews files={files} onRemove={(index) => setFiles(files.filter((_, at) => at !== index))} />
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
