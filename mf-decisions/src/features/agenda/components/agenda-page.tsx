import {
  calendarPath,
  useDocumentTitle,
  useLoaderData,
  useLocale,
  useLocalizedHref,
  useLocation,
} from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionsLayout } from '../../../components/decisions-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { AgendaPageData } from '../api/agenda-page-data';
import { AgendaSection } from './agenda-section';

/** `/agenda` (announced judgments and public hearings) and `/judgments/upcoming` (announced judgments). */
export function AgendaPage({ page }: { page: 'agenda' | 'upcoming' }) {
  const { decisions, hearings } = useLoaderData() as AgendaPageData;
  const { t } = useTranslation(SECTION_NAMESPACE);
  const href = useLocalizedHref();
  const locale = useLocale();
  const { hash } = useLocation();
  const title = t(page === 'agenda' ? 'pages.agenda' : 'pages.upcoming');
  const intro = t(page === 'agenda' ? 'intro.agenda' : 'intro.upcoming');
  useDocumentTitle(title);

  // A link to one item (`#hearing-2026-12-02`) arrives before the items do: go there once they are shown.
  useEffect(() => {
    const element = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    element?.scrollIntoView({ block: 'start' });
  }, [hash, decisions, hearings]);

  const crumbs =
    page === 'agenda'
      ? [{ label: title }]
      : [{ label: t('pages.judgments'), href: href(decisionsPaths.judgments()) }, { label: title }];
  return (
    <DecisionsLayout crumbs={crumbs} description={intro}>
      <h1>{title}</h1>
      <p>{intro}</p>
      <p className="no-print">
        <a href={calendarPath(locale)} type="text/calendar" download>
          {t('agenda.addToCalendar')}
        </a>
      </p>
      <AgendaSection kind="decisions" list={decisions} heading={t('agenda.decisionsHeading')} />
      {hearings && <AgendaSection kind="hearings" list={hearings} heading={t('agenda.hearingsHeading')} />}
    </DecisionsLayout>
  );
}
