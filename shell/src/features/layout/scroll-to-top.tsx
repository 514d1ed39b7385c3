import { SCROLL_TO_TOP_THRESHOLD_PX } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../config/main-content';
import { ArrowUpIcon } from './icons';
import { useScrolledPast } from './use-scrolled-past';
import styles from './scroll-to-top.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * "Back to top", once the visitor has scrolled more than 300 px. It scrolls up (smoothly, unless reduced
 * motion is asked for) and moves the keyboard focus to the start of the page's content, so the next Tab
 * continues from the top rather than from the bottom of the page.
 */
export function ScrollToTop({ raised = false }: { raised?: boolean }) {
  const { t } = useTranslation('shell');
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  const onClick = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={`${styles.button} ${raised ? styles.raised : ''} no-print`} onClick={onClick}>
      <ArrowUpIcon />
      {t('scrollToTop')}
    </button>
  );
}
