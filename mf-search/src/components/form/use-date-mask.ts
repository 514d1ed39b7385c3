import { useCallback } from 'react';
import { Maskito } from '@maskito/core';
import { maskitoDate } from '@maskito/kit';
import type { Locale } from '@court/runtime';
import { dateSeparator } from '../../lib/dates';

/**
 * Input masking of a date field: the visitor types digits and the separators appear as their language writes
 * them (`31/01/2024`, `31.01.2024`); a day or month that cannot exist cannot be typed. The returned ref attaches
 * the mask to the input and removes it when the input goes.
 */
export function useDateMask(locale: Locale): (input: HTMLInputElement | null) => (() => void) | undefined {
  const separator = dateSeparator(locale);
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return undefined;
      const mask = new Maskito(input, maskitoDate({ mode: 'dd/mm/yyyy', separator }));
      return () => mask.destroy();
    },
    [separator],
  );
}
