import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import styles from './pages.module.css';
import { PageHeading } from './page-parts.tsx';

/** A titled page whose content arrives with a later feature: heading plus a translated empty state. */
export function PendingContentPage({
  icon,
  title,
  subtitle,
  emptyTitle,
  emptyHint,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  emptyTitle: string;
  emptyHint?: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PageHeading icon={icon} title={title} subtitle={subtitle} />
      {children}
      <EmptyState title={emptyTitle} hint={emptyHint} action={action} />
    </div>
  );
}
