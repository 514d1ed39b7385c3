import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import type { CaseLookupState } from '../hooks/use-case-lookup';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import styles from './mailing-forms.module.css';

/**
 * What the roll number names: the case's subject from the case lookup table, in Dutch on Dutch pages and in
 * French elsewhere (the table has no other languages). Announced politely while the visitor types.
 */
export function CaseSubject({ id, lookup }: { id: string; lookup: CaseLookupState }) {
  const { t } = useTranslation(STAY_INFORMED_NAMESPACE);
  const subjectLanguage = useLocale() === 'nl' ? 'nl' : 'fr';
  return (
    <p id={id} className={styles.caseSubject} aria-live="polite" data-testid="case-subject">
      {lookup.status === 'loading' && t('case.looking')}
      {lookup.status === 'error' && t('case.lookupFailed')}
      {lookup.status === 'missing' && t('messages.unknownRollNumber')}
      {lookup.status === 'found' && (
        <>
          {t('case.subject', { rollNumber: lookup.rollNumber })}{' '}
          <span lang={subjectLanguage}>{subjectLanguage === 'nl' ? lookup.entry.encinzNl : lookup.entry.encinzFr}</span>
          {!lookup.entry.current && ` ${t('case.closed')}`}
        </>
      )}
    </p>
  );
}
