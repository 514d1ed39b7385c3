import { ErrorCard, useDescriptionMeta, useDocumentTitle } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { detectVisitorLocale } from '../../features/locale/locale-loader';

/** `/sorry`: the server error page, outside the language prefix (spec section 2). */
export function SorryPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('errors.serverError'));
  // Outside the page frame, which otherwise writes the description (the card's text).
  useDescriptionMeta(t('siteDescription'));
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorCard
        status={500}
        heading={t('errors.serverError')}
        text={t('errors.serverErrorText')}
        homeHref={`/${detectVisitorLocale()}`}
      />
    </main>
  );
}
