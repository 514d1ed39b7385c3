/**
 * The API's answers a page was drawn with on the server, handed to the browser inside the page's HTML (a JSON
 * data block): the browser's first render then runs its loaders on the very same data without asking the API
 * again, draws the very markup the server sent and hydrates it instead of drawing another page over it. Each
 * answer serves once, the first load's; every later request asks the API.
 */

import { scriptSafeJson } from '../data/script-json';

/** Answers by the address they were asked at, relative to the site (`/api/v1/juris/judgments?lang=nl`). */
export type FirstLoadAnswers = Record<string, unknown>;

/** Id of the `<script type="application/json">` block that carries them in the page. */
export const FIRST_LOAD_ANSWERS_ID = 'first-load-answers';

let recorded: FirstLoadAnswers | undefined;
let transferred: Map<string, unknown> | undefined;

/** On the server, before a page is drawn: from now on the successful GET answers are kept. */
export function startRecordingAnswers(): void {
  recorded = {};
}

/** On the server, once the page is drawn: the answers it was drawn with; recording stops. */
export function takeRecordedAnswers(): FirstLoadAnswers {
  const answers = recorded ?? {};
  recorded = undefined;
  return answers;
}

/** Keeps an answer while a page is being drawn on the server. */
export function recordAnswer(address: string, data: unknown): void {
  if (recorded && !(address in recorded)) recorded[address] = data;
}

function transferredAnswers(): Map<string, unknown> {
  if (transferred) return transferred;
  transferred = new Map();
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_LOAD_ANSWERS_ID);
  try {
    const answers: unknown = JSON.parse(block?.textContent ?? '{}');
    if (answers && typeof answers === 'object') for (const entry of Object.entries(answers)) transferred.set(...entry);
  } catch {
    // A damaged block costs a request per answer, nothing else.
  }
  return transferred;
}

/** In the browser: the answer the page was drawn with for this address, once; undefined after or without. */
export function takeTransferredAnswer(address: string): { data: unknown } | undefined {
  const answers = transferredAnswers();
  if (!answers.has(address)) return undefined;
  const data = answers.get(address);
  answers.delete(address);
  return { data };
}

/** Forgets what the page brought (tests). */
export function resetFirstLoadAnswers(): void {
  recorded = undefined;
  transferred = undefined;
}

/** The data block for a page's HTML: JSON that no `</script>` or line separator inside an answer can break out of. */
export function firstLoadAnswersScript(answers: FirstLoadAnswers): string {
  return `<script type="application/json" id="${FIRST_LOAD_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
}
