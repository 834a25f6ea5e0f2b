import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown for the sms buttons: `start(seconds)`, `remaining` reaches 0 and stops. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const stop = () => {
    window.clearInterval(timer.current);
    timer.current = undefined;
  };

  const start = useCallback((seconds: number) => {
    stop();
    endsAt.current = Date.now() + seconds * 1000;
    setRemaining(Math.max(0, Math.ceil(seconds)));
    timer.current = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 250);
  }, []);

  useEffect(() => stop, []);
  return { remaining, start };
}
