// Timing of the games' animations; all of it collapses to the end state when the player prefers reduced motion.
import { fromMinor } from './money.ts';

export const reducedMotion = (): boolean =>
  Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => window.setTimeout(resolve, reducedMotion() ? 0 : ms));

/** Runs step(t) with t from 0 to 1 over ms milliseconds; instantly when the player prefers reduced motion. */
export const animate = (ms: number, step: (t: number) => void): Promise<void> =>
  new Promise((resolve) => {
    if (reducedMotion() || ms <= 0) {
      step(1);
      resolve();
      return;
    }
    const start = window.performance.now();
    const frame = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      step(t);
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });

/** Counts a money label up from 0 to `minor`. */
export const countUp = (node: HTMLElement, minor: number, scale: number, ms: number): Promise<void> =>
  animate(ms, (t) => {
    node.textContent = fromMinor(Math.round(minor * (1 - (1 - t) ** 3)), scale);
  });
