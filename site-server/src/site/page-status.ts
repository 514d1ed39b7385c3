import { courtPaths, ownerOfPath, PERMALINK_SEGMENT, SITE_LANGUAGES } from '@court/site-map';
import type { ApiClient } from '../api-client.js';

const LANG = `(${SITE_LANGUAGES.join('|')})`;
/** The permalink of a judgment: `/{lang}/ARR/{number}/{year}`. */
const PERMALINK = new RegExp(`^/${LANG}/${PERMALINK_SEGMENT}/(\\d{1,4})/(\\d{4})/?$`);
/** A member's page: `/{lang}/court/presentation/members/{id}`. */
const MEMBER = new RegExp(`^/${LANG}/${courtPaths.member('')}([^/]+)/?$`);

/** The API resource behind an item's page, whose status is the page's; undefined for other pages. */
function itemResource(pathname: string): string | undefined {
  const judgment = PERMALINK.exec(pathname);
  if (judgment) return `/api/v1/juris/judgments/${judgment[3]}/${judgment[2]}?lang=${judgment[1]}`;
  const member = MEMBER.exec(pathname);
  if (member) return `/api/v1/members/${member[2]}?lang=${member[1]}`;
  return undefined;
}

/**
 * The HTTP status of a page: 404 for an address nobody owns; as the API answers for the item it shows: 404
 * for a judgment or member it does not know, 410 Gone for a judgment the court withdrew; 200 otherwise (also
 * when the API cannot say: the page is drawn as usual and says what it can).
 */
export async function pageStatus(api: ApiClient, pathname: string): Promise<number> {
  if (pathname !== '/sorry' && !ownerOfPath(pathname)) return 404;
  const resource = itemResource(pathname);
  if (!resource) return 200;
  const status = await api.status(resource);
  return status === 404 || status === 410 ? status : 200;
}
