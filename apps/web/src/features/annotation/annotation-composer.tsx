import { STEP_LIMITS } from '@stepwise/contracts';
import { Button, TextField } from '@stepwise/ui';
import type { FormEvent } from 'react';
import { annotationTexts } from './texts';

export interface AnnotationComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Whether a shape is drawn and waiting for its text. */
  hasShape: boolean;
  onSubmit: () => void;
}

/**
 * The text of the next annotation and its Submit button, which appears once text exists and stays
 * disabled until a shape is drawn (spec 2 "Annotation popups"). Enter submits too.
 */
export function AnnotationComposer({
  text,
  onTextChange,
  hasShape,
  onSubmit,
}: AnnotationComposerProps) {
  const hasText = text.trim() !== '';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasText && hasShape) onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2">
      <TextField
        className="min-w-0 flex-1"
        label={annotationTexts.textLabel}
        value={text}
        maxLength={STEP_LIMITS.annotationText}
        autoComplete="off"
        onChange={(event) => onTextChange(event.target.value)}
      />
      {hasText ? (
        <Button type="submit" disabled={!hasShape}>
          {annotationTexts.submit}
        </Button>
      ) : null}
    </form>
  );
}
