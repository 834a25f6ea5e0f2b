import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import own from './ops-vendors.module.css';

type Props = { name: string; secret: string; onDone: () => void };

/**
 * The one showing of a wallet secret, right after it was made. The server never answers it again,
 * and the desk keeps it only in this panel's state until the operator confirms it is stored.
 */
export function SecretReveal({ name, secret, onDone }: Props) {
  const { t } = useTranslation('opsVendors');
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <section
      className={`${styles.card} ${own.reveal}`}
      role="alertdialog"
      aria-label={t('reveal.title', { name })}
      data-testid="vendor-secret"
    >
      <h3 className={styles.subtitle}>{t('reveal.title', { name })}</h3>
      <p className={own.warning}>{t('reveal.warning')}</p>
      <code className={own.secret} aria-label={t('reveal.label')}>
        {secret}
      </code>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {isCopied ? t('reveal.copied') : t('reveal.copy')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('reveal.done')}
        </Button>
      </div>
    </section>
  );
}
