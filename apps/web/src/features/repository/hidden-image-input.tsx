import type { ComponentProps } from 'react';

export interface HiddenImageInputProps
  extends Omit<
    ComponentProps<'input'>,
    'type' | 'accept' | 'onChange' | 'hidden' | 'className' | 'aria-label' | 'aria-labelledby'
  > {
  /** The chosen file, or undefined when the choice was cancelled. */
  onFile: (file: File | undefined) => void;
}

/**
 * The `<input type="file" accept="image/*">` behind a 'Choose image' button (click it through a
 * ref). It is `hidden`, out of the accessibility tree: the visible button is the one control a
 * screen reader meets, under the button's name. It is emptied after each choice, so choosing the
 * same file again fires again.
 */
export function HiddenImageInput({ onFile, ...props }: HiddenImageInputProps) {
  return (
    <input
      {...props}
      type="file"
      accept="image/*"
      hidden
      onChange={(event) => {
        onFile(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
}
