import { LOCALES } from '@court/contract/schemas/common';

/** `https://site/{lang}/auth/callback` → the callback of each language, as registered at the provider. */
export function expandRedirectUris(templates: string[]): string[] {
  return templates.flatMap((template) =>
    template.includes('{lang}') ? LOCALES.map((lang) => template.replace('{lang}', lang)) : [template],
  );
}

/** After logout the provider sends the citizen to /{lang}/logout beside the callback they logged in through. */
export function postLogoutUriFor(redirectUri: string): string {
  return redirectUri.replace(/auth\/callback$/, 'logout');
}
