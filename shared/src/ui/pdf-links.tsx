import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_INFO, useLocale, type Locale } from '@court/runtime';
import { knownPdfs, useAvailablePdfs } from '../api/pdf-availability';
import styles from './pdf-links.module.css';

export type PdfsByLanguage = Partial<Record<Locale, string>>;

/** The court's own order of its languages. */
const COURT_LANGUAGE_ORDER: readonly Locale[] = ['nl', 'fr', 'de', 'en'];

/** How far beyond the screen a list's PDFs are already checked (one screen), so links are there when the reader scrolls. */
const LOOK_AHEAD = '100% 0px';

export interface PdfLinksProps {
  pdf: PdfsByLanguage;
  /** What the PDFs are of ("Judgment 61/2025"), so that each link's name stays distinct in a list. */
  of: string;
  /**
   * `all`: every language version (a judgment's texts are equally authentic); `page-language-first`: only the
   * page's language when it has one, each language otherwise (a publication, a job offer).
   */
  offer?: 'all' | 'page-language-first';
  /** Check at once, wherever the links are (a page about one item, opened at a paragraph far below them). */
  eager?: boolean;
  className?: string;
}

/**
 * Whether an element is on or near the screen. A list of 30 judgments names up to 90 PDFs; checking only those
 * near the screen keeps the browser's few connections per server free for the pages and data the reader asks
 * for next, and spares the document server work nobody looks at.
 */
function useNearScreen(eager: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A link per language version of a document, shown only once a HEAD request confirms the PDF (spec section 5:
 * ok and application/pdf). Each link reads "PDF (Nederlands)", the language in its own name as in the language
 * selector, followed for screen readers by what it is of.
 */
export function PdfLinks({ pdf, of, offer = 'all', eager = false, className }: PdfLinksProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { ref, near } = useNearScreen(eager);
  const offered =
    offer === 'page-language-first' && pdf[locale]
      ? [locale]
      : COURT_LANGUAGE_ORDER.filter((language) => pdf[language]);
  const documents = offered.map((language) => pdf[language]);
  // Known answers (the page's own, drawn on the server) show at once; others are asked once near the screen.
  const known = knownPdfs(documents);
  const available = useAvailablePdfs(near || known.size > 0 ? documents : []);
  const links = offered.filter((language) => available.has(pdf[language]!) || known.has(pdf[language]!));
  return (
    <div ref={ref}>
      {links.length > 0 && (
        <ul className={`${styles.links} ${className ?? ''}`} aria-label={t('pdf.listLabel', { of })}>
          {links.map((language) => (
            <li key={language}>
              <a href={pdf[language]} type="application/pdf" hrefLang={language}>
                {t('pdf.link', { language: LOCALE_INFO[language].name })}
                <span className="visually-hidden">{t('pdf.of', { of })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
