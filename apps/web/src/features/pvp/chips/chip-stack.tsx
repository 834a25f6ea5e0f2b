import { useSiteStatus } from '../../../lib/status-context.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { toMinorUnits } from '../utils/minor-units.ts';
import { chipColour, chipColumns } from './chip-breakdown.ts';
import styles from './chips.module.css';

const CHIP_WIDTH = 28;
const CHIP_THICKNESS = 4;
const MAX_PER_COLUMN = 8;

function Chip({ x, y, colour }: { x: number; y: number; colour: string }) {
  const centre = x + CHIP_WIDTH / 2;
  return (
    <g>
      <ellipse cx={centre} cy={y + 5} rx={CHIP_WIDTH / 2} ry={5} fill="#0b0d14" opacity={0.35} />
      <ellipse cx={centre} cy={y + 4} rx={CHIP_WIDTH / 2} ry={5} fill={colour} stroke="#00000055" strokeWidth={0.8} />
      <ellipse
        cx={centre}
        cy={y + 4}
        rx={CHIP_WIDTH / 2 - 4}
        ry={3}
        fill="none"
        stroke="#ffffff"
        strokeWidth={1.4}
        strokeDasharray="3 3"
      />
    </g>
  );
}

/**
 * A stack of chips worth `amount` (a decimal money string) with the amount beside it: the bet in front of a seat,
 * the pot, a stack. The chips are the amount's own breakdown, so a bigger bet is a visibly bigger pile.
 */
export function ChipStack({ amount, label }: { amount: string; label?: string }) {
  const money = useMoney();
  const { scale } = useSiteStatus().currency;
  const total = toMinorUnits(amount, scale) ?? 0n;
  const columns = chipColumns(total, { maxPerColumn: MAX_PER_COLUMN });
  const height = CHIP_THICKNESS * MAX_PER_COLUMN + 10;
  const width = Math.max(1, columns.length) * (CHIP_WIDTH + 2);
  return (
    <span className={styles.stack}>
      {columns.length > 0 ? (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
          {columns.map((column, index) =>
            Array.from({ length: column.count }, (_, level) => (
              <Chip
                key={`${column.denomination}:${level}`}
                x={index * (CHIP_WIDTH + 2)}
                y={height - 10 - level * CHIP_THICKNESS}
                colour={chipColour(column.denomination)}
              />
            )),
          )}
        </svg>
      ) : null}
      <span className={styles.amount}>{label ? `${label} ${money(amount)}` : money(amount)}</span>
    </span>
  );
}
