import type { LoaderFunctionArgs } from '@court/shared';
import {
  getPreliminaryRulings,
  type CjeuReferralList,
} from '../../features/preliminary-rulings/api/get-preliminary-rulings';
import { localeParam } from '../../lib/locale-param';
import { settle, type Loaded } from '../../lib/settle';

/** `/judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union`. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Loaded<CjeuReferralList>> {
  return settle(getPreliminaryRulings(localeParam(params)));
}
