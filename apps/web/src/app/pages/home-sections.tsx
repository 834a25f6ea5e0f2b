import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { SafeLink, useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { firstVendorOf, gameCentrePath, useGameVendors } from '../../lib/data/use-game-vendors.ts';
import { useNotices } from '../../lib/data/use-site-content.ts';
import { categoryIcon } from '../../lib/game-categories.ts';
import styles from './home.module.css';
import { QueryError } from '../../components/ui/query-error.tsx';
import { VendorSkeleton } from './vendor-card.tsx';

/** The notice types the home page scrolls (`B`); the boot asks for them with the banners. */
export const HOME_NOTICE_TYPES = 'B';

/** Scrolling line of the current type-B notices; hidden when there are none. */
export function NoticeMarquee() {
  const { t } = useTranslation('pages');
  const { data, isPending } = useNotices(HOME_NOTICE_TYPES);
  // Its place is kept while the notices load (a member's visit can ask for them after the first paint): the rows
  // below would otherwise move down when the line arrives.
  if (isPending) return <div className={`${styles.marquee} ${styles.marqueePending}`} aria-hidden="true" />;
  const notices = data
    ? [...data.player, ...data.banners, ...data.popup, ...data.promotion].filter((notice) => notice.type === 'B')
    : [];
  const unique = [...new Map(notices.map((notice) => [notice.id, notice])).values()];
  if (unique.length === 0) return null;
  const duration = Math.max(
    20,
    unique.reduce((sum, notice) => sum + notice.title.length + notice.content.length, 0) / 6,
  );
  return (
    // Named by its label and the notices it shows: a name that hid the visible text would not match what is read.
    <SafeLink to="/noticePage" className={styles.marquee}>
      <span className="visually-hidden">{t('home.noticesLabel')}</span>
      <span className={styles.marqueeIcon}>
        <Icon name="megaphone" size={18} />
      </span>
      <span className={styles.marqueeTrack}>
        <span className={styles.marqueeText} style={{ animationDuration: `${duration}s` }}>
          {unique.map((notice) => (
            <span key={notice.id} className={styles.marqueeItem}>
              <strong>{notice.title}</strong> {notice.content}
            </span>
          ))}
        </span>
      </span>
    </SafeLink>
  );
}

export function CategoryTiles() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const navigate = useSafeNavigate();
  const { data: lanes, isPending, error, refetch } = useGameVendors();
  if (isPending) return <VendorSkeleton count={8} />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <div className={styles.tiles}>
      {lanes.map((lane) => (
        <button
          key={lane.gameCategory}
          type="button"
          className={styles.tile}
          onClick={() => navigate(gameCentrePath(lane.gameCategory, firstVendorOf(lanes, lane.gameCategory)))}
        >
          <img src={categoryIcon(lane.gameCategory)} alt="" width={56} height={56} className={styles.tileIcon} />
          <span className={styles.tileName}>{tc(`category.${lane.gameCategory}`)}</span>
          <span className={styles.tileCount}>{t('home.providers', { count: lane.vendors.length })}</span>
          <span className={styles.tileVendors}>{lane.vendors.map((vendor) => vendor.displayName).join(' · ')}</span>
          <span className={styles.tileArrow}>
            <Icon name="chevronRight" size={18} />
          </span>
        </button>
      ))}
    </div>
  );
}

const TRUST_ITEMS: readonly { key: string; icon: IconName }[] = [
  { key: 'fast', icon: 'bolt' },
  { key: 'secure', icon: 'shield' },
  { key: 'fair', icon: 'star' },
  { key: 'support', icon: 'headset' },
];

export function TrustStrip() {
  const { t } = useTranslation('pages');
  return (
    <ul className={styles.trust}>
      {TRUST_ITEMS.map((item) => (
        <li key={item.key} className={styles.trustItem}>
          <span className={styles.trustIcon}>
            <Icon name={item.icon} size={22} />
          </span>
          <span>
            <strong className={styles.trustTitle}>{t(`home.trust.${item.key}.title`)}</strong>
            <span className={styles.trustText}>{t(`home.trust.${item.key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
