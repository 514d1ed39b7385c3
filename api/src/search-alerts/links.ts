import type { Locale } from '../domain/model.js';
import { localized, searchPaths } from '@court/site-map';
import { judgmentPath } from '../feeds/site-paths.js';

/**
 * The addresses the alert e-mails link to, on the site as visitors reach it (SITE_URL). The confirmation and
 * unsubscription pages are the site's: they post the token to the API, so that following a link (or a mail
 * scanner fetching it) changes nothing by itself. The one-click address is the API's, through the site.
 */
export class AlertLinks {
  constructor(private readonly siteUrl: string) {}

  confirm(lang: Locale, token: string): string {
    return `${this.siteUrl}${localized(lang, searchPaths.alertConfirmation())}?token=${token}`;
  }

  unsubscribePage(lang: Locale, token: string): string {
    return `${this.siteUrl}${localized(lang, searchPaths.alertUnsubscription())}?token=${token}`;
  }

  /** RFC 8058: a POST to it unsubscribes, with nothing else to send. */
  oneClick(token: string): string {
    return `${this.siteUrl}/api/v1/search-alerts/unsubscribe/${token}`;
  }

  judgment(lang: Locale, year: number, number: number): string {
    return `${this.siteUrl}${judgmentPath(lang, year, number)}`;
  }

  privacy(lang: Locale): string {
    return `${this.siteUrl}/${lang}/privacy-policy`;
  }

  /** The host part of the Message-IDs: the site's name. */
  get domain(): string {
    return new URL(this.siteUrl).hostname;
  }
}
