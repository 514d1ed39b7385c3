import { buttonClass, EmptyState, ErrorState, formatDate, LoadingState, Pagination, useAsync } from '@court/shared';
import { Link, useLocale, useLocalizedHref, useSearchParams } from '@court/runtime';
import { MEDIA_TYPES, type MediaType } from '@court/contract/vocabularies';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import {
  ITEM_STATES,
  listReleases,
  RELEASES_PAGE_SIZE,
  type ItemState,
  type ReleaseQuery,
} from '../api/console-releases';
import { formatCourtTime } from '../api/court-time';
import { RELEASE_LANGUAGES, type ReleaseLanguage } from '../api/release-form';
import { CONSOLE_NAMESPACE } from '../i18n';
import { ConsoleFrame } from './console-frame';
import { LoginRenewal, isLoginExpired } from './login-renewal';
import { ReleaseState } from './release-state';
import styles from './console.module.css';

function queryOf(params: URLSearchParams): ReleaseQuery {
  const state = params.get('state') as ItemState | null;
  const type = params.get('type') as MediaType | null;
  const lang = params.get('lang') as ReleaseLanguage | null;
  return {
    state: state && ITEM_STATES.includes(state) ? state : undefined,
    type: type && MEDIA_TYPES.includes(type) ? type : undefined,
    lang: lang && RELEASE_LANGUAGES.includes(lang) ? lang : undefined,
    q: params.get('q')?.trim() || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** `/{lang}/media/console`: every press release, newest first, filtered by state, kind and language, by title. */
export function ReleaseListPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const [params] = useSearchParams();
  const query = queryOf(params);
  return (
    <ConsoleFrame title={t('list.title')}>
      <p>
        <Link className={buttonClass()} to={useLocalizedHref()(mediaPaths.consoleNewRelease())}>
          {t('list.write')}
        </Link>
      </p>
      <ReleaseFilters query={query} />
      <ReleaseTable query={query} paramsText={params.toString()} />
    </ConsoleFrame>
  );
}

/** A GET form: each filtered list has its own address, and works as a link. */
function ReleaseFilters({ query }: { query: ReleaseQuery }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (
    <form className={styles.filters} method="get" role="search" aria-label={t('list.filtersLabel')}>
      <div className={styles.filter}>
        <label htmlFor="filter-q">{t('list.searchTitle')}</label>
        <input id="filter-q" name="q" type="search" defaultValue={query.q ?? ''} />
      </div>
      <div className={styles.filter}>
        <label htmlFor="filter-state">{t('list.state')}</label>
        <select id="filter-state" name="state" defaultValue={query.state ?? ''}>
          <option value="">{t('list.any')}</option>
          {ITEM_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="filter-type">{t('list.type')}</label>
        <select id="filter-type" name="type" defaultValue={query.type ?? ''}>
          <option value="">{t('list.any')}</option>
          {MEDIA_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="filter-lang">{t('list.language')}</label>
        <select id="filter-lang" name="lang" defaultValue={query.lang ?? ''}>
          <option value="">{t('list.any')}</option>
          {RELEASE_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        {t('list.apply')}
      </button>
    </form>
  );
}

function ReleaseTable({ query, paramsText }: { query: ReleaseQuery; paramsText: string }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const releases = useAsync(() => listReleases(query), [paramsText]);

  if (releases.status === 'loading') return <LoadingState />;
  if (releases.status === 'error') {
    return isLoginExpired(releases.error) ? (
      <LoginRenewal onRenewed={releases.retry} />
    ) : (
      <ErrorState onRetry={releases.retry} />
    );
  }
  const { items, total } = releases.data;
  if (items.length === 0) return <EmptyState>{t('list.empty')}</EmptyState>;
  const titleOf = (title: Partial<Record<ReleaseLanguage, string>>) =>
    title[locale as ReleaseLanguage] ?? RELEASE_LANGUAGES.map((lang) => title[lang]).find(Boolean) ?? '';
  const hrefOfPage = (page: number) => {
    const next = new URLSearchParams(paramsText);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <>
      <p role="status">{t('list.count', { count: total })}</p>
      <table className={styles.table} data-testid="console-releases">
        <caption className="visually-hidden">{t('list.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.columns.title')}</th>
            <th scope="col">{t('list.columns.date')}</th>
            <th scope="col">{t('list.columns.state')}</th>
            <th scope="col">{t('list.columns.languages')}</th>
            <th scope="col">{t('list.columns.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((release) => (
            <tr key={release.id}>
              <th scope="row">
                <Link to={href(mediaPaths.consoleRelease(release.id))}>{titleOf(release.title)}</Link>
                <span className={styles.muted}> {t(`types.${release.type}`)}</span>
              </th>
              <td>{formatDate(release.date, locale)}</td>
              <td>
                <ReleaseState state={release.state} publishAt={release.publishAt} />
              </td>
              <td>{release.languages.map((lang) => lang.toUpperCase()).join(', ')}</td>
              <td>
                {t('list.updatedBy', { name: release.updatedBy, at: formatCourtTime(release.updatedAt, locale) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={query.page ?? 1} pageCount={Math.ceil(total / RELEASES_PAGE_SIZE)} hrefOf={hrefOfPage} />
    </>
  );
}
