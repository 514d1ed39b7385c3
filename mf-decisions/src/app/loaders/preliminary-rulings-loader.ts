import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import {
  getPreliminaryRulings,
  type CjeuReferralList,
} from '../../features/preliminary-rulings/api/get-preliminary-rulings';
import { settle, type Loaded } from '../../lib/settle';

/** `/judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union`. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Loaded<CjeuReferralList>> {
  return settle(getPreliminaryRulings(localeOfParams(params)));
}
