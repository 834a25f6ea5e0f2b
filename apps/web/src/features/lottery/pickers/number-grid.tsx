import styles from './picker.module.css';

type Props = {
  numbers: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Further numbers cannot be picked (the spots are full); picked ones can still be dropped. */
  isFull?: boolean;
  columns?: number;
  label: string;
  /** Marks hot numbers or last results, e.g. the drawn numbers of the last draw. */
  marked?: ReadonlySet<string>;
};

/** A grid of toggle buttons: Keno's 1–80, the 00–99 of the Vietnamese lottery, 0–9 digits, 3D sums. */
export function NumberGrid({ numbers, selected, onToggle, isFull = false, columns = 10, label, marked }: Props) {
  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      role="group"
      aria-label={label}
    >
      {numbers.map((value) => {
        const isOn = selected.includes(value);
        return (
          <button
            key={value}
            type="button"
            className={`${styles.cell} ${isOn ? styles.cellOn : ''} ${marked?.has(value) ? styles.cellMarked : ''}`}
            aria-pressed={isOn}
            disabled={!isOn && isFull}
            onClick={() => onToggle(value)}
          >
            {value}
          </button>
        );
      })}
    </div>
  );
}

export const toggleIn = (list: readonly string[], value: string): string[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value].sort();
