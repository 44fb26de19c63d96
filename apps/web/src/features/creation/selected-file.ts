import type { SelectedFile } from '@stepwise/machines';
import { creationTexts } from '@/features/creation/texts';

/** A picked file as the creation machine knows it; the DOM `File` rides along as `handle`. */
export function toSelectedFile(file: File): SelectedFile {
  return { name: file.name, type: file.type, size: file.size, handle: file };
}

/** The DOM `File` behind a selected file. */
export function fileOf(selected: SelectedFile): File {
  if (selected.handle instanceof Blob) return selected.handle as File;
  throw new Error(creationTexts.notAFile);
}
