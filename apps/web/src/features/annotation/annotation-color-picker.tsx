import { ANNOTATION_COLOR_HEX, ANNOTATION_COLORS, type AnnotationColor } from '@stepwise/contracts';
import { cn } from '@stepwise/ui';
import { useId } from 'react';
import { annotationTexts } from './texts';

export interface AnnotationColorPickerProps {
  value: AnnotationColor;
  onChange: (color: AnnotationColor) => void;
}

/**
 * The five colours as one radio group ('Colour: red' ...): native radios, so the arrow keys move
 * between the swatches and Tab reaches the checked one.
 */
export function AnnotationColorPicker({ value, onChange }: AnnotationColorPickerProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={annotationTexts.colorGroup}
      className="flex items-center gap-1.5 rounded-lg bg-slate-100 px-2 py-1.5"
    >
      {ANNOTATION_COLORS.map((color) => (
        <label key={color} title={annotationTexts.colorOf(color)} className="flex cursor-pointer">
          <input
            type="radio"
            name={name}
            value={color}
            checked={color === value}
            onChange={() => onChange(color)}
            aria-label={annotationTexts.colorOf(color)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className={cn(
              'block size-5 rounded-full border border-slate-400 transition-shadow',
              'peer-checked:ring-2 peer-checked:ring-slate-900 peer-checked:ring-offset-2 peer-checked:ring-offset-slate-100',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-500',
            )}
            style={{ backgroundColor: ANNOTATION_COLOR_HEX[color] }}
          />
        </label>
      ))}
    </div>
  );
}
