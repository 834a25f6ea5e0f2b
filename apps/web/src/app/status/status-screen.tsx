import type { ReactNode } from 'react';
import logoUrl from '../../assets/logo.svg';
import styles from './status-pages.module.css';

type Props = {
  logoAlt: string;
  /** The maintenance card is wide enough for two languages side by side. */
  wide?: boolean;
  /** The restricted page's red illustration. */
  denied?: boolean;
  /** The illustration's strokes (a 64×64 outline drawing). */
  drawing: ReactNode;
  roundJoins?: boolean;
  children: ReactNode;
};

/** The full-screen pages shown instead of the site (maintenance, restricted): logo, then a card with a drawing. */
export function StatusScreen({ logoAlt, wide, denied, drawing, roundJoins, children }: Props) {
  return (
    <div className={styles.screen}>
      <img src={logoUrl} alt={logoAlt} width={200} height={48} />
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <div className={denied ? `${styles.illustration} ${styles.denied}` : styles.illustration} aria-hidden="true">
          <svg
            viewBox="0 0 64 64"
            width="64"
            height="64"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin={roundJoins ? 'round' : undefined}
          >
            {drawing}
          </svg>
        </div>
        {children}
      </div>
    </div>
  );
}
