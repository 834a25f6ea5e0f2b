import { useTranslation } from 'react-i18next';
import type { AddSelections, BetTypeInfo } from '../slip/slip-types.ts';
import { fiveDOdds } from '../utils/odds.ts';
import { cryptoRandomInt, type RandomInt } from '../utils/random.ts';
import { BetTypeTabs } from './bet-type-tabs.tsx';
import { DigitRow } from './digit-row.tsx';
import { toggleIn } from './number-grid.tsx';
import { OddsNote } from './odds-note.tsx';
import { PickerFooter } from './picker-footer.tsx';
import { StakeFields } from './stake-fields.tsx';
import { POSITION_SIDES, POSITIONS, SUM_SIDES, useFiveDPicker } from './use-five-d-picker.ts';
import styles from './picker.module.css';

type Props = { betTypes: readonly BetTypeInfo[]; onAdd: AddSelections; isSlipFull: boolean; randomInt?: RandomInt };

/**
 * 5-digit: a digit row per position (one selection per filled row), big/small/odd/even per position or on the sum,
 * straights on a segment (a row per position of it) and the group bets on a segment's digits.
 */
export function FiveDPicker({ betTypes, onAdd, isSlipFull, randomInt = cryptoRandomInt }: Props) {
  const { t } = useTranslation('lottery');
  const picker = useFiveDPicker(betTypes, randomInt);
  const { tab, spec, info, stake } = picker;
  return (
    <div className={styles.picker} data-testid="five-d-picker">
      <BetTypeTabs groups={picker.tabs} active={tab} onChange={picker.choose} prefix="fiveD" />
      <OddsNote help={t(`fiveD.help.${tab}`)} lines={fiveDOdds(info?.odds, picker.infoType, picker.activeSegment)} />
      {picker.segments.length > 0 ? (
        <SegmentChoice segments={picker.segments} active={picker.activeSegment} onChoose={picker.chooseSegment} />
      ) : null}
      <FiveDRows picker={picker} />
      <StakeFields
        value={stake}
        onChange={picker.setStake}
        usesPoints={false}
        minStake={info?.minStake}
        maxStake={info?.maxStake}
        unitLabel={t('stake.perCombination')}
      />
      <PickerFooter
        combinations={picker.combinations}
        problem={picker.problem}
        onAdd={() => {
          onAdd(picker.selections);
          picker.clear();
        }}
        onQuickPick={spec && spec.groups !== 'none' ? picker.quickPick : undefined}
        onClear={picker.clear}
        isSlipFull={isSlipFull}
      />
    </div>
  );
}

type SegmentProps = { segments: readonly string[]; active: string | undefined; onChoose: (segment: string) => void };

function SegmentChoice({ segments, active, onChoose }: SegmentProps) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.typeRow} role="radiogroup" aria-label={t('fiveD.segmentLabel')}>
      {segments.map((item) => (
        <button
          key={item}
          type="button"
          role="radio"
          aria-checked={item === active}
          className={`${styles.pill} ${item === active ? styles.pillOn : ''}`}
          onClick={() => onChoose(item)}
        >
          {t(`fiveD.segment.${item}`)}
        </button>
      ))}
    </div>
  );
}

/** The rows the tab asks for: a digit row per position or per segment position, one digit row, or the side bets. */
function FiveDRows({ picker }: { picker: ReturnType<typeof useFiveDPicker> }) {
  const { t } = useTranslation('lottery');
  const { tab, rows, setRows, sides, setSides, offered } = picker;
  const setRow = (at: number, digits: string[]) =>
    setRows((list) => list.map((row, index) => (index === at ? digits : row)));
  const toggleSide = (key: string) => setSides((list) => toggleIn(list, key));
  return (
    <>
      {tab === 'POSITION_DIGIT'
        ? POSITIONS.map((position) => (
            <DigitRow
              key={position}
              label={t(`fiveD.position.${position}`)}
              selected={rows[position]!}
              onChange={(digits) => setRow(position, digits)}
            />
          ))
        : null}
      {tab === 'STRAIGHT'
        ? picker.segmentPositions.map((position, index) => (
            <DigitRow
              key={position}
              label={t(`fiveD.position.${position}`)}
              selected={rows[index]!}
              onChange={(digits) => setRow(index, digits)}
            />
          ))
        : null}
      {picker.spec?.groups === 'one' && tab !== 'POSITION_DIGIT' ? (
        <DigitRow label={t('fiveD.digits')} selected={rows[0]!} onChange={(digits) => setRow(0, digits)} />
      ) : null}
      {tab === 'POSITION_SIDE'
        ? POSITIONS.map((position) => (
            <SideRow
              key={position}
              label={t(`fiveD.position.${position}`)}
              types={POSITION_SIDES.filter((type) => offered.includes(type))}
              chosen={sides}
              prefix={`${position}:`}
              onToggle={toggleSide}
            />
          ))
        : null}
      {tab === 'SUM_SIDE' ? (
        <SideRow
          label={t('fiveD.sum')}
          types={SUM_SIDES.filter((type) => offered.includes(type))}
          chosen={sides}
          prefix=""
          onToggle={toggleSide}
        />
      ) : null}
    </>
  );
}

function SideRow({
  label,
  types,
  chosen,
  prefix,
  onToggle,
}: {
  label: string;
  types: readonly string[];
  chosen: readonly string[];
  prefix: string;
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.digitRow} role="group" aria-label={label}>
      <span className={styles.digitLabel}>{label}</span>
      <div className={styles.digits}>
        {types.map((type) => {
          const key = `${prefix}${type}`;
          const isOn = chosen.includes(key);
          return (
            <button
              key={type}
              type="button"
              className={`${styles.sideChip} ${isOn ? styles.cellOn : ''}`}
              aria-pressed={isOn}
              onClick={() => onToggle(key)}
            >
              {t(`fiveD.side.${type.replace(/^(POSITION|SUM)_/, '')}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
