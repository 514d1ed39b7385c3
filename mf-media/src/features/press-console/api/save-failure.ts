import { ApiError } from '@court/runtime';
import { LOGIN_EXPIRED } from './publishing-fetch';
import type { FormProblem } from './release-form';

/** Why a write did not happen, as the editor tells the officer (what they typed stays in the form). */
export type SaveFailure =
  | { kind: 'invalid'; problems: FormProblem[] }
  | { kind: 'conflict' }
  | { kind: 'login-expired' }
  | { kind: 'network' }
  | { kind: 'server'; status: number };

/** The form's field for a body path of the API's errors (`/title/nl` → `title-nl`). */
function fieldOfPath(path: string | undefined): string {
  const [head, lang] = (path ?? '').split('/').filter(Boolean);
  if ((head === 'title' || head === 'body') && lang) return `${head}-${lang}`;
  const fields: Record<string, string> = {
    kind: 'release-type',
    date: 'release-date',
    judgment: 'judgment-number',
    rollNumber: 'roll-number',
    publishAt: 'publish-date',
  };
  return fields[head ?? ''] ?? 'release-type';
}

export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { kind: 'server', status: 0 };
  if (error.code === LOGIN_EXPIRED) return { kind: 'login-expired' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 412) return { kind: 'conflict' };
  if (error.status === 400) {
    const problems = (error.errors as { code: string; path?: string }[]).map((item) => ({
      field: fieldOfPath(item.path),
      code: 'invalidField',
    }));
    return { kind: 'invalid', problems };
  }
  return { kind: 'server', status: error.status };
}
