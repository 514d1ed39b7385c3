import { COMMON_NAMESPACE, loadTranslations, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { getApiDescription } from './api/get-api-description';
import { getRegistryEmail } from './api/get-registry-contact';
import { OpenDataPage, type OpenDataData } from './components/open-data-page';
import { OPEN_DATA_NAMESPACE } from './i18n';

/** Route module of `/court/open-data`: its texts, the API's description and the registry's address load together. */
export async function loader({ params }: LoaderFunctionArgs): Promise<OpenDataData> {
  const locale = localeOfParams(params);
  const [description, registryEmail] = await Promise.all([
    getApiDescription(),
    getRegistryEmail(locale),
    loadTranslations(locale, [COMMON_NAMESPACE, OPEN_DATA_NAMESPACE]),
  ]);
  return { description, registryEmail };
}

export const Component = OpenDataPage;
