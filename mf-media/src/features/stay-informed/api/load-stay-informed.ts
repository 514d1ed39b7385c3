import { type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult } from '@court/shared';
import { STAY_INFORMED_BLOCK } from '../paths';
import { fetchCase, type CaseLookup } from './case-lookup';

/** The case named in the link the visitor followed, looked up with the text so the page renders complete. */
export type LinkedCase = { rollNumber: string; entry: CaseLookup | null | 'error' };

export interface StayInformedData {
  content: ContentResult;
  linkedCase: LinkedCase | undefined;
}

export async function loadStayInformed(locale: Locale, rollNumber: string | undefined): Promise<StayInformedData> {
  const [content, linkedCase] = await Promise.all([
    loadContentDocument(locale, STAY_INFORMED_BLOCK),
    rollNumber === undefined
      ? undefined
      : fetchCase(rollNumber).then(
          (entry): LinkedCase => ({ rollNumber, entry }),
          (): LinkedCase => ({ rollNumber, entry: 'error' }),
        ),
  ]);
  return { content, linkedCase };
}
