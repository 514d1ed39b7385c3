import { LOCALE_INFO, useLocale, type Locale } from '@court/runtime';
import { useAvailablePdfs } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../config/i18n';
import styles from './pdf-links.module.css';

export type PdfsByLanguage = Partial<Record<Locale, string>>;

/** The court's own order of its languages, used when the visitor's language has no PDF. */
const COURT_LANGUAGE_ORDER: readonly Locale[] = ['nl', 'fr', 'de', 'en'];

/**
 * The PDFs offered for a document: in the visitor's language when it exists, otherwise in each language it
 * exists in. A link appears only once the PDF is known to exist (spec section 5: a HEAD answering ok with
 * application/pdf); each names the document and its language, so a list of links stays distinguishable.
 */
export function PdfLinks({ pdf, title }: { pdf: PdfsByLanguage; title: string }) {
  const { t } = useTranslation(COURT_NAMESPACE);
  const locale = useLocale();
  const offered: Locale[] = pdf[locale] ? [locale] : COURT_LANGUAGE_ORDER.filter((language) => pdf[language]);
  const available = useAvailablePdfs(offered.map((language) => pdf[language]));
  const links = offered.filter((language) => available.has(pdf[language]!));
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((language) => (
        <li key={language}>
          <a href={pdf[language]} type="application/pdf" hrefLang={language} download>
            {t('pdf.download', { language: LOCALE_INFO[language].name })}
            <span className="visually-hidden">{t('pdf.of', { title })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
