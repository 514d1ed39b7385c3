import { settle, type Settled } from '@court/shared';
import { SPEECH_FILTER_WORDS, type Locale } from '@court/runtime';
import type { List, Publication } from '@court/contract';
import type { PublicationList } from '@court/site-map';
import { apiClient } from '../../../lib/api-client';

export type { Publication };

/** The API's largest page: the court has published a few dozen documents of each kind at most. */
const PAGE_SIZE = 100;

const SPEECH_TITLE = new RegExp(`(?:^|[^\\p{L}])(?:${SPEECH_FILTER_WORDS.join('|')})(?:$|[^\\p{L}])`, 'iu');

/** Whether a title names a speech: it contains one of the spec's speech words (Speech, Toespraak, Rede…). */
export function isSpeechTitle(title: string | null): boolean {
  return title !== null && SPEECH_TITLE.test(title);
}

export interface PublicationsData {
  kind: PublicationList;
  publications: Settled<Publication[]>;
}

/** `/court/publications/{kind}`: the documents of that kind, newest first; speeches by their title's words. */
export async function loadPublications(locale: Locale, kind: PublicationList): Promise<PublicationsData> {
  const publications = await settle(
    apiClient
      .get<List<Publication>>(`/publications/${kind}`, { params: { lang: locale, pageSize: PAGE_SIZE } })
      .then(({ data }) => (kind === 'speeches' ? data.items.filter((item) => isSpeechTitle(item.title)) : data.items)),
  );
  return { kind, publications };
}
