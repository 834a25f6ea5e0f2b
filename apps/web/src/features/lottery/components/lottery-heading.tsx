import type { ReactNode } from 'react';
import styles from './lottery.module.css';

/** The heading band of a lottery page, in the look of the site's other page headings. */
export function LotteryHeading({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      <div className={styles.headingIcon} aria-hidden="true">
        <svg viewBox="0 0 32 32" width="30" height="30" fill="none">
          <circle cx="11" cy="12" r="7" stroke="currentColor" strokeWidth="2" />
          <circle cx="22" cy="20" r="7" stroke="currentColor" strokeWidth="2" />
          <path d="M9 12h4M11 10v4M20 20h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      <div className={styles.headingText}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.headingActions}>{actions}</div> : null}
    </div>
  );
}
