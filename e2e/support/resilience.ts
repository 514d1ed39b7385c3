import type { Route } from '@playwright/test';
import type { Locale } from './site';

/** The sections, by their name in /config/remotes.json and in their files' path (`/remotes/{name}/`). */
export type SectionRemote = 'court' | 'decisions' | 'media' | 'rules' | 'search';

/** What the visitor reads when things go wrong, in each language (the `common` texts of the spec's catalogue). */
export const SECTION_DOWN: Record<Locale, string> = {
  en: 'This part of the site is temporarily unavailable',
  nl: 'Dit deel van de website is tijdelijk niet beschikbaar',
  fr: 'Cette partie du site est momentanément indisponible',
  de: 'Dieser Teil der Website ist vorübergehend nicht verfügbar',
};

export const FETCH_FAILED: Record<Locale, string> = {
  en: 'An error occurred while fetching the data.',
  nl: 'Er is een fout opgetreden bij het ophalen van de gegevens.',
  fr: "Une erreur s'est produite lors de la récupération des données.",
  de: 'Beim Abrufen der Daten ist ein Fehler aufgetreten.',
};

export const SERVER_ERROR: Record<Locale, string> = {
  en: 'Something went wrong on our side',
  nl: 'Er ging iets mis aan onze kant',
  fr: 'Un problème est survenu de notre côté',
  de: 'Bei uns ist etwas schiefgelaufen',
};

export const RETRY: Record<Locale, string> = {
  en: 'Try again',
  nl: 'Opnieuw proberen',
  fr: 'Réessayer',
  de: 'Erneut versuchen',
};

export const REFRESH: Record<Locale, string> = {
  en: 'Refresh the page',
  nl: 'Pagina vernieuwen',
  fr: 'Actualiser la page',
  de: 'Seite neu laden',
};

export const LOADING_PAGE: Record<Locale, string> = {
  en: 'Loading the page…',
  nl: 'De pagina wordt geladen…',
  fr: 'Chargement de la page…',
  de: 'Die Seite wird geladen…',
};

/** The start of the shell's offline notice. */
export const OFFLINE: Record<Locale, string> = {
  en: 'You are offline.',
  nl: 'U bent offline.',
  fr: 'Vous êtes hors ligne.',
  de: 'Sie sind offline.',
};

/** The header's language navigation and its first menu (the Court's), by their accessible names. */
export const LANGUAGE_NAV: Record<Locale, string> = { en: 'Language', nl: 'Taal', fr: 'Langue', de: 'Sprache' };
export const MENU_BUTTON: Record<Locale, string> = {
  en: 'The Court',
  nl: 'Het Hof',
  fr: 'La Cour',
  de: 'Der Gerichtshof',
};

/** An API failure as the API sends it: status and the errors envelope. */
export function fulfilWithServerError(route: Route): Promise<void> {
  return route.fulfill({ status: 500, json: { errors: [{ code: 'internal-server-error' }] } });
}
