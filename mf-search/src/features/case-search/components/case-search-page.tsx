import { useState } from 'react';
import type { JudgmentSearchResult, PendingCaseSearchResult } from '@court/contract';
import { useLoaderData } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { CheckboxField, RadioGroup } from '../../../components/form/choice-fields';
import { DateRangeFields } from '../../../components/form/date-field';
import { JudgmentDateFilters } from '../../../components/form/judgment-date-filters';
import { SearchForm } from '../../../components/form/search-form';
import { SelectField, type SelectGroup } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { SearchLayout } from '../../../components/layout/search-layout';
import { JudgmentResults } from '../../../components/results/judgment-results';
import { SearchOutcomeView } from '../../../components/results/search-outcome-view';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import type { PageQuery, SearchOutcome } from '../../../lib/search-outcome';
import type { JurisdictionChoices } from '../api/jurisdictions';
import { CASE_JUDGMENT_SORTS, CASE_SCOPES, caseSchema, type CaseScope } from '../case-search-query';
import type { FollowedSearch } from '../../../lib/search-alerts';
import { PendingCaseResults } from './pending-case-results';

export type CaseSearchData = {
  query: PageQuery;
  /** Jurisdictions a quo for the selector; null when they could not be fetched (the field is then left out). */
  jurisdictions: JurisdictionChoices | null;
  /** The Atom feed of this search. */
  feed: string;
} & (
  | {
      scope: 'judgments';
      outcome: SearchOutcome<JudgmentSearchResult>;
      /** The search as an alert of its new judgments follows it. */
      alert: FollowedSearch;
    }
  | { scope: 'pending-cases'; outcome: SearchOutcome<PendingCaseSearchResult> }
);

function jurisdictionGroups({ areas, jurisdictions }: JurisdictionChoices): SelectGroup[] {
  return areas
    .map((area) => ({
      label: area.label,
      options: jurisdictions
        .filter((jurisdiction) => jurisdiction.area === area.value)
        .map((jurisdiction) => ({ value: jurisdiction.id, label: jurisdiction.label })),
    }))
    .filter((group) => group.options.length > 0);
}

/**
 * `/search/judgments-and-pending-cases`: judgments by roll number, applicant or jurisdiction a quo, or the
 * cases still before the court by roll number or subject. Choosing where to search changes the fields.
 */
export function CaseSearchPage() {
  const data = useLoaderData() as CaseSearchData;
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const [scope, setScope] = useState<CaseScope>(data.scope);
  const scopes = CASE_SCOPES.map((value) => ({ value, label: t(`fields.scope.${value}`) }));
  // The results stay those of the URL's scope until the other scope is searched.
  const query = scope === data.scope ? data.query : { ...data.query, draft: {}, errors: {} };
  const feed = { href: data.feed, title: t('pages.judgments-and-pending-cases.title') };
  return (
    <SearchLayout page="judgments-and-pending-cases">
      <SearchForm
        id="judgments-and-pending-cases"
        schema={caseSchema(scope)}
        query={query}
        fields={
          <>
            <RadioGroup
              name="scope"
              options={scopes}
              value={scope}
              onChange={(value) => setScope(value as CaseScope)}
            />
            <TextField name="rollNumber" />
            {scope === 'judgments' ? (
              <>
                <TextField name="applicant" />
                {data.jurisdictions && (
                  <SelectField
                    name="jurisdiction"
                    options={jurisdictionGroups(data.jurisdictions)}
                    emptyLabel={t('fields.jurisdiction.any')}
                  />
                )}
                <JudgmentDateFilters />
              </>
            ) : (
              <>
                <TextField name="term" type="search" />
                <div>
                  <DateRangeFields group="receiptDate" from="receiptDateFrom" to="receiptDateTo" />
                </div>
                <CheckboxField name="withArchive" />
              </>
            )}
          </>
        }
      >
        {data.scope === 'judgments' ? (
          <SearchOutcomeView outcome={data.outcome} feed={feed} alert={data.alert}>
            {(result) => (
              <JudgmentResults
                result={result}
                query={data.query}
                sorts={CASE_JUDGMENT_SORTS}
                emptyMessage="noJudgment"
              />
            )}
          </SearchOutcomeView>
        ) : (
          <SearchOutcomeView outcome={data.outcome} feed={feed}>
            {(result) => <PendingCaseResults result={result} query={data.query} />}
          </SearchOutcomeView>
        )}
      </SearchForm>
    </SearchLayout>
  );
}
