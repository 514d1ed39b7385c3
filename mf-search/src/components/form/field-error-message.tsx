import { MAX_NEAR_DISTANCE, MAX_QUERY_TERMS, MIN_PREFIX_LENGTH } from '@court/contract/search-language';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import type { FieldError } from '../../lib/search-query';
import styles from './form.module.css';

/** The limits of the search language, which its messages name. */
const QUERY_LIMITS = {
  maxTerms: MAX_QUERY_TERMS,
  minPrefix: MIN_PREFIX_LENGTH,
  maxNear: MAX_NEAR_DISTANCE,
};

/** The message of a field error in the page's language; `field` picks a field's own wording when it has one. */
export function useFieldErrorText(): (field: string, error: FieldError) => string {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  return (field, error) =>
    error.code === 'query'
      ? t(`fieldErrors.query.${error.reason}`, { ...error.values, ...QUERY_LIMITS })
      : t([`fieldErrors.${field}.${error.code}`, `fieldErrors.${error.code}`], { ...error.values });
}

/** The error beside a field, announced with it (the input's aria-describedby points here). */
export function FieldErrorMessage({ id, field, error }: { id: string; field: string; error: FieldError }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const text = useFieldErrorText();
  return (
    <p id={id} className={styles.error}>
      <span className="visually-hidden">{t('form.errorPrefix')}</span> {text(field, error)}
    </p>
  );
}
