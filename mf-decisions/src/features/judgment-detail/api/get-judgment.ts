import type { Locale } from '@court/runtime';
import type { JudgmentDetail, JudgmentLink, JudgmentParagraph } from '@court/contract';
import { decisionsApi } from '../../../lib/api-client';

export type { JudgmentDetail, JudgmentLink, JudgmentParagraph };

/** `GET /juris/judgments/{year}/{number}`: one judgment with its full text in the language, if it has one. */
export async function getJudgment(year: number, number: number, locale: Locale): Promise<JudgmentDetail> {
  const { data } = await decisionsApi.get<JudgmentDetail>(`/juris/judgments/${year}/${number}`, {
    params: { lang: locale },
  });
  return data;
}
