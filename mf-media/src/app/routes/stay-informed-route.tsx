import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadStayInformed } from '../../features/stay-informed/api/load-stay-informed';
import { answerMailingForm } from '../../features/stay-informed/api/subscription-submission';
import { StayInformedPage } from '../../features/stay-informed/components/stay-informed-page';
import { isRollNumber } from '../../features/stay-informed/validation';
import { STAY_INFORMED_PARAMS } from '@court/site-map';

/** The roll number of the link that led here (a pending case's "follow this case"), when it is one. */
export function linkedRollNumber(request: Request): string | undefined {
  const value = new URL(request.url).searchParams.get(STAY_INFORMED_PARAMS.rollNumber);
  return isRollNumber(value) ? value.trim() : undefined;
}

/** Route module of `/stay-informed`. */
export const loader = (args: LoaderFunctionArgs) =>
  loadStayInformed(localeOfParams(args.params), linkedRollNumber(args.request));

/** A subscription posted by a browser that runs no script. */
export const action = answerMailingForm;

export const Component = StayInformedPage;
