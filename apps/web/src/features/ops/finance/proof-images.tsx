import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useWithdrawalProof } from '../api/proofs.ts';
import styles from '../ops.module.css';

/** The member's receipt proof images, fetched with the operator token and shown as data: URLs. */
export function ProofImages({ proofIds }: { proofIds: readonly number[] }) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div>
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {t('viewProofs', { count: proofIds.length })}
        </Button>
      </div>
    );
  return (
    <div className={styles.proofs}>
      {proofIds.map((proofId) => (
        <ProofImage key={proofId} proofId={proofId} />
      ))}
    </div>
  );
}

function ProofImage({ proofId }: { proofId: number }) {
  const { t } = useTranslation('ops');
  const { data, error } = useWithdrawalProof(proofId);
  if (error) return <span className={styles.error}>{t('proofFailed')}</span>;
  if (!data) return <span className={styles.hint}>{t('loading')}</span>;
  const src = `data:${data.mime};base64,${data.dataBase64}`;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img className={styles.proof} src={src} alt={t('proofAlt', { id: proofId })} />
    </a>
  );
}
