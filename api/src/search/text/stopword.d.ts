declare module 'stopword' {
  /** The function words of a language (ISO 639-3 names), in lower case. */
  export const nld: string[];
  export const fra: string[];
  export const deu: string[];
  export const eng: string[];
}
