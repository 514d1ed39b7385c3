import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchFormContext, type SearchFormState } from '../../form/search-form-context';
import { ApplyButton } from '../apply-button';

const form: SearchFormState = { formId: 'full-text-judgment', draft: {}, errors: {}, submit: () => {} };

const button = (
  <SearchFormContext.Provider value={form}>
    <ApplyButton label="Apply the filters" />
  </SearchFormContext.Provider>
);

describe('the button applying facets or an order', () => {
  it('is drawn on the server, submitting the search form, for a visitor without scripts', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(button);
    const submit = container.querySelector('button');
    expect(submit?.type).toBe('submit');
    expect(submit?.getAttribute('form')).toBe('full-text-judgment');
    expect(submit?.textContent).toBe('Apply the filters');
  });

  it('is not drawn once scripts draw the page: a facet or an order then applies at once', () => {
    const { container } = render(button);
    expect(container.querySelector('button')).toBeNull();
  });
});
