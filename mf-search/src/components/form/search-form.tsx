import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@court/runtime';
import { ErrorSummary } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import type { PageQuery } from '../../lib/search-outcome';
import {
  checkDraft,
  draftFromForm,
  searchString,
  type Draft,
  type FieldErrors,
  type QuerySchema,
} from '../../lib/search-query';
import { useFieldErrorText } from './field-error-message';
import { SearchFormContext, type SearchFormState } from './search-form-context';
import styles from './form.module.css';

interface SearchFormProps {
  id: string;
  schema: QuerySchema;
  /** The query of the URL: the fields start from it, with its errors. */
  query: PageQuery;
  /** The form's fields. */
  fields: ReactNode;
  submitLabel?: string;
  /** What follows the form and belongs to its query (facets and order of the results, linked with `form=`). */
  children?: ReactNode;
}

interface Submission {
  draft: Draft;
  errors: FieldErrors;
  attempt: number;
}

/**
 * A search form whose query lives in the URL. Submitting checks what was typed: mistakes are shown beside their
 * fields and in a summary, and nothing typed is lost; a correct query becomes the URL's search parameters (so it
 * can be shared and reloaded) and the route's loader runs the search. It is a plain GET form underneath, so it
 * also works before the script runs.
 */
export function SearchForm({ id, schema, query, fields, submitLabel, children }: SearchFormProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [submission, setSubmission] = useState<Submission | null>(null);
  const attempts = useRef(0);
  // The fields are uncontrolled (masks and typing stay fast); a URL the form did not make (back, forward, a link)
  // starts them again from that URL.
  const [generation, setGeneration] = useState(0);
  const ownSearch = useRef<string | null>(null);
  const previousSearch = useRef(location.search);
  useEffect(() => {
    if (location.search === previousSearch.current) return;
    previousSearch.current = location.search;
    if (location.search !== ownSearch.current) setGeneration((value) => value + 1);
    ownSearch.current = null;
    setSubmission(null);
  }, [location.search]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const draft = draftFromForm(schema, event.currentTarget);
      const { params, errors } = checkDraft(schema, draft);
      if (Object.keys(errors).length > 0) {
        attempts.current += 1;
        setSubmission({ draft, errors, attempt: attempts.current });
        return;
      }
      setSubmission(null);
      const search = searchString(params);
      ownSearch.current = search;
      navigate({ pathname: location.pathname, search }, { preventScrollReset: true });
    },
    [schema, navigate, location.pathname],
  );

  const state = useMemo<SearchFormState>(
    () => ({
      formId: id,
      draft: submission?.draft ?? query.draft,
      errors: submission?.errors ?? query.errors,
      submit: () => formRef.current?.requestSubmit(),
    }),
    [id, submission, query],
  );

  return (
    <SearchFormContext.Provider value={state}>
      <form
        ref={formRef}
        id={id}
        role="search"
        aria-label={t('form.label')}
        className={styles.form}
        method="get"
        action={location.pathname}
        noValidate
        onSubmit={onSubmit}
      >
        <ErrorSummary
          id={`${id}-error-summary`}
          errors={Object.entries(state.errors).map(([name, error]) => ({
            field: `${id}-${name}`,
            message: errorText(name, error),
          }))}
          // A search refused by the API (its text unreadable) is a new attempt too: each address shown with
          // mistakes moves the focus to them once, as a refused form does.
          attempt={submission?.attempt ?? (Object.keys(query.errors).length > 0 ? location.key : 0)}
        />
        <div key={generation} className={styles.fields}>
          {fields}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {submitLabel ?? t('form.submit')}
          </button>
        </div>
      </form>
      {children}
    </SearchFormContext.Provider>
  );
}
