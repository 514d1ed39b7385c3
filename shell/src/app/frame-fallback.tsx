import { LoadingState } from '@court/shared';
import { SiteLayout } from './site-layout';

/**
 * What the first load shows while the page's section and data arrive: the whole frame, with a loading state
 * where the page will be, so the header and footer appear at once and nothing jumps when the page comes.
 */
export function FrameFallback() {
  return (
    <SiteLayout>
      <LoadingState />
    </SiteLayout>
  );
}
