import {
  ANNOTATION_COLOR_HEX,
  ANNOTATION_LIST_HEIGHT_PX,
  type AnnotationShape,
  colorOf,
  STEP_LIMITS,
} from '@stepwise/contracts';
import { Button, cn, KeyBadge } from '@stepwise/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { IndexedAnnotation } from './annotation-history';
import { annotationTexts } from './texts';

export interface AnnotationListProps {
  items: readonly IndexedAnnotation[];
  /** Each item's callout number (calloutNumbers of the frame); null for other shapes. */
  numbers: readonly (number | null)[];
  /**
   * On a narrow frame, what stands for each item's text on it (annotationKeys), shown before the
   * text; null on a wide frame, where the texts are on it.
   */
  keys?: readonly (string | null)[] | null;
  selectedIndex: number | null;
  onSelect: (index: number) => void;
  onEditText: (index: number, text: string) => void;
  onRemove: (index: number) => void;
}

/**
 * The annotations of this frame under the canvas (scrolls at 160 px), each with its kind, colour
 * and a callout's number: select, edit text, delete. A text wraps to two lines rather than being
 * cut to a few letters beside the kind and buttons on a phone.
 */
export function AnnotationList({
  items,
  numbers,
  keys = null,
  selectedIndex,
  onSelect,
  onEditText,
  onRemove,
}: AnnotationListProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        {annotationTexts.listHeading}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{annotationTexts.listEmpty}</p>
      ) : (
        <ol
          className="flex flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
          style={{ maxHeight: ANNOTATION_LIST_HEIGHT_PX }}
        >
          {items.map(({ index, annotation }, position) => (
            <li
              key={index}
              className={cn(
                'flex items-center gap-2 px-3 py-1.5',
                index === selectedIndex && 'bg-amber-50',
              )}
            >
              <span className="w-5 shrink-0 text-xs text-slate-500">{position + 1}.</span>
              {editing === index ? (
                <TextEditor
                  position={position + 1}
                  initial={annotation.text}
                  onSave={(text) => {
                    onEditText(index, text);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <button
                    type="button"
                    aria-pressed={index === selectedIndex}
                    onClick={() => onSelect(index)}
                    className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded text-left focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    {/* The text has the row's width; its colour and kind go under it. */}
                    <span className="flex min-w-0 items-start gap-1.5">
                      {keys?.[position] ? (
                        <KeyBadge
                          data-key
                          aria-hidden="true"
                          label={keys[position]}
                          paint={ANNOTATION_COLOR_HEX[colorOf(annotation)]}
                          round={annotation.geometry.type === 'callout'}
                          className="mt-0.5"
                        />
                      ) : null}
                      <span className="line-clamp-2 min-w-0 break-words text-slate-900">
                        {annotation.text}
                      </span>
                    </span>
                    <span className="flex items-center gap-1.5">
                      <span
                        role="img"
                        aria-label={annotationTexts.colorOf(colorOf(annotation))}
                        title={annotationTexts.colorOf(colorOf(annotation))}
                        className="size-3 shrink-0 rounded-full border border-slate-400"
                        style={{ backgroundColor: ANNOTATION_COLOR_HEX[colorOf(annotation)] }}
                      />
                      <span className="text-xs text-slate-500">
                        {kindOf(annotation.geometry.type, numbers[position] ?? null)}
                      </span>
                    </span>
                  </button>
                  <IconButton
                    label={annotationTexts.editTextOf(position + 1)}
                    onClick={() => setEditing(index)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={annotationTexts.deleteOf(position + 1)}
                    onClick={() => onRemove(index)}
                    danger
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'Rectangle', 'Arrow' ... or a callout's 'Callout 2'. */
const kindOf = (type: AnnotationShape, number: number | null): string =>
  type === 'callout' && number !== null
    ? annotationTexts.calloutOf(number)
    : annotationTexts.tools[type];

function IconButton({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'shrink-0 rounded-md p-1.5 text-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
        danger ? 'hover:bg-red-50 hover:text-red-600' : 'hover:bg-slate-100 hover:text-slate-800',
      )}
    >
      {children}
    </button>
  );
}

function TextEditor({
  position,
  initial,
  onSave,
  onCancel,
}: {
  position: number;
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== '') onSave(text);
  };
  return (
    <form onSubmit={handleSubmit} className="flex min-w-0 flex-1 items-center gap-2">
      <input
        aria-label={annotationTexts.textOf(position)}
        value={text}
        maxLength={STEP_LIMITS.annotationText}
        onChange={(event) => setText(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the author just asked to edit this text
        autoFocus
        className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25"
      />
      <Button type="submit" size="sm" disabled={text.trim() === ''}>
        {annotationTexts.save}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {annotationTexts.cancel}
      </Button>
    </form>
  );
}
