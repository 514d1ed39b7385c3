import {
  Link,
  localizedPath,
  Navigate,
  siteOrigin,
  useDocumentTitle,
  useLocale,
  usePageHead,
  usePageLanguages,
  useLocalizedHref,
  useLocation,
} from '@court/runtime';
import { InPageNav, formatDate, PdfLinks } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionsLayout } from '../../../components/decisions-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { judgmentNumber } from '../../../lib/format';
import type { JudgmentDetail } from '../api/get-judgment';
import type { JudgmentRef } from '../api/permalink';
import { judgmentHeadTags } from '../lib/ecli-metadata';
import { CitationBox } from './citation-box';
import { JudgmentMetadata } from './judgment-metadata';
import { JudgmentText } from './judgment-text';
import { RelatedJudgments } from './related-judgments';
import styles from './judgment-page.module.css';

export type JudgmentPageProps =
  | { kind: 'judgment'; judgment: JudgmentDetail }
  | { kind: 'withdrawn'; ref: JudgmentRef }
  | { kind: 'redirect'; ref: JudgmentRef };

/** `/ARR/{number}/{year}`: the judgment; another form of its reference goes on to the canonical address. */
export function JudgmentPage(props: JudgmentPageProps) {
  const href = useLocalizedHref();
  const location = useLocation();
  if (props.kind === 'redirect') {
    return <Navigate replace to={`${href(decisionsPaths.judgment(props.ref))}${location.hash}`} />;
  }
  if (props.kind === 'withdrawn') return <WithdrawnJudgment judgmentRef={props.ref} />;
  return <Judgment judgment={props.judgment} />;
}

/** A judgment the court withdrew from the site: its address stays, and says so. */
function WithdrawnJudgment({ judgmentRef }: { judgmentRef: JudgmentRef }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const href = useLocalizedHref();
  const title = t('judgment.title', { number: judgmentNumber(judgmentRef.number, judgmentRef.year) });
  useDocumentTitle(title);
  return (
    <DecisionsLayout
      description={t('judgment.withdrawn')}
      crumbs={[{ label: t('pages.judgments'), href: href(decisionsPaths.judgments()) }, { label: title }]}
    >
      <h1>{title}</h1>
      <p className={styles.notice} role="note">
        {t('judgment.withdrawn')}
      </p>
      <p>
        <Link to={href(decisionsPaths.judgments())}>{t('judgment.backToList')}</Link>
      </p>
    </DecisionsLayout>
  );
}

function Judgment({ judgment }: { judgment: JudgmentDetail }) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const locale = useLocale();
  const href = useLocalizedHref();
  const { hash } = useLocation();
  const number = judgmentNumber(judgment.number, judgment.year);
  const title = t('judgment.title', { number });
  useDocumentTitle(title);
  // Search results show the headnote (or, without one, what the page holds); the hreflang alternates name only
  // the languages the court published it in.
  const description =
    judgment.headnote ?? t('judgment.description', { number, date: formatDate(judgment.date, locale) });
  usePageLanguages(judgment.languages);
  const proceeding = t(`proceedingTypes.${judgment.type}`);
  usePageHead(
    useMemo(
      () => judgmentHeadTags(judgment, { locale, origin: siteOrigin(), title, proceeding }),
      [judgment, locale, title, proceeding],
    ),
  );
  const targetId = hash ? decodeURIComponent(hash.slice(1)) : undefined;

  // The text arrives with the page, after the router's own scroll: go to the paragraph the link names.
  useEffect(() => {
    if (!targetId) return;
    const element = document.getElementById(targetId);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [targetId, judgment]);

  const toc = useMemo(
    () =>
      judgment.paragraphs
        .filter((paragraph) => paragraph.kind === 'heading')
        .map((paragraph) => ({ id: paragraph.id, depth: 2, text: paragraph.text })),
    [judgment.paragraphs],
  );
  const numbered = judgment.paragraphs
    .filter((paragraph) => paragraph.kind !== 'heading')
    .map((paragraph) => paragraph.id);

  return (
    <DecisionsLayout
      description={description}
      crumbs={[{ label: t('pages.judgments'), href: href(decisionsPaths.judgmentInList(judgment)) }, { label: title }]}
    >
      <h1>{title}</h1>
      <p className={styles.lead}>
        <time dateTime={judgment.date}>{formatDate(judgment.date, locale)}</time>
        {' · '}
        {proceeding}
        {' · '}
        {t(`outcomes.${judgment.outcome}`)}
      </p>
      {judgment.headnote && <p className={styles.headnote}>{judgment.headnote}</p>}
      <JudgmentMetadata judgment={judgment} />
      <PdfLinks pdf={judgment.pdf} of={title} className={styles.pdfs} eager />
      <CitationBox judgment={judgment} paragraphIds={numbered} initialParagraph={targetId} />
      {judgment.summary && (
        <section aria-labelledby="judgment-summary-heading">
          <h2 id="judgment-summary-heading">{t('judgment.summary')}</h2>
          <p className={styles.summary}>{judgment.summary}</p>
        </section>
      )}
      <section aria-labelledby="judgment-text-heading">
        <h2 id="judgment-text-heading">{t('judgment.fullText')}</h2>
        {judgment.paragraphs.length > 0 ? (
          <>
            <InPageNav toc={toc} />
            <JudgmentText paragraphs={judgment.paragraphs} targetId={targetId} />
          </>
        ) : (
          <p className={styles.notice} role="note">
            {t('common:messages.noResultEnDe')}{' '}
            {judgment.textLanguages
              .filter((lang) => lang !== locale && lang !== 'en')
              .map((lang) => (
                <Link
                  key={lang}
                  to={localizedPath(lang, decisionsPaths.judgment(judgment))}
                  hrefLang={lang}
                  className={styles.otherLanguage}
                >
                  {t('judgment.readIn', { language: t(`languages.${lang}`) })}
                </Link>
              ))}
          </p>
        )}
      </section>
      <RelatedJudgments cites={judgment.cites} citedBy={judgment.citedBy} />
      <p className="no-print">
        <Link to={href(decisionsPaths.judgments())}>{t('judgment.backToList')}</Link>
      </p>
    </DecisionsLayout>
  );
}
