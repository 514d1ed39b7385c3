// The pages measured: the home page and one page per section, with real data of the running site (the
// current year's latest judgment), in Dutch, the language most visitors read the site in.

async function getJson(baseUrl, apiPath) {
  const response = await fetch(`${baseUrl}${apiPath}`);
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  return response.json();
}

/** The permalink of the latest judgment of the current year. */
export async function latestJudgment(baseUrl) {
  const years = await getJson(baseUrl, '/api/v1/juris/judgments/years');
  const year = years.items[0]?.year ?? new Date().getFullYear();
  const list = await getJson(baseUrl, `/api/v1/juris/judgments?lang=nl&year=${year}`);
  const number = list.items[0]?.number ?? 1;
  return `/nl/ARR/${number}/${year}`;
}

export const HOME = '/nl';
export const JUDGMENTS = '/nl/judgments';
export const SEARCH_RESULTS = '/nl/search/full-text-judgment?term=belasting';
export const COURT_PAGE = '/nl/court/presentation/history-of-the-court';

/** Pages whose loading speed, first-load JavaScript and stylesheets are measured. */
export async function speedPages(baseUrl) {
  return [HOME, JUDGMENTS, await latestJudgment(baseUrl), SEARCH_RESULTS, COURT_PAGE];
}

/** First loads whose JavaScript is counted: the pages above and one page of each other section. */
export async function bundlePages(baseUrl) {
  return [...(await speedPages(baseUrl)), '/nl/media/press-releases-concerning-the-judgments', '/nl/rule'];
}
