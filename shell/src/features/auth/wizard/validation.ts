import type { RegistryDraft } from './draft';

export const STEPS = ['case', 'message', 'contact', 'review'] as const;
export type StepName = (typeof STEPS)[number];

export type FieldName = Exclude<keyof RegistryDraft, 'caseSubject'>;
/** Keys of the messages in the auth namespace (`wizard.errors.*`). */
export type FieldErrors = Partial<Record<FieldName, string>>;

export const LIMITS = { topic: 200, message: 5000, contactName: 200 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{6,30}$/;

/** The same rules the API applies (routes/auth/schemas.ts), checked before the citizen moves on. */
export function validateStep(step: StepName, draft: RegistryDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'case') {
    if (!draft.rollNumber.trim()) errors.rollNumber = 'rollNumberRequired';
    else if (!/^[0-9]{1,6}$/.test(draft.rollNumber.trim())) errors.rollNumber = 'rollNumberFormat';
  }
  if (step === 'message') {
    if (!draft.topic.trim()) errors.topic = 'topicRequired';
    else if (draft.topic.length > LIMITS.topic) errors.topic = 'topicTooLong';
    if (!draft.message.trim()) errors.message = 'messageRequired';
    else if (draft.message.length > LIMITS.message) errors.message = 'messageTooLong';
  }
  if (step === 'contact') {
    if (!draft.contactName.trim()) errors.contactName = 'nameRequired';
    else if (draft.contactName.length > LIMITS.contactName) errors.contactName = 'nameTooLong';
    if (!draft.contactEmail.trim()) errors.contactEmail = 'emailRequired';
    else if (!EMAIL.test(draft.contactEmail.trim())) errors.contactEmail = 'emailInvalid';
    if (draft.contactPhone.trim() && !PHONE.test(draft.contactPhone.trim())) errors.contactPhone = 'phoneInvalid';
  }
  return errors;
}

/** The first step that is not complete, so that a step in the address cannot skip an unfinished one. */
export function firstIncompleteStep(draft: RegistryDraft): number {
  const index = STEPS.findIndex(
    (step) => Object.keys(validateStep(step, draft)).length > 0 || (step === 'case' && !draft.caseSubject),
  );
  return index === -1 ? STEPS.length - 1 : index;
}
