type ParamValue = string | number | boolean | readonly string[] | undefined | null;

/**
 * A search's parameters as the API reads them: list parameters repeat their name
 * (`judgmentType=A&judgmentType=B`), empty ones are left out.
 */
export function toSearchParams(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, ParamValue>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.set(name, String(value));
  }
  return search;
}
