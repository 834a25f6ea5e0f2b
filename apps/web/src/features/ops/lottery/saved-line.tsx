import { useEffect, useRef } from 'react';
import styles from '../ops.module.css';

/** A success line that brings itself into view: the save button may be a long way down a table from where it shows. */
export function SavedLine({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [text]);
  return (
    <p ref={ref} className={styles.success} role="status" data-testid="lottery-saved">
      {text}
    </p>
  );
}
