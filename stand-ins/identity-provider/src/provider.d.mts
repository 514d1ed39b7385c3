export const LEVEL_300: string;
export function newSigningKey(): Record<string, unknown> & { kid: string };
export function expandLanguages(templates: string[]): string[];
