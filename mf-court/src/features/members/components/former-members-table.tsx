import { formatDate } from '@court/shared';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { Member } from '../api/members';
import styles from './former-members-table.module.css';

/** Emeritus or historic members: name, role, term of office and, where it applies, the date they died. */
export function FormerMembersTable({ members, caption }: { members: Member[]; caption: string }) {
  const { t } = useTranslation(COURT_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const showDied = members.some((member) => member.died);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('members.name')}</th>
            <th scope="col">{t('members.role')}</th>
            <th scope="col">{t('members.termStart')}</th>
            <th scope="col">{t('members.termEnd')}</th>
            {showDied && <th scope="col">{t('members.died')}</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <Link to={href(courtPaths.member(member.id))}>{member.name}</Link>
              </th>
              <td>{t(`roles.${member.role}`)}</td>
              <td>{formatDate(member.termStart, locale)}</td>
              <td>{member.termEnd ? formatDate(member.termEnd, locale) : '–'}</td>
              {showDied && <td>{member.died ? formatDate(member.died, locale) : '–'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
