import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateProps = { title: string; hint?: string; action?: ReactNode; icon?: ReactNode };

export function EmptyState({ title, hint, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 48 48" width="48" height="48" fill="none">
            <rect x="6" y="12" width="36" height="26" rx="5" stroke="currentColor" strokeWidth="2.5" />
            <path d="M6 20h36M16 28h8M16 32h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            <circle cx="36" cy="12" r="6" fill="var(--color-bg)" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        )}
      </div>
      <p className={styles.title}>{title}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
