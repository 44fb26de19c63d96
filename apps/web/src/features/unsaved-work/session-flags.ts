import {
  parseStoredFlags,
  UNSAVED_WORK_STORAGE_KEY,
  type UnsavedWorkFacts,
} from '@stepwise/machines';

/** The unsaved-work flags in session storage (spec 4: kept there, cleared on save). */

export function readStoredFlags(storage: Storage = sessionStorage): UnsavedWorkFacts | null {
  try {
    const raw = storage.getItem(UNSAVED_WORK_STORAGE_KEY);
    return raw === null ? null : parseStoredFlags(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeStoredFlags(facts: UnsavedWorkFacts, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(UNSAVED_WORK_STORAGE_KEY, JSON.stringify(facts));
  } catch {
    // Storage full or blocked: the guard still works for this page, it just is not restored.
  }
}

export function clearStoredFlags(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(UNSAVED_WORK_STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
