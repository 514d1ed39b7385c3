import { useState } from 'react';
import type { JudgmentSearchResult, StandardEntry } from '@court/contract';
import { useLoaderData, useRevalidator } from '@court/runtime';
import { ErrorState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { CheckboxField, RadioGroup } from '../../../components/form/choice-fields';
import { JudgmentDateFilters } from '../../../components/form/judgment-date-filters';
import { SearchForm } from '../../../components/form/search-form';
import { SelectField, type SelectGroup } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { SearchLayout } from '../../../components/layout/search-layout';
import { JudgmentResults } from '../../../components/results/judgment-results';
import { SearchOutcomeView } from '../../../components/results/search-outcome-view';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import type { PageQuery, SearchOutcome } from '../../../lib/search-outcome';
import { NORM_KINDS } from '../../../lib/vocabularies';
import { STANDARD_ROLES, type StandardChoices, type StandardRole } from '../api/standard-search';
import { STANDARD_SEARCH_SCHEMA, STANDARD_SORTS } from '../standard-search-query';
import type { FollowedSearch } from '../../../lib/search-alerts';

export interface StandardSearchData {
  query: PageQuery;
  role: StandardRole;
  /** The norms of each role; null when they could not be fetched. */
  norms: StandardChoices | null;
  outcome: SearchOutcome<JudgmentSearchResult>;
  /** The Atom feed of this search. */
  feed: string;
  /** The search as an alert of its new judgments follows it. */
  alert: FollowedSearch;
}

/** The norms of a role in the selector, grouped by kind (Constitution, laws, decrees, treaties…), A to Z. */
function useNormGroups(norms: StandardEntry[]): SelectGroup[] {
  const { t, i18n } = useTranslation(SEARCH_NAMESPACE);
  const collator = new Intl.Collator(i18n.language);
  return NORM_KINDS.map((kind) => ({
    label: t(`normKinds.${kind}`),
    options: norms
      .filter((norm) => norm.kind === kind)
      .map((norm) => ({
        value: norm.normId,
        label: t('fields.norm.option', { title: norm.title ?? norm.normId, count: norm.count }),
      }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  })).filter((group) => group.options.length > 0);
}

/**
 * `/search/standard`: the judgments reviewing a norm (controlled) or measuring against it (reference),
 * optionally one article of it, exactly or with its numbered variants.
 */
export function StandardSearchPage() {
  const { query, role: urlRole, norms, outcome, feed, alert } = useLoaderData() as StandardSearchData;
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const revalidator = useRevalidator();
  const [role, setRole] = useState<StandardRole>(urlRole);
  const groups = useNormGroups(norms?.[role] ?? []);
  const roles = STANDARD_ROLES.map((value) => ({ value, label: t(`fields.role.${value}`) }));
  return (
    <SearchLayout page="standard">
      {norms ? (
        <SearchForm
          id="standard"
          schema={STANDARD_SEARCH_SCHEMA}
          query={query}
          fields={
            <>
              <RadioGroup
                name="role"
                options={roles}
                value={role}
                onChange={(value) => setRole(value as StandardRole)}
              />
              <SelectField key={role} name="norm" options={groups} emptyLabel={t('fields.norm.choose')} />
              <TextField name="article" />
              <CheckboxField name="exactArticle" />
              <JudgmentDateFilters />
            </>
          }
        >
          <SearchOutcomeView outcome={outcome} feed={{ href: feed, title: t('pages.standard.title') }} alert={alert}>
            {(result) => (
              <JudgmentResults result={result} query={query} sorts={STANDARD_SORTS} emptyMessage="noJudgment" />
            )}
          </SearchOutcomeView>
        </SearchForm>
      ) : (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      )}
    </SearchLayout>
  );
}
