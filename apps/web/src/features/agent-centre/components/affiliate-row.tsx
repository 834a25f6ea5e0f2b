import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useSetAffiliateStatus } from '../api/affiliate-status.ts';
import styles from './agent-ui.module.css';
import { useFormats } from '../hooks/use-formats.ts';

export type AffiliateCode = ValueOf<(typeof ENDPOINTS)['agentAffiliateCreate']>;

/** One affiliate code: its link and domain, its state, and copy / QR / enable-disable. */
export function AffiliateRow({ item, onQr }: { item: AffiliateCode; onQr: () => void }) {
  const { t } = useTranslation('agent');
  const describeError = useErrorMessage();
  const formats = useFormats();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const toggle = useSetAffiliateStatus(item.id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.link);
      setCopied('yes');
    } catch {
      // No clipboard (insecure origin, denied): the link stays selectable in the table.
      setCopied('no');
    }
  };
  return (
    <tr data-testid={`affiliate-${item.code}`}>
      <td>
        <strong>{item.code}</strong>
        <div className={styles.hint}>
          {t('affiliate.created')}: {formats.dateTime(item.createdAt)}
        </div>
      </td>
      <td>
        <div className={styles.mono}>{item.link}</div>
        <div className={styles.hint}>
          {t('affiliate.domainLabel')}: {item.domain ?? t('affiliate.anyDomain')}
        </div>
      </td>
      <td>
        <span className={`${styles.badge} ${item.enabled ? styles.badgeGood : styles.badgeBad}`}>
          {t(item.enabled ? 'affiliate.enabled' : 'affiliate.disabled')}
        </span>
      </td>
      <td>
        <div className={styles.actionsRow}>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {t('affiliate.copy')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onQr}>
            {t('affiliate.qr')}
          </Button>
          <Button
            size="sm"
            variant={item.enabled ? 'ghost' : 'primary'}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!item.enabled)}
          >
            {t(item.enabled ? 'affiliate.disable' : 'affiliate.enable')}
          </Button>
        </div>
        {copied ? (
          <p className={copied === 'yes' ? styles.success : styles.error} role="status">
            {t(copied === 'yes' ? 'affiliate.copied' : 'affiliate.copyFailed')}
          </p>
        ) : null}
        {toggle.error ? (
          <p className={styles.error} role="alert">
            {describeError(toggle.error)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
