import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useSafeNavigate } from '../../../components/ui/safe-link.tsx';
import { useActionGate } from '../../../features/auth/hooks/use-action-gate.ts';
import { openMemberCentre, useModalStore } from '../../../lib/modal-store.ts';
import { openCustomerService } from '../../customer-service.ts';
import { firstVendorOf, gameCentrePath, useGameVendors } from '../../../lib/data/use-game-vendors.ts';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { categoryIcon } from '../../../lib/game-categories.ts';
import styles from './side-menu.module.css';

function MenuButton({
  icon,
  label,
  isActive = false,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  isActive?: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={isActive ? `${styles.item} ${styles.active}` : styles.item}
        aria-current={isActive ? 'page' : undefined}
        onClick={onClick}
      >
        <span className={styles.icon}>{icon}</span>
        <span className={styles.label}>{label}</span>
      </button>
    </li>
  );
}

const lineIcon = (name: IconName) => <Icon name={name} size={20} />;

/** Left menu: game categories from the vendor list, then app download, invite friends and customer service. */
export function SideMenu() {
  const { t } = useTranslation('frame');
  const { t: tc } = useTranslation('common');
  const navigate = useSafeNavigate();
  const gate = useActionGate();
  const show = useModalStore((state) => state.show);
  const status = useSiteStatus();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { data: lanes = [], isPending } = useGameVendors();
  const activeCategory = pathname.toLowerCase() === '/gamecenter' ? params.get('gameType') : null;
  const hasReferral = status.isModuleEnabled('REFERRAL3');
  const serviceUrl = status.info.customerService[0]?.url;

  return (
    <aside className={styles.menu} aria-label={t('sideMenu.label')}>
      <div className={styles.panel}>
        <p className={styles.heading}>{t('sideMenu.games')}</p>
        <ul className={styles.list}>
          {isPending ? Array.from({ length: 6 }, (_, index) => <li key={index} className={styles.skeleton} />) : null}
          {lanes.map((lane) => (
            <MenuButton
              key={lane.gameCategory}
              icon={<img src={categoryIcon(lane.gameCategory)} alt="" width={22} height={22} />}
              label={tc(`category.${lane.gameCategory}`)}
              isActive={activeCategory === lane.gameCategory}
              onClick={() => navigate(gameCentrePath(lane.gameCategory, firstVendorOf(lanes, lane.gameCategory)))}
            />
          ))}
        </ul>
      </div>
      <div className={styles.panel}>
        <p className={styles.heading}>{t('sideMenu.more')}</p>
        <ul className={styles.list}>
          <MenuButton
            icon={lineIcon('heart')}
            label={t('sideMenu.favorites')}
            isActive={pathname === '/favorite'}
            onClick={() => gate(() => navigate('/favorite'))}
          />
          <MenuButton
            icon={lineIcon('clock')}
            label={t('sideMenu.recent')}
            isActive={pathname === '/recent'}
            onClick={() => gate(() => navigate('/recent'))}
          />
          <MenuButton icon={lineIcon('download')} label={t('sideMenu.download')} onClick={() => show('download')} />
          {hasReferral ? (
            <MenuButton
              icon={lineIcon('users')}
              label={t('sideMenu.invite')}
              onClick={() => gate(() => openMemberCentre('referral'))}
            />
          ) : null}
          {serviceUrl ? (
            <MenuButton
              icon={lineIcon('headset')}
              label={t('sideMenu.service')}
              onClick={() => openCustomerService(serviceUrl)}
            />
          ) : null}
        </ul>
      </div>
    </aside>
  );
}
