import { COMMON_NAMESPACE, loadTranslations, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { getApiDescription } from './api/get-api-description';
import { OpenDataPage } from './components/open-data-page';
import { OPEN_DATA_NAMESPACE } from './i18n';

/** Route module of `/court/open-data`: its texts and the API's description load together. */
export async function loader({ params }: LoaderFunctionArgs) {
  const [description] = await Promise.all([
    getApiDescription(),
    loadTranslations(localeOfParams(params), [COMMON_NAMESPACE, OPEN_DATA_NAMESPACE]),
  ]);
  return description;
}

export const Component = OpenDataPage;
