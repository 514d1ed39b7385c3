import { useAvailablePdfs } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../config/i18n';

type PdfLanguage = 'nl' | 'fr' | 'de';
const ORDER: readonly PdfLanguage[] = ['nl', 'fr', 'de'];

interface PdfLinksProps {
  pdf: Partial<Record<PdfLanguage, string>>;
  /** What the PDFs are of, for the links' accessible names ("Judgment 61/2025"). */
  of: string;
  className?: string;
}

/**
 * A download link per language version, shown only once a HEAD request confirms the PDF (spec section 5).
 * The checks of a whole list run in parallel after it renders and are cached for the page's lifetime.
 */
export function PdfLinks({ pdf, of, className }: PdfLinksProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const urls = ORDER.map((lang) => pdf[lang]);
  const available = useAvailablePdfs(urls);
  const links = ORDER.filter((lang) => pdf[lang] && available.has(pdf[lang]!));
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={t('pdf.listLabel', { of })}>
      {links.map((lang) => (
        <li key={lang}>
          <a href={pdf[lang]} type="application/pdf" hrefLang={lang} aria-label={t('pdf.linkLabel', { of, language: t(`languages.${lang}`) })}>
            {t('pdf.link', { language: t(`languages.${lang}`) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
