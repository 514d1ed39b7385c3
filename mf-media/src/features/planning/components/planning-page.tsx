import { useDocumentTitle, useLoaderData, useRevalidator } from '@court/runtime';
import { ContentHtml, ErrorState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { MediaLayout } from '../../../components/media-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { demoteHeadings } from '../../../lib/demote-headings';
import type { PlanningData } from '../api/load-planning';
import { AgendaTable } from './agenda-table';
import styles from './planning-page.module.css';

/**
 * `/media/planning`: what is announced comes first, as journalists come for it; the explanation of how the
 * court announces its work follows, its headings placed under the page's own.
 */
export function PlanningPage() {
  const { content, judgments, hearings } = useLoaderData() as PlanningData;
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const title = content.ok ? content.document.title : t('pages.planning.title');
  useDocumentTitle(title);
  return (
    <MediaLayout page="planning" pageLabel={title}>
      <h1>{title}</h1>
      <p className={styles.lead}>{content.ok ? content.document.description : t('pages.planning.description')}</p>
      <AgendaTable
        id="planning-judgments"
        heading={t('planning.judgmentsHeading')}
        emptyText={t('common:messages.noResultUpcomingDate')}
        entries={judgments}
        onRetry={retry}
      />
      <AgendaTable
        id="planning-hearings"
        heading={t('planning.hearingsHeading')}
        emptyText={t('common:messages.noResultUpcomingPleadings')}
        entries={hearings}
        onRetry={retry}
      />
      <section className={styles.about} aria-labelledby="planning-about">
        <h2 id="planning-about">{t('planning.aboutHeading')}</h2>
        {content.ok ? (
          <ContentHtml html={demoteHeadings(content.document.body)} className={styles.body} />
        ) : (
          <ErrorState onRetry={retry} />
        )}
      </section>
    </MediaLayout>
  );
}
