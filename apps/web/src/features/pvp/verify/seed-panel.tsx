import type { PvpTableSnapshot } from '@lucky/contracts/pvp/pvp-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './verify.module.css';

/** The contract's player seed: 1–64 printable ASCII characters without spaces (ENGINE.md, "Shuffle"). */
export const PLAYER_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

type SeedPanelProps = {
  snapshot: PvpTableSnapshot;
  /** Null when the viewer has no seat (only players' seeds are mixed into the shuffle). */
  onSeed: ((seed: string) => void) | null;
};

/**
 * The fairness of the hands to come and the one in play: the next hand's server seed hash (published before the
 * players' seeds are frozen), the viewer's own seed for it, and the running hand's seed hash and deck commitment.
 */
export function SeedPanel({ snapshot, onSeed }: SeedPanelProps) {
  const { t } = useTranslation('pvp');
  const [draft, setDraft] = useState('');
  const isValid = PLAYER_SEED_PATTERN.test(draft);
  const hand = snapshot.hand?.status === 'RUNNING' ? snapshot.hand : null;
  return (
    <section className={styles.panel} aria-label={t('seed.title')}>
      <p className={styles.note}>{t('seed.how')}</p>
      <dl className={styles.fields}>
        {hand ? (
          <>
            <div className={styles.field}>
              <dt>{t('seed.handSeedHash', { handId: hand.handId })}</dt>
              <dd className={styles.code}>{hand.serverSeedHash}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('seed.handCommitment')}</dt>
              <dd className={styles.code}>{hand.commitment}</dd>
            </div>
          </>
        ) : null}
        <div className={styles.field}>
          <dt>{t('seed.nextSeedHash')}</dt>
          <dd className={styles.code}>{snapshot.nextServerSeedHash}</dd>
        </div>
        {onSeed ? (
          <div className={styles.field}>
            <dt>{t('seed.yourSeed')}</dt>
            <dd className={styles.code}>{snapshot.viewerSeed ?? t('seed.none')}</dd>
          </div>
        ) : null}
      </dl>
      {onSeed ? (
        <form
          className={styles.seedForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isValid) return;
            onSeed(draft);
            setDraft('');
          }}
        >
          <input
            value={draft}
            maxLength={64}
            aria-label={t('seed.input')}
            aria-invalid={draft !== '' && !isValid}
            placeholder={t('seed.placeholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" disabled={!isValid}>
            {t('seed.send')}
          </button>
        </form>
      ) : null}
      {draft !== '' && !isValid ? <p className={styles.bad}>{t('seed.invalid')}</p> : null}
    </section>
  );
}
