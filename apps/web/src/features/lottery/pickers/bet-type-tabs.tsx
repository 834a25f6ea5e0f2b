import { useTranslation } from 'react-i18next';
import styles from './picker.module.css';

type Group = { key: string; types: readonly string[] };

/** Bet families as a first row and their bet types as pills; only the types the game offers are shown. */
export function BetTypeTabs({
  groups,
  active,
  onChange,
  prefix,
}: {
  groups: readonly Group[];
  active: string;
  onChange: (betType: string) => void;
  prefix: string;
}) {
  const { t } = useTranslation('lottery');
  const activeGroup = groups.find((group) => group.types.includes(active)) ?? groups[0];
  return (
    <div className={styles.betTypes}>
      <div className={styles.groupRow} role="tablist" aria-label={t('picker.betFamily')}>
        {groups.map((group) => (
          <button
            key={group.key}
            type="button"
            role="tab"
            aria-selected={group === activeGroup}
            className={`${styles.groupTab} ${group === activeGroup ? styles.groupTabOn : ''}`}
            onClick={() => onChange(group.types[0]!)}
          >
            {t(`${prefix}.group.${group.key}`)}
          </button>
        ))}
      </div>
      {activeGroup && activeGroup.types.length > 1 ? (
        <div className={styles.typeRow} role="radiogroup" aria-label={t('picker.betType')}>
          {activeGroup.types.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={type === active}
              className={`${styles.pill} ${type === active ? styles.pillOn : ''}`}
              onClick={() => onChange(type)}
            >
              {t(`${prefix}.type.${type}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The groups narrowed to the bet types the game sells, empty groups dropped. */
export const offeredGroups = (groups: readonly Group[], offered: readonly string[]): Group[] =>
  groups
    .map((group) => ({ ...group, types: group.types.filter((type) => offered.includes(type)) }))
    .filter((group) => group.types.length > 0);
