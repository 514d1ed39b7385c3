import { formatDate } from '@court/shared';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../../../config/i18n';
import { MEMBER_ROLES, type Member, type MemberRole } from '../api/members';
import { MemberPhoto } from './member-photo';
import styles from './current-members.module.css';

/** Roles shown as portraits; the other roles are lists of names. */
const PORTRAIT_ROLES: readonly MemberRole[] = ['president', 'judge'];

/** The current members, one titled group per role, in the court's order. */
export function CurrentMembers({ members, headingLevel = 3 }: { members: Member[]; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(COURT_NAMESPACE);
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {MEMBER_ROLES.map((role) => {
        const people = members.filter((member) => member.role === role);
        if (people.length === 0) return null;
        const portraits = PORTRAIT_ROLES.includes(role);
        return (
          <section key={role} aria-labelledby={`role-${role}-heading`} data-testid={`members-${role}`}>
            <Heading id={`role-${role}-heading`}>{t(`roleGroups.${role}`)}</Heading>
            <ul className={portraits ? styles.portraits : styles.names}>
              {people.map((member) => (
                <li key={member.id} className={portraits ? styles.portrait : undefined}>
                  {portraits && <MemberPhoto member={member} />}
                  <MemberSummary member={member} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function MemberSummary({ member }: { member: Member }) {
  const { t } = useTranslation(COURT_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <div>
      <Link to={href(courtPaths.member(member.id))} className={styles.name}>
        {member.name}
      </Link>
      {member.languageGroup && (
        <div className={styles.detail}>{t(`members.languageGroup.${member.languageGroup}`)}</div>
      )}
      <div className={styles.detail}>{t('members.since', { date: formatDate(member.termStart, locale) })}</div>
    </div>
  );
}
