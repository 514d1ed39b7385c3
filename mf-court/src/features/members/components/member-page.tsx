import { formatDate } from '@court/shared';
import { Link, useDocumentTitle, useLoaderData, useLocale, useLocalizedHref } from '@court/runtime';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { MemberData } from '../api/members';
import { MemberPhoto } from './member-photo';
import styles from './member-page.module.css';

/** `/court/presentation/members/{id}`: a member's photo, role, term of office and biography. */
export function MemberPage() {
  const { member } = useLoaderData() as MemberData;
  const { t } = useTranslation(COURT_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  useDocumentTitle(member.name);
  const role = t(`roles.${member.role}`);
  const description = t('members.description', {
    name: member.name,
    role,
    status: t(`members.statusOf.${member.group}`),
  });
  const crumbs = [
    { label: t('presentation.navHeading'), href: href(courtPaths.presentation()) },
    { label: t('pages.members'), href: href(courtPaths.presentation('members')) },
    { label: member.name },
  ];
  return (
    <CourtLayout crumbs={crumbs} presentationNav description={description}>
      <article>
        <h1>{member.name}</h1>
        <div className={styles.profile}>
          <MemberPhoto member={member} size="large" />
          <dl className={styles.facts}>
            <dt>{t('members.role')}</dt>
            <dd>{role}</dd>
            {member.languageGroup && (
              <>
                <dt>{t('members.languageGroupLabel')}</dt>
                <dd>{t(`members.languageGroup.${member.languageGroup}`)}</dd>
              </>
            )}
            <dt>{t('members.status')}</dt>
            <dd>{t(`members.statusOf.${member.group}`)}</dd>
            <dt>{t('members.termStart')}</dt>
            <dd>{formatDate(member.termStart, locale)}</dd>
            {member.termEnd && (
              <>
                <dt>{t('members.termEnd')}</dt>
                <dd>{formatDate(member.termEnd, locale)}</dd>
              </>
            )}
            {member.died && (
              <>
                <dt>{t('members.died')}</dt>
                <dd>{formatDate(member.died, locale)}</dd>
              </>
            )}
          </dl>
        </div>
        {member.biography && (
          <section aria-labelledby="member-biography-heading">
            <h2 id="member-biography-heading">{t('members.biography')}</h2>
            <p className={styles.biography}>{member.biography}</p>
          </section>
        )}
        <p className="no-print">
          <Link to={href(courtPaths.presentation('members'))}>{t('members.backToList')}</Link>
        </p>
      </article>
    </CourtLayout>
  );
}
