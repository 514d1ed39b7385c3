/**
 * The API's answers a page was drawn with on the server, handed to the browser inside the page's HTML (a JSON
 * data block): the browser's first render then runs its loaders on the very same data without asking the API
 * again, draws the very markup the server sent and hydrates it instead of drawing another page over it. Each
 * answer serves once, the first load's; every later request asks the API.
 */

import { scriptSafeJson } from '../data/script-json';
import type { ApiErrorItem } from './api-error';

/** Answers by the address they were asked at, relative to the site (`/api/v1/juris/judgments?lang=nl`). */
export type FirstLoadAnswers = Record<string, unknown>;

/**
 * A request the API refused for what it asked (400: a search text it cannot read): the page shows the refusal
 * (beside the field), the browser's first render meets the same one and draws the same page.
 */
export interface RefusedAnswer {
  status: number;
  errors: ApiErrorItem[];
}

/** Refusals by the address they were asked at. */
export type FirstLoadRefusals = Record<string, RefusedAnswer>;

/** Ids of the `<script type="application/json">` blocks that carry them in the page. */
export const FIRST_LOAD_ANSWERS_ID = 'first-load-answers';
export const FIRST_LOAD_REFUSALS_ID = 'first-load-refusals';

let recorded: { answers: FirstLoadAnswers; refusals: FirstLoadRefusals } | undefined;
let transferred: { answers: Map<string, unknown>; refusals: Map<string, unknown> } | undefined;

/** On the server, before a page is drawn: from now on the GET answers and refusals are kept. */
export function startRecordingAnswers(): void {
  recorded = { answers: {}, refusals: {} };
}

/** On the server, once the page is drawn: the answers it was drawn with; recording stops. */
export function takeRecordedAnswers(): FirstLoadAnswers {
  const answers = recorded?.answers ?? {};
  recorded = undefined;
  return answers;
}

/** On the server, before `takeRecordedAnswers`: the refusals the page was drawn with. */
export function takeRecordedRefusals(): FirstLoadRefusals {
  return recorded?.refusals ?? {};
}

/** Keeps an answer while a page is being drawn on the server. */
export function recordAnswer(address: string, data: unknown): void {
  if (recorded && !(address in recorded.answers)) recorded.answers[address] = data;
}

/** Keeps a refusal while a page is being drawn on the server. */
export function recordRefusal(address: string, refusal: RefusedAnswer): void {
  if (recorded && !(address in recorded.refusals)) recorded.refusals[address] = refusal;
}

function readBlock(id: string): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  const block = typeof document === 'undefined' ? null : document.getElementById(id);
  try {
    const answers: unknown = JSON.parse(block?.textContent ?? '{}');
    if (answers && typeof answers === 'object') for (const entry of Object.entries(answers)) entries.set(...entry);
  } catch {
    // A damaged block costs a request per answer, nothing else.
  }
  return entries;
}

function transferredAnswers() {
  transferred ??= { answers: readBlock(FIRST_LOAD_ANSWERS_ID), refusals: readBlock(FIRST_LOAD_REFUSALS_ID) };
  return transferred;
}

function takeOnce(entries: Map<string, unknown>, address: string): { data: unknown } | undefined {
  if (!entries.has(address)) return undefined;
  const data = entries.get(address);
  entries.delete(address);
  return { data };
}

/** In the browser: the answer the page was drawn with for this address, once; undefined after or without. */
export function takeTransferredAnswer(address: string): { data: unknown } | undefined {
  return takeOnce(transferredAnswers().answers, address);
}

const isRefusal = (value: unknown): value is RefusedAnswer =>
  typeof (value as RefusedAnswer | null)?.status === 'number' && Array.isArray((value as RefusedAnswer).errors);

/** In the browser: the refusal the page was drawn with for this address, once; undefined after or without. */
export function takeTransferredRefusal(address: string): RefusedAnswer | undefined {
  const taken = takeOnce(transferredAnswers().refusals, address);
  return taken && isRefusal(taken.data) ? taken.data : undefined;
}

/** Forgets what the page brought (tests). */
export function resetFirstLoadAnswers(): void {
  recorded = undefined;
  transferred = undefined;
}

/**
 * The data blocks for a page's HTML (the refusals' only when there are some): JSON that no `</script>` or line
 * separator inside an answer can break out of.
 */
export function firstLoadAnswersScript(answers: FirstLoadAnswers, refusals: FirstLoadRefusals = {}): string {
  const block = (id: string, data: object) =>
    `<script type="application/json" id="${id}">${scriptSafeJson(data)}</script>`;
  return (
    block(FIRST_LOAD_ANSWERS_ID, answers) +
    (Object.keys(refusals).length > 0 ? block(FIRST_LOAD_REFUSALS_ID, refusals) : '')
  );
}
