import { TextSearchPage } from '../../features/text-search/components/text-search-page';
import { answerAlertForm } from '../../lib/alert-submission';
import { textSearchLoader } from './text-search-route';

/** Route module of `/search/full-text-judgment`. */
export const loader = textSearchLoader('full-text-judgment');
export const action = answerAlertForm;
export const Component = TextSearchPage;
