import { TextSearchPage } from '../../features/text-search/components/text-search-page';
import { answerAlertForm } from '../../lib/alert-submission';
import { textSearchLoader } from './text-search-route';

/** Route module of `/search/judgment-keyword-summary`. */
export const loader = textSearchLoader('judgment-keyword-summary');
export const action = answerAlertForm;
export const Component = TextSearchPage;
