import { useDocumentTitle, useLoaderData, useLocalizedHref } from '@court/runtime';
import { ContentHtml } from '@court/shared';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { CourtLayout } from '../../../components/court-layout';
import { RetryError } from '../../../components/retry-error';
import { COURT_NAMESPACE } from '../../../config/i18n';
import { ORGANIZATION_BLOCKS, type OrganizationBlock } from '../../../config/paths';
import { ORGANIZATION_ROLES, type OrganizationData } from '../api/members';
import { CurrentMembers } from './current-members';
import styles from './organization-page.module.css';

/**
 * `/court/presentation/organization`: judges, registrars, legal secretaries and office staff, each with the
 * text that explains their work and the people who do it now.
 */
export function OrganizationPage() {
  const { blocks, current } = useLoaderData() as OrganizationData;
  const { t } = useTranslation(COURT_NAMESPACE);
  const href = useLocalizedHref();
  const title = t('organization.title');
  useDocumentTitle(title);
  const crumbs = [{ label: t('presentation.navHeading'), href: href(courtPaths.presentation()) }, { label: title }];
  const names = Object.keys(ORGANIZATION_BLOCKS) as OrganizationBlock[];
  return (
    <CourtLayout crumbs={crumbs} presentationNav description={t('organization.description')}>
      <article>
        <h1>{title}</h1>
        <p className={styles.lead}>{t('organization.description')}</p>
        {!current.ok && <RetryError />}
        {names.map((name) => {
          const block = blocks[name];
          const people = current.ok
            ? current.data.filter((member) => ORGANIZATION_ROLES[name].includes(member.role))
            : [];
          return (
            <section key={name} className={styles.block} aria-labelledby={`organization-${name}`}>
              <h2 id={`organization-${name}`}>{block.ok ? block.document.title : t(`organization.blocks.${name}`)}</h2>
              {block.ok ? <ContentHtml html={block.document.body} /> : <RetryError />}
              {people.length > 0 && <CurrentMembers members={people} />}
            </section>
          );
        })}
      </article>
    </CourtLayout>
  );
}
