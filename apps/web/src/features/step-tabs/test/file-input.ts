/**
 * The hidden `<input type="file">` behind a 'Choose ...' button in `scope`: it is out of the
 * accessibility tree (the button is the one control), so tests reach it by its type.
 */
export function fileInputIn(scope: ParentNode = document): HTMLInputElement {
  const input = scope.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}
