import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navigationOf } from './desk-registry.ts';
import { opsPath } from './ops-paths.ts';
import styles from './desk-layout.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** The side navigation: the dashboard, then each group with the sections the operator's role may open. */
export function DeskNav({ role }: { role: OperatorRole }) {
  const { t } = useTranslation('ops');
  return (
    <nav className={styles.nav} aria-label={t('nav.label')} data-testid="ops-nav">
      <NavLink to={opsPath.home} end className={linkClass}>
        {t('nav.dashboard')}
      </NavLink>
      {navigationOf(role).map(({ group, sections }) => (
        <div key={group} className={styles.group} role="group" aria-labelledby={`ops-nav-${group}`}>
          <h2 id={`ops-nav-${group}`} className={styles.groupTitle}>
            {t(`navGroup.${group}`)}
          </h2>
          {sections.map((section) => (
            <NavLink key={section.route} to={opsPath.section(section.route)} className={linkClass}>
              {t(section.nav.label, { ns: section.nav.ns })}
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}
