import type { KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export type TabItem = { key: string; label: string };
export type TabsProps = { items: TabItem[]; active: string; onChange: (key: string) => void; ariaLabel?: string };

export function Tabs({ items, active, onChange, ariaLabel }: TabsProps) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + (event.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (next) onChange(next.key);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={ariaLabel} onKeyDown={move}>
      {items.map((item) => {
        const isActive = item.key === active;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={isActive}
            tabIndex={isActive ? 0 : -1}
            className={isActive ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => {
              if (!isActive) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
