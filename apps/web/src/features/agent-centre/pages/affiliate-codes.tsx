import { QR_CODE } from '@lucky/contracts/common/constants';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from '../components/agent-ui.module.css';
import { useFormats } from '../hooks/use-formats.ts';
import pageStyles from './register-center-page.module.css';
import { agentKeys } from '../api/keys.ts';

type AffiliateCode = ValueOf<(typeof ENDPOINTS)['agentAffiliateCreate']>;

/** The same shapes the server accepts (agentAffiliateCreate); checked here first for a message at the field. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
const DOMAIN_PATTERN =
  /^(?=.{1,253}(:|$))([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

export function checkAffiliateInput(
  code: string,
  domain: string,
): 'affiliate.codeInvalid' | 'affiliate.domainInvalid' | null {
  if (!AFFILIATE_CODE_PATTERN.test(code.trim())) return 'affiliate.codeInvalid';
  const host = domain.trim().toLowerCase();
  if (host && !DOMAIN_PATTERN.test(host)) return 'affiliate.domainInvalid';
  return null;
}

/** Affiliate codes and links: create (code + optional domain), enable or disable, copy the link, show its QR code. */
export function AffiliateCodes({ codes }: { codes: readonly AffiliateCode[] }) {
  const { t } = useTranslation('agent');
  const describeError = useErrorMessage();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [qrFor, setQrFor] = useState<AffiliateCode | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: agentKeys.registerCenter });
  const create = useMutation({
    mutationFn: () =>
      callApi('agentAffiliateCreate', { body: { code: code.trim(), domain: domain.trim() || undefined } }),
    onSuccess: () => {
      setCode('');
      setDomain('');
      refresh();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = checkAffiliateInput(code, domain);
    if (issue) {
      setProblem(t(issue));
      return;
    }
    setProblem(null);
    create.mutate();
  };

  return (
    <>
      <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('affiliate.create')}>
        <div className={styles.field}>
          <label htmlFor="affiliate-code">{t('affiliate.code')}</label>
          <input
            id="affiliate-code"
            value={code}
            maxLength={20}
            autoComplete="off"
            placeholder="ABCD1234"
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="affiliate-domain">{t('affiliate.domain')}</label>
          <input
            id="affiliate-domain"
            value={domain}
            maxLength={253}
            autoComplete="off"
            placeholder="www.example.com"
            onChange={(event) => setDomain(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {t('affiliate.create')}
        </Button>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        {create.error ? (
          <p className={styles.error} role="alert">
            {describeError(create.error)}
          </p>
        ) : null}
        <p className={styles.hint} style={{ width: '100%' }}>
          {t('affiliate.hint')}
        </p>
      </form>
      {codes.length === 0 ? (
        <EmptyState title={t('affiliate.empty')} />
      ) : (
        <div className={styles.scroll} style={{ marginTop: 'var(--space-4)' }}>
          <table className={styles.table} data-testid="affiliate-codes">
            <thead>
              <tr>
                <th>{t('affiliate.code')}</th>
                <th>{t('affiliate.link')}</th>
                <th>{t('column.status')}</th>
                <th>{t('downline.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((item) => (
                <AffiliateRow key={item.id} item={item} onQr={() => setQrFor(item)} onChanged={refresh} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {qrFor ? (
        <ModalDialog
          width={440}
          title={t('affiliate.qrTitle', { code: qrFor.code })}
          onClose={() => setQrFor(null)}
          testId="affiliate-qr"
        >
          <div className={pageStyles.qrBox}>
            <div className={pageStyles.qr} style={{ padding: QR_CODE.margin }}>
              <QRCodeSVG value={qrFor.link} size={QR_CODE.size} marginSize={0} level="M" title={qrFor.link} />
            </div>
            <p className={styles.mono}>{qrFor.link}</p>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

function AffiliateRow({ item, onQr, onChanged }: { item: AffiliateCode; onQr: () => void; onChanged: () => void }) {
  const { t } = useTranslation('agent');
  const describeError = useErrorMessage();
  const formats = useFormats();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const toggle = useMutation({
    mutationFn: () => callApi('agentAffiliateStatus', { body: { id: item.id, enabled: !item.enabled } }),
    onSuccess: onChanged,
  });
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
            onClick={() => toggle.mutate()}
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
