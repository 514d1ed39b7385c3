import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from './icons';
import styles from './external-link.module.css';

/**
 * A link that opens in a new tab, and says so: a tooltip for pointer users, a hidden "(opens in a new tab)"
 * for screen readers, an icon for everyone. A candidate for @court/shared: sections need it too.
 */
export function ExternalLink({
  href,
  title,
  className,
  children,
}: {
  href: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener" title={title} className={className}>
      {children} <span className="visually-hidden">{t('a11y.externalLink')}</span>
      <ExternalIcon className={styles.icon} />
    </a>
  );
}
