import { useLoaderData, useLocalizedHref } from '@court/runtime';
import { EmptyState } from '@court/shared';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { RetryError } from '../../../components/retry-error';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { MembersData } from '../api/members';
import { CurrentMembers } from './current-members';
import { FormerMembersTable } from './former-members-table';

/** `/court/presentation/members`: current members by role, then emeritus and historic members. */
export function MembersPage() {
  const { intro, groups } = useLoaderData() as MembersData;
  const { t } = useTranslation([COURT_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const title = intro.ok ? intro.document.title : t('pages.members');
  const crumbs = [{ label: t('presentation.navHeading'), href: href(courtPaths.presentation()) }, { label: title }];
  return (
    <CourtLayout crumbs={crumbs} presentationNav>
      <ContentBlock content={intro} fallbackTitle={title}>
        {!groups.ok ? (
          <RetryError />
        ) : (
          <>
            <section aria-labelledby="members-plain-heading">
              <h2 id="members-plain-heading">{t('members.groups.plain')}</h2>
              {groups.data.plain.length > 0 ? (
                <CurrentMembers members={groups.data.plain} />
              ) : (
                <EmptyState>{t('common:messages.noData')}</EmptyState>
              )}
            </section>
            {(['emeritus', 'historic'] as const).map((group) => (
              <section key={group} aria-labelledby={`members-${group}-heading`}>
                <h2 id={`members-${group}-heading`}>{t(`members.groups.${group}`)}</h2>
                {groups.data[group].length > 0 ? (
                  <FormerMembersTable members={groups.data[group]} caption={t(`members.groups.${group}`)} />
                ) : (
                  <EmptyState>{t('common:messages.noData')}</EmptyState>
                )}
              </section>
            ))}
          </>
        )}
      </ContentBlock>
    </CourtLayout>
  );
}
