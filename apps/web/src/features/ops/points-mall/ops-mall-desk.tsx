import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useOpsSession } from '../ops-session.ts';
import styles from '../ops.module.css';
import { MallItems } from './mall-items.tsx';
import { MallRedemptions } from './mall-redemptions.tsx';
import { PointsConfigDesk } from './points-config-form.tsx';

type Part = 'redemptions' | 'items' | 'config';

/**
 * The points mall desk. Finance reviews redemptions only (the server refuses it the rest);
 * the admin also manages the items and the points rates.
 */
export function OpsMallDesk() {
  const { t } = useTranslation('points');
  const isAdmin = useOpsSession((state) => state.operator?.role === 'admin');
  const [part, setPart] = useState<Part>('redemptions');
  if (!isAdmin) {
    return (
      <div className={styles.panel} data-testid="ops-mall">
        <h2 className={styles.subtitle}>{t('ops.redemptions')}</h2>
        <MallRedemptions />
      </div>
    );
  }
  const parts = [
    { key: 'redemptions', label: t('ops.redemptions') },
    { key: 'items', label: t('ops.items') },
    { key: 'config', label: t('ops.config') },
  ];
  return (
    <div className={styles.panel} data-testid="ops-mall">
      <Tabs items={parts} active={part} onChange={(key) => setPart(key as Part)} ariaLabel={t('ops.title')} />
      {part === 'redemptions' ? <MallRedemptions /> : null}
      {part === 'items' ? <MallItems /> : null}
      {part === 'config' ? <PointsConfigDesk /> : null}
    </div>
  );
}
