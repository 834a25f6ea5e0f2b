import type { KycDocumentKind } from '@lucky/contracts/member/kyc';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../../components/form/form-alerts.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { checkProofs } from '../../../../lib/proof-files.ts';
import { useUploadKycDocument, type KycDocument } from '../../api/kyc.ts';
import { formatDateTime } from '../../utils/format-date-time.ts';
import styles from './verification.module.css';

/** One document's picker: a single png or jpg, checked in the browser (type, 5 MB) before the server decodes it. */
function UploadForm({ kind }: { kind: KycDocumentKind }) {
  const { t } = useTranslation('kyc');
  const { t: te } = useTranslation('errors');
  const upload = useUploadKycDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    const code = picked ? checkProofs([picked]) : null;
    setProblem(code ? te(`error.${code}`) : null);
    setFile(code ? null : picked);
    if (code) event.target.value = '';
  };
  const inputId = `kyc-file-${kind}`;
  return (
    <form
      className={styles.upload}
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) {
          setProblem(t('upload.choose'));
          return;
        }
        upload.mutate({ kind, file }, { onSuccess: () => setFile(null) });
      }}
    >
      <label htmlFor={inputId}>{t('upload.label')}</label>
      <input id={inputId} type="file" accept="image/png,image/jpeg" onChange={pick} />
      <span className={styles.hint}>{t('upload.hint')}</span>
      <FormAlerts problem={problem} error={upload.error} className={styles.error} />
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? t('upload.sending') : t('upload.submit')}
      </Button>
    </form>
  );
}

/** A document kind: what to send, the latest one's state (with a rejection's reason) and, when allowed, a new upload. */
export function DocumentCard({ kind, document }: { kind: KycDocumentKind; document: KycDocument | undefined }) {
  const { t, i18n } = useTranslation('kyc');
  const status = document?.status ?? 'NONE';
  const mayUpload = status === 'NONE' || status === 'REJECTED';
  return (
    <section className={styles.card} data-testid={`kyc-document-${kind}`} aria-labelledby={`kyc-title-${kind}`}>
      <header className={styles.cardHead}>
        <h4 id={`kyc-title-${kind}`}>{t(`document.${kind}.title`)}</h4>
        <span className={styles.status} data-status={status}>
          {t(`status.${status}`)}
        </span>
      </header>
      <p className={styles.hint}>{t(`document.${kind}.hint`)}</p>
      {document ? (
        <p className={styles.meta}>
          {t('uploadedAt', { time: formatDateTime(document.createdAt, i18n.language) })}
          {document.reviewedAt
            ? ` · ${t('reviewedAt', { time: formatDateTime(document.reviewedAt, i18n.language) })}`
            : null}
        </p>
      ) : null}
      {status === 'REJECTED' && document?.reason ? (
        <p className={styles.reason} role="note">
          {t('rejectedBecause', { reason: document.reason })}
        </p>
      ) : null}
      {status === 'PENDING' ? <p className={styles.meta}>{t('pendingHint')}</p> : null}
      {mayUpload ? <UploadForm kind={kind} /> : null}
    </section>
  );
}
