import {
  type ChangeEvent,
  type ChangeEventHandler,
  type ClipboardEvent,
  type ClipboardEventHandler,
  type ReactElement,
  useState,
} from 'react';
import { cn } from './cn';

/** The counter shows from this share of the limit on ("96/120"). */
export const COUNTER_FROM_SHARE = 0.8;

type TextElement = HTMLInputElement | HTMLTextAreaElement;
type FieldValue = string | number | readonly string[] | undefined;

export interface CharacterLimitOptions<E extends TextElement> {
  /** The field's id; the counter's id is derived from it. */
  fieldId: string;
  /** The most characters the field takes (the input's `maxLength`); no counter without it. */
  maxLength?: number | undefined;
  value?: FieldValue;
  defaultValue?: FieldValue;
  onChange?: ChangeEventHandler<E> | undefined;
  onPaste?: ClipboardEventHandler<E> | undefined;
}

export interface CharacterLimit<E extends TextElement> {
  /** The counter element, or null while the text is short of `COUNTER_FROM_SHARE` of the limit. */
  counter: ReactElement | null;
  /** The counter's id while it shows (for `aria-describedby`). */
  counterId: string | undefined;
  /** True when the text is longer than the limit (e.g. loaded from elsewhere): an error. */
  overLimit: boolean;
  /** Pass these on to the field: they count the text and notice a paste cut by `maxLength`. */
  onChange: ChangeEventHandler<E>;
  onPaste: ClipboardEventHandler<E>;
}

const formatCount = (count: number): string => count.toLocaleString('en-US');

const lengthOf = (value: FieldValue): number =>
  value === undefined ? 0 : Array.isArray(value) ? value.join(',').length : String(value).length;

/**
 * A character counter for a text field with a `maxLength` (issue #18: forms show the server's
 * limits). It appears from 80% of the limit ("96/120"), turns red at the limit with a short
 * status, and says so when a paste was cut to fit. Counts UTF-16 code units, like `maxLength`
 * and the server's schemas.
 */
export function useCharacterLimit<E extends TextElement>({
  fieldId,
  maxLength,
  value,
  defaultValue,
  onChange,
  onPaste,
}: CharacterLimitOptions<E>): CharacterLimit<E> {
  const controlled = value !== undefined;
  const [typedLength, setTypedLength] = useState(() => lengthOf(defaultValue));
  const [pasteCut, setPasteCut] = useState(false);
  const length = controlled ? lengthOf(value) : typedLength;
  const max = maxLength !== undefined && maxLength > 0 ? maxLength : undefined;

  const handleChange = (event: ChangeEvent<E>) => {
    const next = event.target.value.length;
    if (!controlled) setTypedLength(next);
    if (max === undefined || next < max) setPasteCut(false);
    onChange?.(event);
  };
  const handlePaste = (event: ClipboardEvent<E>) => {
    onPaste?.(event);
    if (max === undefined) return;
    const field = event.currentTarget;
    const pasted = event.clipboardData?.getData('text') ?? '';
    const selected = Math.max(0, (field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
    setPasteCut(field.value.length - selected + pasted.length > max);
  };

  const shows = max !== undefined && length >= Math.ceil(max * COUNTER_FROM_SHARE);
  const counterId = shows ? `${fieldId}-count` : undefined;
  const overLimit = max !== undefined && length > max;
  let counter: ReactElement | null = null;
  if (shows && max !== undefined) {
    const atLimit = length >= max;
    const most = formatCount(max);
    const status = overLimit
      ? `Too long: at most ${most} characters. Shorten this text.`
      : pasteCut
        ? `The pasted text was cut to ${most} characters, the most this field takes.`
        : atLimit
          ? `Limit reached: at most ${most} characters.`
          : null;
    counter = (
      <p
        id={counterId}
        data-counter="true"
        className={cn(
          'flex flex-wrap justify-end gap-x-2 text-right text-xs tabular-nums',
          atLimit ? 'font-medium text-red-600' : 'text-slate-500',
        )}
      >
        {status ? (
          <span role="status" className="mr-auto text-left">
            {status}
          </span>
        ) : null}
        <span>
          {formatCount(length)}/{most}
          <span className="sr-only"> characters</span>
        </span>
      </p>
    );
  }
  return { counter, counterId, overLimit, onChange: handleChange, onPaste: handlePaste };
}
