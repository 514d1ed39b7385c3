// The pages measured: the home page and one page per section, with real data of the running site (the
// current year of judgments, one of its judgments).

async function getJson(baseUrl, apiPath) {
  const response = await fetch(`${baseUrl}${apiPath}`);
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  return response.json();
}

/** The current year's judgments page and the permalink of its latest judgment. */
export async function judgmentPages(baseUrl) {
  const years = await getJson(baseUrl, '/api/v1/juris/judgments/years');
  const year = years.items[0]?.year ?? new Date().getFullYear();
  const list = await getJson(baseUrl, `/api/v1/juris/judgments?lang=en&year=${year}`);
  const number = list.items[0]?.number ?? 1;
  return { judgments: `/en/judgments?year=${year}`, judgment: `/en/ARR/${number}/${year}` };
}

export const SEARCH_RESULTS = '/en/search/full-text-judgment?term=tax';

/** First loads whose JavaScript is counted: the home page and one page of each section. */
export async function bundlePages(baseUrl) {
  const { judgments } = await judgmentPages(baseUrl);
  return [
    '/en',
    '/en/court',
    judgments,
    '/en/media/press-releases-concerning-the-judgments',
    '/en/rule',
    SEARCH_RESULTS,
  ];
}

/** Pages whose loading speed is measured. */
export async function speedPages(baseUrl) {
  const { judgments, judgment } = await judgmentPages(baseUrl);
  return ['/en', judgments, judgment, SEARCH_RESULTS];
}
