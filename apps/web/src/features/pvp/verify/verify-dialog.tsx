import type { PvpHandResult } from '@lucky/contracts/pvp/pvp-schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useHandDetail } from '../api/pvp-queries.ts';
import { parseDeckText } from '../cards/card-codes.ts';
import { PlayingCard } from '../cards/playing-card.tsx';
import { checkShuffle, type ShuffleCheck } from './verify-shuffle.ts';
import styles from './verify.module.css';

type VerifyDialogProps = { result: PvpHandResult; onClose: () => void };

function useBrowserCheck(result: PvpHandResult): ShuffleCheck[] | null | 'failed' {
  const [checks, setChecks] = useState<ShuffleCheck[] | null | 'failed'>(null);
  useEffect(() => {
    const reveal = result.reveal;
    if (!reveal) return;
    let isCurrent = true;
    checkShuffle({ ...reveal, handId: result.handId }).then(
      (found) => isCurrent && setChecks(found),
      () => isCurrent && setChecks('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [result]);
  return checks;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd className={styles.code}>{value}</dd>
    </div>
  );
}

/**
 * The proof of one hand: the server seed's hash shown before the hand, the deck's commitment shown at its start, and
 * after it the seed, the players' seeds and the deck, checked again here in the browser.
 */
export function VerifyDialog({ result, onClose }: VerifyDialogProps) {
  const { t } = useTranslation('pvp');
  const checks = useBrowserCheck(result);
  // The server checks its stored record again; shown beside the browser's own check when it answers.
  const detail = useHandDetail(result.reveal ? result.handId : null);
  const serverVerified = detail.data?.verified;
  const reveal = result.reveal;
  const deck = reveal ? parseDeckText(reveal.deck) : null;
  return (
    <ModalDialog title={t('verify.title', { handId: result.handId })} onClose={onClose} width={720}>
      {!reveal ? (
        <p className={styles.note}>{t('verify.cancelled')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('verify.how')}</p>
          <dl className={styles.fields}>
            <Field label={t('verify.serverSeedHash')} value={reveal.serverSeedHash} />
            <Field label={t('verify.commitment')} value={reveal.commitment} />
            <Field label={t('verify.serverSeed')} value={reveal.serverSeed} />
            <Field
              label={t('verify.playerSeeds')}
              value={
                [...reveal.playerSeeds]
                  .sort((a, b) => a.seat - b.seat)
                  .map(({ seat, seed }) => `${seat + 1}: ${seed}`)
                  .join('   ') || '—'
              }
            />
          </dl>
          <h3 className={styles.subtitle}>{t('verify.deck')}</h3>
          <div className={styles.deck}>
            {deck?.map((card, index) => (
              <PlayingCard key={index} card={card} width={30} />
            ))}
          </div>
          <ul className={styles.checks}>
            {checks === null ? <li>{t('verify.checking')}</li> : null}
            {checks === 'failed' ? <li className={styles.bad}>{t('verify.unavailable')}</li> : null}
            {Array.isArray(checks)
              ? checks.map((check) => (
                  <li key={check.step} className={check.ok ? styles.good : styles.bad}>
                    {check.ok ? '✔' : '✘'} {t(`verify.step.${check.step}`)}
                  </li>
                ))
              : null}
            {serverVerified !== undefined ? (
              <li className={serverVerified ? styles.good : styles.bad}>
                {serverVerified ? '✔' : '✘'} {t('verify.serverCheck')}
              </li>
            ) : null}
          </ul>
        </>
      )}
    </ModalDialog>
  );
}
