import { buttonClass, useEnhanced } from '@court/shared';
import { useSearchForm } from '../form/search-form-context';
import styles from './results.module.css';

/**
 * Submits the search form the results belong to (`form=`), for a visitor whose scripts have not run: with them,
 * a facet ticked or another order chosen applies at once and the button is not drawn. Drawn on the server and in
 * the render that hydrates it, so both draw the same markup.
 */
export function ApplyButton({ label }: { label: string }) {
  const { formId } = useSearchForm();
  const enhanced = useEnhanced();
  if (enhanced) return null;
  return (
    <button type="submit" form={formId} className={`${buttonClass('secondary')} ${styles.apply}`}>
      {label}
    </button>
  );
}
