import type { ContentDocument } from '@court/shared';

export interface ContactDetails {
  email?: string;
  phone?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The `email` and `phone` fields of a block's front matter, when they are there. */
export function contactDetailsOf(document: ContentDocument): ContactDetails {
  return { email: text(document.email), phone: text(document.phone) };
}

/** A telephone number as a `tel:` link wants it: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
