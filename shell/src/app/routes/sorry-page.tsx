import { useDescriptionMeta, useDocumentTitle, useLocation, useNavigate } from '@court/runtime';
import { ErrorCard } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { detectVisitorLocale } from '../../features/locale/locale-loader';

/** `/sorry`: the server error page, outside the language prefix (spec section 2). */
export function SorryPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('errors.serverError'));
  // Outside the page frame, which otherwise writes the description (the card's text).
  useDescriptionMeta(t('siteDescription'));
  const navigate = useNavigate();
  // Reloading /sorry would only show it again: "refresh" goes back to the page that failed, when the visitor
  // came from one (the first address of a visit has the key "default").
  const cameFromPage = useLocation().key !== 'default';
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorCard
        status={500}
        heading={t('errors.serverError')}
        text={t('errors.serverErrorText')}
        homeHref={`/${detectVisitorLocale()}`}
        onRefresh={cameFromPage ? () => void navigate(-1) : undefined}
      />
    </main>
  );
}
