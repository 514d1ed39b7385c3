import { useAvailablePdfs } from '@court/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../config/i18n';

type PdfLanguage = 'nl' | 'fr' | 'de';
const ORDER: readonly PdfLanguage[] = ['nl', 'fr', 'de'];

/** How far beyond the screen a list's PDFs are already checked (one screen), so links are there when the reader scrolls. */
const LOOK_AHEAD = '100% 0px';

interface PdfLinksProps {
  pdf: Partial<Record<PdfLanguage, string>>;
  /** What the PDFs are of, for the links' accessible names ("Judgment 61/2025"). */
  of: string;
  className?: string;
  /** Check at once, wherever the links are (a page about one judgment, opened at a paragraph far below them). */
  eager?: boolean;
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
 * A download link per language version, shown only once a HEAD request confirms the PDF (spec section 5).
 * The checks run after the list renders, in parallel for every card on or near the screen, and their answers
 * are cached for the page's lifetime.
 */
export function PdfLinks({ pdf, of, className, eager = false }: PdfLinksProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const { ref, near } = useNearScreen(eager);
  const urls = near ? ORDER.map((lang) => pdf[lang]) : [];
  const available = useAvailablePdfs(urls);
  const links = ORDER.filter((lang) => pdf[lang] && available.has(pdf[lang]!));
  return (
    <div ref={ref}>
      {links.length > 0 && (
        <ul className={className} aria-label={t('pdf.listLabel', { of })}>
          {links.map((lang) => (
            <li key={lang}>
              <a
                href={pdf[lang]}
                type="application/pdf"
                hrefLang={lang}
                aria-label={t('pdf.linkLabel', { of, language: t(`languages.${lang}`) })}
              >
                {t('pdf.link', { language: t(`languages.${lang}`) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
