import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JudgmentSearchResult } from '@court/contract';
import { localizedPath } from '@court/runtime';
import { fakeApi, renderRoutes, resetSharedState, setUpTestI18n } from '@court/shared/testing';
import { searchPaths } from '@court/site-map';
import en from '../../locales/en.json';
import { routes } from '../routes';

const NOTHING_FOUND: JudgmentSearchResult = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 30,
  facets: { judgmentTypes: [], applicantTypes: [], jurisdictionAreas: [], years: [] },
};

const keywordSearch = (query: string) => localizedPath('en', searchPaths.page('judgment-keyword-summary')) + query;

// The first test loads the lazy page modules, which takes a few seconds on a busy machine.
describe('the alert form under a search’s results', { timeout: 20_000 }, () => {
  beforeEach(() => setUpTestI18n('en', { search: en }));
  afterEach(() => resetSharedState());

  it('asks for the address, sends the search the page ran without its page, and says a link is on its way', async () => {
    const api = fakeApi({
      'GET /search/by-judgment-keywords-summary': NOTHING_FOUND,
      'POST /search-alerts': { status: 202, body: { status: 'confirmation-sent' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: keywordSearch('?term=pension&judgmentType=QuestionsReferred&page=2') });
    const form = await screen.findByRole('form', { name: 'New judgments by e-mail' }, { timeout: 8000 });
    const submit = screen.getByRole('button', { name: 'E-mail me new judgments for this search' });

    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'name.example.be');
    await user.click(submit);
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(
      /Enter an e-mail address in the correct format/,
    );
    expect(api.requestsTo('POST /search-alerts')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /E-mail address/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), ' name@example.be ');
    await user.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent(/Check your mailbox/);
    const [sent] = api.requestsTo('POST /search-alerts');
    expect(sent?.body).toEqual({
      email: 'name@example.be',
      language: 'en',
      search: 'by-judgment-keywords-summary',
      query: expect.objectContaining({ lang: 'en', term: 'pension', judgmentType: ['QuestionsReferred'] }),
    });
    expect(Object.keys((sent?.body as { query: object }).query)).not.toContain('page');
    expect(form).toHaveAttribute('method', 'post');
  });

  it('keeps what was typed when the API refuses the address or too many requests came from it', async () => {
    let refusal: 400 | 429 = 400;
    fakeApi({
      'GET /search/by-judgment-keywords-summary': NOTHING_FOUND,
      'POST /search-alerts': () =>
        refusal === 400
          ? { status: 400, body: { errors: [{ code: 'invalid-email', message: 'body/email is not valid' }] } }
          : { status: 429, body: { errors: [{ code: 'too-many-requests', message: 'Too many requests' }] } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { url: keywordSearch('?term=pension') });
    const email = await screen.findByRole('textbox', { name: /E-mail address/ }, { timeout: 8000 });
    await user.type(email, 'name@example.be');
    await user.click(screen.getByRole('button', { name: 'E-mail me new judgments for this search' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Enter an e-mail address in the correct format/));
    refusal = 429;
    await user.click(screen.getByRole('button', { name: 'E-mail me new judgments for this search' }));
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
    expect(email).toHaveValue('name@example.be');
  });
});
