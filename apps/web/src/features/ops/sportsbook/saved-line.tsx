import { useEffect, useRef } from 'react';
import styles from '../ops.module.css';

/** What was just saved, scrolled into view: the form that saved it may sit far below the line. */
export function SavedLine({ text }: { text: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  // A block body: Chromium's scrollIntoView now answers a promise, which React would take for a clean-up.
  useEffect(() => {
    line.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  return (
    <p ref={line} className={styles.success} role="status" data-testid="sports-saved">
      {text}
    </p>
  );
}
