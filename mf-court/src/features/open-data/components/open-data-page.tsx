import {
  calendarPath,
  siteOrigin,
  useDocumentTitle,
  useFeedLink,
  useLoaderData,
  useLocale,
  useRevalidator,
} from '@court/runtime';
import { ErrorState, type Settled } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { CourtLayout } from '../../../components/court-layout';
import type { ApiDescription } from '../api/get-api-description';
import { OPEN_DATA_NAMESPACE } from '../i18n';
import { ApiReference } from './api-reference';
import { ClientLimits } from './client-limits';
import styles from './open-data-page.module.css';
import { ReuseFormats } from './reuse-formats';

const API_BASE = '/api/v1';
const CC0 = 'https://creativecommons.org/publicdomain/zero/1.0/';

/** What the route's loader gives the page: each part may have failed without failing the page. */
export interface OpenDataData {
  description: Settled<ApiDescription>;
  registryEmail: Settled<string | undefined>;
}

/**
 * `/court/open-data`: how to follow the court without copying its pages (feeds, calendars), the public API, the
 * formats of the data and their licence, the limits per client with and without a key and how to ask for one,
 * and the API's own description rendered for reading.
 */
export function OpenDataPage() {
  const { description, registryEmail } = useLoaderData() as OpenDataData;
  const { t } = useTranslation(OPEN_DATA_NAMESPACE);
  const locale = useLocale();
  const revalidator = useRevalidator();
  const title = t('title');
  useDocumentTitle(title);

  const feeds = [
    { name: 'judgments', label: t('feeds.judgments') },
    { name: 'press-releases', label: t('feeds.pressReleases') },
    { name: 'pending-cases', label: t('feeds.pendingCases') },
  ].map((feed) => ({ ...feed, href: `${API_BASE}/feeds/${locale}/${feed.name}.atom` }));
  useFeedLink({ href: feeds[0]!.href, title: feeds[0]!.label });
  useFeedLink({ href: feeds[1]!.href, title: feeds[1]!.label });
  useFeedLink({ href: feeds[2]!.href, title: feeds[2]!.label });

  const agendaPath = calendarPath(locale);

  return (
    <CourtLayout crumbs={[{ label: title }]} description={t('description')}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t('lead')}</p>

      <section aria-labelledby="open-data-feeds">
        <h2 id="open-data-feeds">{t('feeds.heading')}</h2>
        <p className={styles.text}>{t('feeds.intro')}</p>
        <ul className={styles.links}>
          {feeds.map((feed) => (
            <li key={feed.name}>
              <a href={feed.href} type="application/atom+xml">
                {feed.label}
              </a>{' '}
              <code>{feed.href}</code>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="open-data-calendars">
        <h2 id="open-data-calendars">{t('calendars.heading')}</h2>
        <p className={styles.text}>{t('calendars.intro')}</p>
        <ul className={styles.links}>
          <li>
            <a href={`webcal://${new URL(siteOrigin()).host}${agendaPath}`}>{t('calendars.subscribe')}</a>
          </li>
          <li>
            <a href={agendaPath} download={`agenda-${locale}.ics`} type="text/calendar">
              {t('calendars.download')}
            </a>
          </li>
        </ul>
        <p className={styles.text}>
          {t('calendars.perCase', {
            pattern: `${API_BASE}/calendar/${locale}/cases/{roll}.ics`,
            roll: '{roll}',
            interpolation: { escapeValue: false },
          })}
        </p>
      </section>

      <section aria-labelledby="open-data-api">
        <h2 id="open-data-api">{t('api.heading')}</h2>
        <p className={styles.text}>
          {t('api.base', {
            base: `${siteOrigin()}${API_BASE}`,
            envelope: '{ items, total, page, pageSize }',
            errors: '{ errors: [{ code, message }] }',
            interpolation: { escapeValue: false },
          })}
        </p>
        <p className={styles.text}>{t('api.cors')}</p>
        <p className={styles.text}>
          {t('api.document')} <a href={`${API_BASE}/openapi.json`}>{t('api.documentLink')}</a>
        </p>
        <p className={styles.text}>
          {t('api.sitemap')} <a href="/sitemap.xml">{t('api.sitemapLink')}</a>
        </p>
      </section>

      <ReuseFormats />

      <ClientLimits description={description} registryEmail={registryEmail} />

      <section aria-labelledby="open-data-licence">
        <h2 id="open-data-licence">{t('licence.heading')}</h2>
        <p className={styles.text}>
          {t('licence.data')} <a href={CC0}>{t('licence.link')}</a>
        </p>
        <p className={styles.text}>{t('licence.judgments')}</p>
      </section>

      <section aria-labelledby="open-data-reference">
        <h2 id="open-data-reference">{t('reference.heading')}</h2>
        {description.ok ? (
          <ApiReference document={description.data.document} />
        ) : (
          <ErrorState onRetry={() => void revalidator.revalidate()}>{t('reference.loadError')}</ErrorState>
        )}
      </section>
    </CourtLayout>
  );
}
