import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../config/main-content';
import styles from './skip-link.module.css';

/**
 * "Skip to main content": the first thing a keyboard user reaches, visible when focused. It focuses `<main>`
 * itself rather than changing the URL's hash, which would otherwise follow the visitor to other pages and
 * languages; without script it is still an ordinary in-page link.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={`${styles.skipLink} no-print`} onClick={onClick}>
      {t('skipLink')}
    </a>
  );
}
