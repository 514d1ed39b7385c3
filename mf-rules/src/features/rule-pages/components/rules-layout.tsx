import type { ReactNode } from 'react';
import { Breadcrumbs, NavLink, useLocalizedHref, type Crumb } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE } from '../../../config/i18n';
import { rulesPath, type RuleTopic } from '../../../config/paths';
import type { RuleTopicSummary } from '../api/rules-content';
import styles from './rules-layout.module.css';

interface RulesLayoutProps {
  crumbs: Crumb[];
  topics: RuleTopicSummary[];
  children: ReactNode;
}

/** The Rules section's page layout: breadcrumbs, the topics as side navigation, the page. */
export function RulesLayout({ crumbs, topics, children }: RulesLayoutProps) {
  const { t } = useTranslation(RULES_NAMESPACE);
  const href = useLocalizedHref();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className={topics.length > 0 ? styles.layout : undefined}>
        {topics.length > 0 && (
          <nav className={`${styles.nav} no-print`} aria-labelledby="rules-nav-heading">
            <h2 id="rules-nav-heading" className={styles.navHeading}>
              {t('sectionTitle')}
            </h2>
            <ul className={styles.navList}>
              {topics.map((topic) => (
                <li key={topic.slug}>
                  <NavLink className={styles.navLink} to={href(rulesPath(topic.slug as RuleTopic))} end>
                    {topic.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>{children}</div>
      </div>
    </>
  );
}
