import { toApiError, type ApiClient } from '@court/runtime';
import type { CaseLookup, CaseLookupParams } from '@court/contract';
import { optionalApiClient } from '../../../lib/api-client';

export type { CaseLookup };

/** The case lookup entry of a roll number; null when the court has no case with it. */
export async function fetchCase(rollNumber: string, client: ApiClient = optionalApiClient): Promise<CaseLookup | null> {
  const params: CaseLookupParams = { rollNumber };
  try {
    const { data } = await client.get<CaseLookup>('/newsletter/get-encinz', { params });
    return data;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}
