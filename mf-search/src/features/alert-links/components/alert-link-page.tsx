import type { AlertSearch } from '@court/contract';
import { buttonClass, OutcomeMessage, SectionLayout } from '@court/shared';
import { searchPaths, type SearchPage } from '@court/site-map';
import { useState, type FormEvent } from 'react';
import { useActionData, useDocumentTitle, useLoaderData, useLocalizedHref } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import { followAlertLink, type AlertLinkAction, type LinkOutcome } from '../../../lib/search-alerts';
import { ALERT_LINK_TOKEN, type AlertLinkData } from '../alert-link';

/** The search page of each search an alert can follow, to go back to once it is confirmed. */
const PAGE_OF_SEARCH: Record<AlertSearch, SearchPage> = {
  judgments: 'judgment',
  'by-judgment-and-applicant': 'judgments-and-pending-cases',
  'full-text-judgments': 'full-text-judgment',
  'by-judgment-keywords-summary': 'judgment-keyword-summary',
  'by-controlled-standard': 'standard',
  'by-reference-standard': 'standard',
};

const TONES = { confirmed: 'success', unsubscribed: 'success', invalidLink: 'error', failure: 'error' } as const;

/**
 * Where an alert e-mail's link leads: its confirmation, or its unsubscription. Opening the page changes nothing (a
 * mail scanner fetching the link confirms nothing); its button posts the token, itself with scripts, through the
 * page's action without.
 */
export function AlertLinkPage({ action }: { action: AlertLinkAction }) {
  const { t } = useTranslation([SEARCH_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const { token } = useLoaderData() as AlertLinkData;
  const posted = useActionData() as LinkOutcome | undefined;
  const [outcome, setOutcome] = useState<LinkOutcome | undefined>(
    posted ?? (token ? undefined : { status: 'invalidLink' }),
  );
  const [sending, setSending] = useState(false);
  const texts = `alerts.${action}Page`;
  const title = t(`${texts}.title`);
  useDocumentTitle(title);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    setSending(true);
    setOutcome(await followAlertLink(action, token));
    setSending(false);
  }

  const crumbs = [
    { label: t('common:home'), href: href() },
    { label: t('sectionTitle'), href: href(searchPaths.root()) },
    { label: title },
  ];
  const done = outcome?.status === 'confirmed' || outcome?.status === 'unsubscribed';
  const searchPage = outcome?.status === 'confirmed' ? PAGE_OF_SEARCH[outcome.search] : undefined;
  return (
    <SectionLayout crumbs={crumbs} description={t(`${texts}.intro`)}>
      <h1>{title}</h1>
      {outcome && (
        <OutcomeMessage
          tone={TONES[outcome.status]}
          text={t(`${texts}.${outcome.status}`)}
          testId="search-alert-link-outcome"
        />
      )}
      {!done && token && (
        <form method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
          <input type="hidden" name={ALERT_LINK_TOKEN} value={token} />
          <p>{t(`${texts}.intro`)}</p>
          <button type="submit" className={buttonClass()} disabled={sending}>
            {t(`${texts}.submit`)}
          </button>
        </form>
      )}
      <p>
        <a href={href(searchPage ? searchPaths.page(searchPage) : searchPaths.root())}>{t('alerts.toSearch')}</a>
      </p>
    </SectionLayout>
  );
}
