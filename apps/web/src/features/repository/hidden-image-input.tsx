import type { ComponentProps } from 'react';

export interface HiddenImageInputProps
  extends Omit<ComponentProps<'input'>, 'type' | 'accept' | 'onChange' | 'tabIndex' | 'className'> {
  /** The chosen file, or undefined when the choice was cancelled. */
  onFile: (file: File | undefined) => void;
}

/**
 * The off-screen `<input type="file" accept="image/*">` behind a 'Choose image' button (click it
 * through a ref). It is emptied after each choice, so choosing the same file again fires again.
 */
export function HiddenImageInput({ onFile, ...props }: HiddenImageInputProps) {
  return (
    <input
      {...props}
      type="file"
      accept="image/*"
      tabIndex={-1}
      className="sr-only"
      onChange={(event) => {
        onFile(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
}
