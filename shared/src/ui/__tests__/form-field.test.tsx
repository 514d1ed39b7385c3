import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithLocale, setUpTestI18n } from '../../../testing';
import { Choice, ChoiceFieldset, FormField } from '../form-field';

describe('form field', () => {
  it('ties the control to its label, its hint and its error, which a screen reader hears as an error', () => {
    setUpTestI18n('nl');
    renderWithLocale(
      <FormField id="roll" label="Rolnummer" hint="Bijvoorbeeld 8123" error="Vul een rolnummer in" width="short">
        {(control) => <input {...control} />}
      </FormField>,
      'nl',
    );
    const input = screen.getByRole('textbox', { name: 'Rolnummer' });
    expect(input).toHaveAccessibleDescription('Bijvoorbeeld 8123 Fout: Vul een rolnummer in');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.className).not.toBe('');
  });

  it('leaves a field without error unmarked', () => {
    setUpTestI18n('en');
    renderWithLocale(
      <FormField id="email" label="E-mail">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('groups choices under their question, described by its error', () => {
    setUpTestI18n('en');
    renderWithLocale(
      <ChoiceFieldset id="kind" legend="Kind" error="Choose a kind">
        <Choice type="radio" name="kind" value="a">
          General
        </Choice>
      </ChoiceFieldset>,
    );
    const group = screen.getByRole('group', { name: 'Kind' });
    expect(group).toHaveAccessibleDescription('Error: Choose a kind');
    expect(screen.getByRole('radio', { name: 'General' })).toBeInTheDocument();
  });
});
