import { describe, expect, it } from 'vitest';
import { judgmentSearchSchema } from '../judgment-query';
import { readPageQuery } from '../search-outcome';
import { checkDraft, draftFromUrl, searchString, type QuerySchema } from '../search-query';

const schema: QuerySchema = judgmentSearchSchema(
  {
    term: { kind: 'term', required: true },
    rollNumber: { kind: 'rollNumbers' },
    number: { kind: 'judgmentNumbers' },
  },
  ['score', 'date'],
);

describe('a search query', () => {
  it('turns dates typed in the visitor’s format into ISO dates, and the rest into URL parameters', () => {
    const { params, errors } = checkDraft(schema, {
      term: '  "federal loyalty" -permit ',
      judgmentDateFrom: '1/2/2020',
      judgmentDateTo: '31.12.2024',
      judgmentType: ['QuestionsReferred', 'Unknown', 'QuestionsReferred'],
      sort: 'score',
    });
    expect(errors).toEqual({});
    expect(params.toString()).toBe(
      'term=%22federal+loyalty%22+-permit&judgmentDateFrom=2020-02-01&judgmentDateTo=2024-12-31&judgmentType=QuestionsReferred',
    );
  });

  it('refuses impossible and incomplete dates, a reversed period, a missing or overlong term, a bad roll number', () => {
    const { errors } = checkDraft(schema, {
      term: 'x'.repeat(10_000),
      judgmentDateFrom: '31/02/2024',
      referralDateFrom: '31/01/202',
      officialJournalDateFrom: '2024-05-01',
      officialJournalDateTo: '2024-04-30',
      rollNumber: '12a',
    });
    expect(errors).toEqual({
      term: { code: 'termTooLong', values: { max: 500, length: 10_000 } },
      judgmentDateFrom: { code: 'dateImpossible' },
      referralDateFrom: { code: 'dateFormat' },
      officialJournalDateTo: { code: 'rangeReversed' },
      rollNumber: { code: 'rollNumbers' },
    });
    expect(checkDraft(schema, { term: '   ' }).errors.term).toEqual({ code: 'required' });
  });

  it('takes several numbers as a lawyer types them, and sends them as one list', () => {
    const { params, errors } = checkDraft(schema, {
      term: 'a',
      rollNumber: ' 7812,7965  008150; 7812 ',
      number: '42/2026 43/2026, 7',
    });
    expect(errors).toEqual({});
    expect(params.get('rollNumber')).toBe('7812,7965,8150');
    expect(params.get('number')).toBe('42/2026,43/2026,7');
    const wrong = checkDraft(schema, {
      term: 'a',
      rollNumber: '7812, 79a5',
      number: Array.from({ length: 51 }, (_, index) => index + 1).join(' '),
    });
    expect(wrong.errors).toEqual({
      rollNumber: { code: 'rollNumbers' },
      number: { code: 'tooManyNumbers', values: { max: 50 } },
    });
    expect(checkDraft(schema, { term: 'a', number: '42/1900' }).errors.number).toEqual({ code: 'judgmentNumbers' });
  });

  it('shows the URL’s dates as the language writes them, even a date that does not exist', () => {
    const search = new URLSearchParams('judgmentDateFrom=2024-01-31&judgmentDateTo=2024-02-31&judgmentType=A');
    const draft = draftFromUrl(schema, search, 'de');
    expect(draft.judgmentDateFrom).toBe('31.01.2024');
    expect(draft.judgmentDateTo).toBe('31.02.2024');
    expect(draft.judgmentType).toEqual(['A']);
    expect(draftFromUrl(schema, search, 'fr').judgmentDateFrom).toBe('31/01/2024');
  });

  it('reads a page opened without a query as a blank form, and a shared link with its mistakes', () => {
    expect(readPageQuery(schema, '/en/search/x', 'en', 1000).errors).toEqual({});
    const shared = readPageQuery(schema, '/en/search/x?judgmentDateFrom=2024-02-31&page=3', 'en', 1000);
    expect(shared.errors).toEqual({ term: { code: 'required' }, judgmentDateFrom: { code: 'dateImpossible' } });
    expect(shared.page).toBe(3);
    expect(readPageQuery(schema, '/en/search/x?term=a&page=999999', 'en', 1000).page).toBe(1000);
  });

  it('leaves the first page out of the URL', () => {
    const params = new URLSearchParams('term=arrêt&page=4');
    expect(searchString(params)).toBe('?term=arr%C3%AAt');
    expect(searchString(params, 2)).toBe('?term=arr%C3%AAt&page=2');
    expect(searchString(new URLSearchParams())).toBe('');
  });
});
