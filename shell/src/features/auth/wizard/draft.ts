/** What the citizen has typed so far; kept in session storage so a reload or going back loses nothing. */
export interface RegistryDraft {
  rollNumber: string;
  /** The case's subject as the case lookup table gives it, shown from the second step on. */
  caseSubject: string;
  topic: string;
  message: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export const EMPTY_DRAFT: RegistryDraft = {
  rollNumber: '',
  caseSubject: '',
  topic: '',
  message: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
};

const STORAGE_KEY = 'court.auth.registry-draft';

export function loadDraft(): RegistryDraft | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return undefined;
    const parsed = JSON.parse(stored) as Partial<RegistryDraft>;
    const draft = { ...EMPTY_DRAFT };
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof RegistryDraft)[]) {
      if (typeof parsed[key] === 'string') draft[key] = parsed[key];
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: RegistryDraft): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
