import styles from './buttons.module.css';

export type ButtonKind = 'primary' | 'secondary' | 'warning';

/** The class of a button (or of a link drawn as one) of the site: `<button className={buttonClass()}>`. */
export function buttonClass(kind: ButtonKind = 'primary'): string {
  return kind === 'primary' ? styles.button! : `${styles.button} ${styles[kind]}`;
}
