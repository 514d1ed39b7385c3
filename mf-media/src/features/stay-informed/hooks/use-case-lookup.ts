import { useEffect, useRef, useState } from 'react';
import { fetchCase, type CaseLookup } from '../api/case-lookup';
import type { LinkedCase } from '../api/load-stay-informed';
import { isRollNumber } from '../validation';

export type CaseLookupState =
  | { status: 'idle' }
  | { status: 'loading'; rollNumber: string }
  | { status: 'found'; rollNumber: string; entry: CaseLookup }
  | { status: 'missing'; rollNumber: string }
  | { status: 'error'; rollNumber: string };

/** Waits for the visitor to stop typing before asking, so a roll number typed digit by digit is one request. */
const TYPING_PAUSE_MS = 350;

function fromLinked(linked: LinkedCase | undefined): CaseLookupState {
  if (!linked) return { status: 'idle' };
  const { rollNumber, entry } = linked;
  if (entry === 'error') return { status: 'error', rollNumber };
  return entry ? { status: 'found', rollNumber, entry } : { status: 'missing', rollNumber };
}

/**
 * The case a roll number names, looked up in the case lookup table while the visitor types. Starts from the
 * case the page's loader already looked up (the roll number of the link that led here).
 */
export function useCaseLookup(rollNumber: string, linked: LinkedCase | undefined): CaseLookupState {
  const [state, setState] = useState<CaseLookupState>(() => fromLinked(linked));
  const wanted = rollNumber.trim();
  // The loader's answer stands for the roll number of the link; any other one is asked for.
  const answered = useRef(linked?.rollNumber);

  useEffect(() => {
    if (!isRollNumber(wanted)) {
      answered.current = undefined;
      setState({ status: 'idle' });
      return;
    }
    if (answered.current === wanted) return;
    answered.current = undefined;
    let current = true;
    setState({ status: 'loading', rollNumber: wanted });
    const timer = window.setTimeout(() => {
      fetchCase(wanted).then(
        (entry) => {
          if (current)
            setState(
              entry ? { status: 'found', rollNumber: wanted, entry } : { status: 'missing', rollNumber: wanted },
            );
        },
        () => current && setState({ status: 'error', rollNumber: wanted }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [wanted]);

  return state;
}
