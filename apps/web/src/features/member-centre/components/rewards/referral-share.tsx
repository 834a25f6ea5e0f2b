import { QR_CODE } from '@lucky/contracts/common/constants';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './rewards.module.css';

function CopyField({ id, label, value, className }: { id: string; label: string; value: string; className?: string }) {
  const { t } = useTranslation('missions');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (insecure origin, denied): the text stays selectable in the field.
      setState('failed');
    }
  };
  return (
    <div>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input
          id={id}
          className={className}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid={id}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {state === 'copied' ? t('referral.copied') : t('referral.copy')}
        </Button>
      </div>
      {state === 'failed' ? (
        <p className={styles.intro} role="status">
          {t('referral.copyFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** The member's code and invitation link with copy buttons, and the link as a QR code (spec 9: 150 px, margin 10). */
export function ReferralShare({ code, link, children }: { code: string; link: string; children?: React.ReactNode }) {
  const { t } = useTranslation('missions');
  return (
    <section className={styles.share} aria-labelledby="referral-title">
      <div>
        <h3 id="referral-title" className={styles.shareTitle}>
          {t('referral.title')}
        </h3>
        <p className={styles.intro}>{t('referral.intro')}</p>
        <div className={styles.shareFields}>
          <CopyField id="referral-code" label={t('referral.code')} value={code} className={styles.code} />
          <CopyField id="referral-link" label={t('referral.link')} value={link} />
        </div>
        {children}
      </div>
      <div className={styles.qr}>
        <div className={styles.qrBox} style={{ padding: QR_CODE.margin }} data-testid="referral-qr">
          <QRCodeSVG value={link} size={QR_CODE.size} marginSize={0} level="M" title={link} />
        </div>
        <span>{t('referral.qr')}</span>
      </div>
    </section>
  );
}
