import { type Locale } from '@court/runtime';
import { fetchContent, settle, type Settled } from '@court/shared';
import { courtPaths } from '@court/site-map';

/** The registry's e-mail address, as the contact page's content states it in this language. */
export function getRegistryEmail(locale: Locale): Promise<Settled<string | undefined>> {
  return settle(
    fetchContent(locale, courtPaths.legal('contacts'), {}, { optional: true }).then(({ email }) =>
      typeof email === 'string' ? email : undefined,
    ),
  );
}
