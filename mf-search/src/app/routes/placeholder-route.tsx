import { SectionPlaceholder } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../config/i18n';

function PlaceholderPage() {
  const { t } = useTranslation(SECTION_NAMESPACE);
  return <SectionPlaceholder title={t('sectionTitle')} />;
}

export const Component = PlaceholderPage;
