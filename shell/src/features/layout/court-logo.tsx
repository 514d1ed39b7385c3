import styles from './court-logo.module.css';

/**
 * The court's emblem: a classical façade (pediment, four columns) on the brand colour. Decorative: it always
 * sits beside the court's name, which is the link's text.
 */
export function CourtLogo() {
  return (
    <svg className={styles.logo} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect className={styles.ground} width="48" height="48" rx="6" />
      <g className={styles.building}>
        <path d="M24 8.5L39 17H9z" />
        <rect x="10" y="18.5" width="28" height="2.5" />
        <rect x="12" y="22.5" width="3" height="11" />
        <rect x="19" y="22.5" width="3" height="11" />
        <rect x="26" y="22.5" width="3" height="11" />
        <rect x="33" y="22.5" width="3" height="11" />
        <rect x="9" y="35" width="30" height="2.5" />
        <rect x="7" y="38.5" width="34" height="2.5" />
      </g>
    </svg>
  );
}
