import { useEffect } from 'react';
import styles from './mobile-drawer.module.css';

/** While a modal is open the page behind it does not scroll (a class on `<html>`, no inline style). */
export function useScrollLock(): void {
  useEffect(() => {
    const locked = styles.scrollLocked;
    if (!locked) return;
    const root = document.documentElement;
    root.classList.add(locked);
    return () => root.classList.remove(locked);
  }, []);
}
