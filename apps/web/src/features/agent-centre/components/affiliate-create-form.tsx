import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useCreateAffiliate } from '../api/affiliate-create.ts';
import styles from './agent-ui.module.css';

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

type AffiliateValues = { code: string; domain: string };

/** The form's check, as its resolver: the message of the first shape the server would refuse. */
function affiliateResolver(translate: (key: string) => string): Resolver<AffiliateValues> {
  return (values): ResolverResult<AffiliateValues> => {
    const issue = checkAffiliateInput(values.code, values.domain);
    if (!issue) return { values, errors: {} };
    const field = issue === 'affiliate.codeInvalid' ? 'code' : 'domain';
    return { values: {}, errors: { [field]: { type: 'shape', message: translate(issue) } } };
  };
}

/** Creates an affiliate code: the code and an optional domain for its link. */
export function AffiliateCreateForm() {
  const { t } = useTranslation('agent');
  const describeError = useErrorMessage();
  const create = useCreateAffiliate();
  const { register, handleSubmit, reset, formState } = useForm<AffiliateValues>({
    defaultValues: { code: '', domain: '' },
    resolver: affiliateResolver((key) => t(key)),
    reValidateMode: 'onSubmit',
  });
  const problem = formState.errors.code?.message ?? formState.errors.domain?.message ?? null;
  const submit = handleSubmit(({ code, domain }) =>
    create.mutate({ code: code.trim(), domain: domain.trim() || undefined }, { onSuccess: () => reset() }),
  );

  return (
    <form
      className={styles.filters}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('affiliate.create')}
    >
      <div className={styles.field}>
        <label htmlFor="affiliate-code">{t('affiliate.code')}</label>
        <input id="affiliate-code" maxLength={20} autoComplete="off" placeholder="ABCD1234" {...register('code')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="affiliate-domain">{t('affiliate.domain')}</label>
        <input
          id="affiliate-domain"
          maxLength={253}
          autoComplete="off"
          placeholder="www.example.com"
          {...register('domain')}
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
  );
}
