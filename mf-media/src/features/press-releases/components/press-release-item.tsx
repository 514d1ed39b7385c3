import { formatDate } from '@court/shared';
import { Link, LOCALE_INFO, useLocale, useLocalizedHref } from '@court/runtime';
import { decisionsPaths, mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { PressRelease } from '../api/press-releases';
import { courtTextLocale } from '../../../lib/text-locale';
import styles from './press-release-item.module.css';

interface PressReleaseItemProps {
  release: PressRelease;
  /** Whether its PDF answered the HEAD check; the link is shown only then. */
  pdfAvailable: boolean;
  /** Lists of both kinds say which kind each release is. */
  showKind?: boolean;
  /** Heading level of the release's title inside its page. */
  headingLevel?: 2 | 3;
  /**
   * In a summary of the latest releases (landing page, home page): the title links to the release in its
   * list and the text is left to that list.
   */
  compact?: boolean;
}

/** One press release: date, title, the judgment it concerns, its PDF and, on request, its text. */
export function PressReleaseItem({
  release,
  pdfAvailable,
  showKind = false,
  headingLevel = 2,
  compact = false,
}: PressReleaseItemProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const textLocale = courtTextLocale(locale);
  const textLang = textLocale === locale ? undefined : LOCALE_INFO[textLocale].iso;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `${release.id}-title`;
  const paragraphs = compact ? [] : (release.body ?? '').split(/\n{2,}/).filter((paragraph) => paragraph.trim());
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
      {paragraphs.length > 0 && (
        <details className={styles.text}>
          <summary>{t('pressReleases.readText')}</summary>
          <div lang={textLang}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      )}
    </article>
  );
}
