import { Link, localizedPath, useLoaderData, useLocale } from '@court/runtime';
import { type ContentResult } from '@court/shared';
import { BASIC_TEXT_ANCHORS, courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';
import { FULL_BASIC_TEXTS_LOCALES, showsAllBasicTexts } from '../api/basic-texts';
import styles from './basic-texts-page.module.css';

/**
 * `/court/basic-text`: the Constitution, the organic legislation and, in Dutch and French, the organic decrees
 * and the regulations. In English and German a note takes the place of parts 3 and 4; it carries their
 * anchors, so an old link to them lands on the explanation and the Dutch and French versions.
 */
export function BasicTextsPage() {
  const { content } = useLoaderData() as { content: ContentResult };
  const { t } = useTranslation(COURT_NAMESPACE);
  const locale = useLocale();
  const title = content.ok ? content.document.title : t('basicTexts.title');
  return (
    <CourtLayout crumbs={[{ label: title }]}>
      <ContentBlock content={content} fallbackTitle={title}>
        {!showsAllBasicTexts(locale) && (
          <section
            id={BASIC_TEXT_ANCHORS.organicDecrees}
            className={styles.note}
            aria-labelledby="basic-texts-other-languages"
            data-testid="basic-texts-dutch-french-note"
          >
            <span id={BASIC_TEXT_ANCHORS.regulations} />
            <h2 id="basic-texts-other-languages">{t('basicTexts.otherLanguagesHeading')}</h2>
            <p>{t('basicTexts.otherLanguagesText')}</p>
            <ul>
              {FULL_BASIC_TEXTS_LOCALES.map((language) => (
                <li key={language}>
                  <Link
                    to={localizedPath(language, courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicDecrees))}
                    hrefLang={language}
                  >
                    {t(`basicTexts.readIn.${language}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ContentBlock>
    </CourtLayout>
  );
}
