type HeaderSet = Record<string, string | undefined> | undefined;

/**
 * Headers merged in order: a later one replaces an earlier one of the same name, whatever the case of either
 * (HTTP names are case-insensitive), and keeps the spelling it was given. Undefined values are left out.
 */
export function mergeHeaders(...sets: HeaderSet[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const set of sets)
    for (const [name, value] of Object.entries(set ?? {})) {
      if (value === undefined) continue;
      for (const known of Object.keys(merged)) if (known.toLowerCase() === name.toLowerCase()) delete merged[known];
      merged[name] = value;
    }
  return merged;
}
