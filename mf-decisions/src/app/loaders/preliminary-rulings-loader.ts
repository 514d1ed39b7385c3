import { settle, type Settled } from '@court/shared';
import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import {
  getPreliminaryRulings,
  type CjeuReferralList,
} from '../../features/preliminary-rulings/api/get-preliminary-rulings';

/** `/judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union`. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Settled<CjeuReferralList>> {
  return settle(getPreliminaryRulings(localeOfParams(params)));
}
