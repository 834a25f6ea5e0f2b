import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddSelections, BetTypeInfo, SlipSelection } from '../slip/slip-types.ts';
import { MAX_SLIP_SELECTIONS } from '../slip/use-slip.ts';
import {
  checkFourDNumber,
  countFourDCovered,
  FOUR_D_KINDS,
  FOUR_D_SIZES,
  quickPickFourD,
  type FourDKind,
} from '../utils/four-d-rules.ts';
import { fourDOdds } from '../utils/odds.ts';
import { cryptoRandomInt, parseNumberList, type RandomInt } from '../utils/random.ts';
import { toggleIn } from './number-grid.tsx';
import { OddsNote } from './odds-note.tsx';
import { PickerFooter } from './picker-footer.tsx';
import { StakeFields } from './stake-fields.tsx';
import { useStake } from './use-stake.ts';
import styles from './picker.module.css';

type Props = { betTypes: readonly BetTypeInfo[]; onAdd: AddSelections; isSlipFull: boolean; randomInt?: RandomInt };

/** 4D: numbers (a roll with one R), Big and/or Small, and straight, box, i-Box or roll: one selection per number and size. */
export function FourDPicker({ betTypes, onAdd, isSlipFull, randomInt = cryptoRandomInt }: Props) {
  const { t } = useTranslation('lottery');
  const offered = betTypes.map((info) => info.betType);
  const kinds = FOUR_D_KINDS.filter((kind) => FOUR_D_SIZES.some((size) => offered.includes(`${size}_${kind}`)));
  const [kind, setKind] = useState<FourDKind>(kinds[0] ?? 'STRAIGHT');
  const [sizes, setSizes] = useState<string[]>(['BIG']);
  const [entry, setEntry] = useState('');
  const info = betTypes.find((item) => item.betType === `${sizes[0] ?? 'BIG'}_${kind}`);
  const { stake, setStake, problem: stakeProblem } = useStake(info);
  const parsed = parseNumberList(entry, (value) => checkFourDNumber(kind, value) === null);
  const selections: SlipSelection[] = parsed.valid.flatMap((number) =>
    sizes
      .filter((size) => offered.includes(`${size}_${kind}`))
      .map((size) => ({ betType: `${size}_${kind}`, picks: [[number]], unitStake: stake.unitStake, points: 1 })),
  );
  const covered = parsed.valid.reduce((total, number) => total + countFourDCovered(kind, number), 0) * sizes.length;

  let problem: string | null = null;
  if (parsed.invalid.length > 0)
    problem = t(`fourD.bad.${checkFourDNumber(kind, parsed.invalid[0]!) ?? 'format'}`, {
      numbers: parsed.invalid.join(', '),
    });
  else if (sizes.length === 0) problem = t('fourD.pickSize');
  else if (parsed.valid.length === 0) problem = t(kind === 'ROLL' ? 'fourD.enterRoll' : 'fourD.enterNumber');
  else if (selections.length > MAX_SLIP_SELECTIONS) problem = t('slip.tooMany', { max: MAX_SLIP_SELECTIONS });
  else if (stakeProblem) problem = t(stakeProblem);

  return (
    <div className={styles.picker} data-testid="four-d-picker">
      <KindTabs
        kinds={kinds}
        active={kind}
        onChange={(item) => {
          setKind(item);
          setEntry('');
        }}
      />
      <OddsNote
        help={t(`fourD.help.${kind}`)}
        lines={sizes.flatMap((size) =>
          fourDOdds(info?.odds, size).map((item) => ({
            ...item,
            label: 'odds.sizeTier',
            values: { size: t(`fourD.size.${size}`), tier: t(item.label ?? '') },
          })),
        )}
      />
      <SizeToggles sizes={sizes} onToggle={(size) => setSizes((list) => toggleIn(list, size))} />
      <label className={styles.entry}>
        <span>{t(kind === 'ROLL' ? 'fourD.enterRoll' : 'fourD.enterNumber')}</span>
        <textarea
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          rows={2}
          placeholder={kind === 'ROLL' ? '12R4 R567' : '1234 0789'}
        />
      </label>
      <StakeFields
        value={stake}
        onChange={setStake}
        usesPoints={false}
        minStake={info?.minStake}
        maxStake={info?.maxStake}
        unitLabel={kind === 'IBOX' ? t('stake.perBet') : t('stake.perNumber')}
      />
      <PickerFooter
        combinations={covered}
        problem={problem}
        onAdd={() => {
          onAdd(selections);
          setEntry('');
        }}
        onQuickPick={() => setEntry(quickPickFourD(kind, randomInt))}
        onClear={() => setEntry('')}
        isSlipFull={isSlipFull}
      />
    </div>
  );
}

function KindTabs({
  kinds,
  active,
  onChange,
}: {
  kinds: FourDKind[];
  active: FourDKind;
  onChange: (kind: FourDKind) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.groupRow} role="radiogroup" aria-label={t('picker.betType')}>
      {kinds.map((item) => (
        <button
          key={item}
          type="button"
          role="radio"
          aria-checked={item === active}
          className={`${styles.groupTab} ${item === active ? styles.groupTabOn : ''}`}
          onClick={() => onChange(item)}
        >
          {t(`fourD.kind.${item}`)}
        </button>
      ))}
    </div>
  );
}

/** Big and Small, each on or off: a number goes on the slip once per size chosen. */
function SizeToggles({ sizes, onToggle }: { sizes: readonly string[]; onToggle: (size: string) => void }) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.typeRow} role="group" aria-label={t('fourD.sizeLabel')}>
      {FOUR_D_SIZES.map((size) => (
        <button
          key={size}
          type="button"
          aria-pressed={sizes.includes(size)}
          className={`${styles.pill} ${sizes.includes(size) ? styles.pillOn : ''}`}
          onClick={() => onToggle(size)}
        >
          {t(`fourD.size.${size}`)}
        </button>
      ))}
      <span className={styles.help}>{t('fourD.sizeHelp')}</span>
    </div>
  );
}
