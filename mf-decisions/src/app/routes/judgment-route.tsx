import { useLoaderData } from '@court/runtime';
import { JudgmentPage } from '../../features/judgment-detail/components/judgment-page';
import type { JudgmentPageData } from '../loaders/judgment-loader';

/** Route module of the permalink `/ARR/{number}/{year}`. */
export function Component() {
  return <JudgmentPage {...(useLoaderData() as JudgmentPageData)} />;
}
