/**
 * robots.txt: crawl the pages and documents, not the API (its feeds and the documented API are for programs
 * that follow the court on purpose), the content query, or the login, admin, mailing and press console pages.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_content/',
    'Disallow: /*/auth/',
    'Disallow: /*/admin',
    'Disallow: /*/logout',
    'Disallow: /*/mailing/',
    'Disallow: /*/media/console',
    'Disallow: /sorry',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
