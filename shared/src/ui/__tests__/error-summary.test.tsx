import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithLocale, setUpTestI18n } from '../../../testing';
import { ErrorSummary } from '../error-summary';

const errors = [{ field: 'email', message: 'Enter an e-mail address' }];

function Form({ attempt }: { attempt: number }) {
  return (
    <form>
      <ErrorSummary id="form-errors" errors={errors} attempt={attempt} />
      <label htmlFor="email">E-mail address</label>
      <input id="email" />
    </form>
  );
}

describe('error summary', () => {
  it('says there is a problem in the page language and links to each field, which takes the focus', () => {
    setUpTestI18n('fr');
    renderWithLocale(<Form attempt={1} />, 'fr');
    const summary = screen.getByRole('alert', { name: 'Il y a un problème' });
    expect(summary).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Enter an e-mail address' }));
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });

  it('leaves the focus be for errors that came with the page, and takes it at the next attempt', () => {
    setUpTestI18n('en');
    const { rerender } = renderWithLocale(<Form attempt={0} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).not.toHaveFocus();
    rerender(<Form attempt={1} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });
});
