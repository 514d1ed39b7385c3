import { setUpTestI18n } from '@court/shared/testing';
import type { Locale } from '@court/runtime';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import nl from '../locales/nl.json';
import { SECTION_NAMESPACE } from '../config/i18n';

const BUNDLES = { de, en, fr, nl };

/** The shared i18n instance with the section's real texts in a language. */
export function setUpSectionI18n(locale: Locale): void {
  setUpTestI18n(locale, { [SECTION_NAMESPACE]: BUNDLES[locale] });
}
