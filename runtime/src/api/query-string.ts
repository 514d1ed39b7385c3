function searchParams(params: object): URLSearchParams {
  if (params instanceof URLSearchParams) return params;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, unknown][])
    for (const item of [value].flat())
      if (item !== undefined && item !== null) search.append(name, String(item as string | number | boolean));
  return search;
}

/**
 * The query of a request as the API's schemas read it: a list repeats its name (`judgmentType=A&judgmentType=B`),
 * an undefined or null value is left out, and `URLSearchParams` go as they are. With its `?`, or empty.
 */
export function queryString(params?: object): string {
  const text = params ? String(searchParams(params)) : '';
  return text ? `?${text}` : '';
}
