import { detectFileKind, UPLOAD_RULES, type UploadPurpose } from '@stepwise/contracts';

export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

/**
 * Checks a file against its purpose's type and size rules before any byte goes out.
 * Returns the spec's message for the first rule it breaks, or null when it may be uploaded.
 */
export function uploadRefusal(purpose: UploadPurpose, file: UploadCandidate): string | null {
  const rule = UPLOAD_RULES[purpose];
  if (rule.kind && detectFileKind(file.name, file.type) !== rule.kind) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge(file.name);
  return null;
}
