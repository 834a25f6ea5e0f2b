import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import { useKycImage } from './kyc-api.ts';

function LoadedImage({ documentId }: { documentId: number }) {
  const { t } = useTranslation('kyc');
  const { data, error } = useKycImage(documentId);
  if (error) return <span className={styles.error}>{t('desk.imageFailed')}</span>;
  if (!data) return <span className={styles.hint}>…</span>;
  const src = `data:${data.mime};base64,${data.dataBase64}`;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img className={styles.proof} src={src} alt={t('desk.imageAlt', { id: documentId })} />
    </a>
  );
}

/** A document's image, fetched only when the operator asks (each view of an identity document is audited). */
export function KycImage({ documentId }: { documentId: number }) {
  const { t } = useTranslation('kyc');
  const [open, setOpen] = useState(false);
  if (open) return <LoadedImage documentId={documentId} />;
  return (
    <Button size="sm" variant="ghost" onClick={() => setOpen(true)} data-testid="ops-kyc-show-image">
      {t('desk.showImage')}
    </Button>
  );
}
