import { ContentHtml, formatDate } from '@court/shared';
import { Link, LOCALE_INFO, useLocale, useLocalizedHref, type Locale } from '@court/runtime';
import { decisionsPaths, mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import type { PressRelease } from '@court/contract';
import { SECTION_NAMESPACE } from '../config/i18n';
import { courtTextLocale } from '../lib/text-locale';
import styles from './press-release-item.module.css';

interface PressReleaseItemProps {
  release: PressRelease;
  /** Whether its PDF answered the HEAD check; the link is shown only then. */
  pdfAvailable: boolean;
  /** Lists of both kinds say which kind each release is. */
  showKind?: boolean;
  /** Heading level of the release's title inside its page. */
  headingLevel?: 2 | 3 | 4;
  /**
   * In a summary of the latest releases (landing page, home page): the title links to the release in its
   * list and the text is left to that list.
   */
  compact?: boolean;
  /** The language of the release's text; by default the one the court publishes for the page's language. */
  textLocale?: Locale;
}

/**
 * One press release: date, title, the judgment it concerns, its PDF and, on request, its text (Markdown the
 * API rendered and sanitised). The public lists and the press console's preview both draw releases with it.
 */
export function PressReleaseItem({
  release,
  pdfAvailable,
  showKind = false,
  headingLevel = 2,
  compact = false,
  textLocale: givenTextLocale,
}: PressReleaseItemProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const textLocale = givenTextLocale ?? courtTextLocale(locale);
  const textLang = textLocale === locale ? undefined : LOCALE_INFO[textLocale].iso;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const titleId = `${release.id}-title`;
  const text = compact ? null : release.bodyHtml;
  const title = release.title ?? t('pressReleases.untitled', { date: formatDate(release.date, locale) });

  return (
    <article
      id={compact ? undefined : release.id}
      className={compact ? `${styles.release} ${styles.compact}` : styles.release}
      aria-labelledby={titleId}
    >
      <p className={styles.meta}>
        <time dateTime={release.date}>{formatDate(release.date, locale)}</time>
        {showKind && <span className={styles.kind}>{t(`pressReleases.kinds.${release.mediaType}`)}</span>}
        {release.archived && <span className={styles.kind}>{t('pressReleases.archived')}</span>}
      </p>
      <Heading id={titleId} className={styles.title} lang={release.title ? textLang : undefined}>
        {compact ? <Link to={href(mediaPaths.pressRelease(release.mediaType, release.id))}>{title}</Link> : title}
      </Heading>
      <ul className={styles.links}>
        {release.judgment && (
          <li>
            <Link to={href(decisionsPaths.judgment(release.judgment))} data-testid="judgment-link">
              {release.judgment.date
                ? t('pressReleases.judgmentOf', {
                    number: release.judgment.number,
                    year: release.judgment.year,
                    date: formatDate(release.judgment.date, locale),
                  })
                : t('pressReleases.judgment', { number: release.judgment.number, year: release.judgment.year })}
            </Link>
          </li>
        )}
        {pdfAvailable && release.pdfUrl && (
          <li>
            <a href={release.pdfUrl} type="application/pdf" hrefLang={LOCALE_INFO[textLocale].iso}>
              {t('pressReleases.pdf', { language: LOCALE_INFO[textLocale].name })}
            </a>
          </li>
        )}
      </ul>
      {text && (
        <details className={styles.text}>
          <summary>{t('pressReleases.readText')}</summary>
          <ContentHtml html={text} lang={textLang} />
        </details>
      )}
    </article>
  );
}
