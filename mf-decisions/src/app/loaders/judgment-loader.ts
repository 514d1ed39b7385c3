import { ApiError, data, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { getJudgment, type JudgmentDetail } from '../../features/judgment-detail/api/get-judgment';
import { isCanonical, parseJudgmentRef, type JudgmentRef } from '../../features/judgment-detail/api/permalink';

export type JudgmentPageData =
  | { kind: 'judgment'; judgment: JudgmentDetail }
  /** The court withdrew it: the page says so (the server answers 410 Gone). */
  | { kind: 'withdrawn'; ref: JudgmentRef }
  /** A tolerated form of the permalink: the page sends the visitor on to the canonical one, keeping `#B.7.3`. */
  | { kind: 'redirect'; ref: JudgmentRef };

const notFound = () => data('This page could not be found', { status: 404 });

/** `/ARR/{number}/{year}` (and the forms people write it in): one judgment. */
export async function loader({ params }: LoaderFunctionArgs): Promise<JudgmentPageData> {
  const ref = parseJudgmentRef(params.first, params.second);
  if (!ref) throw notFound();
  if (!isCanonical(ref, params.first, params.second)) return { kind: 'redirect', ref };
  try {
    return { kind: 'judgment', judgment: await getJudgment(ref.year, ref.number, localeOfParams(params)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return { kind: 'withdrawn', ref };
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
