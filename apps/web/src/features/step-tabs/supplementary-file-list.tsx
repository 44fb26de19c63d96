import { hasImagePreview, truncateFileName } from '@stepwise/contracts';
import type { EditorSupplementaryFile } from '@stepwise/machines';
import { Button } from '@stepwise/ui';
import { FileText, Trash2 } from 'lucide-react';
import { formatBytes } from '@/features/creation/format';
import { useSignedUrls } from '@/features/files/use-signed-urls';
import { stepTabsTexts } from '@/features/step-tabs/texts';

const texts = stepTabsTexts.files;

/** The name a file is listed by: its display name, else its original name cut to 25 characters. */
export const shownFileName = (file: EditorSupplementaryFile): string =>
  file.displayName.trim() || truncateFileName(file.originalFilename);

/** Where a previewable image is stored: jpg, jpeg, png, gif, bmp and webp only (spec 5). */
const previewSource = (file: EditorSupplementaryFile): string | null =>
  hasImagePreview(file.originalFilename) ? (file.filePath ?? file.fileUrl) : null;

export interface SupplementaryFileListProps {
  files: readonly EditorSupplementaryFile[];
  onRemove: (index: number) => void;
}

/** The step's supplementary files: name, size, an image preview where there is one, remove. */
export function SupplementaryFileList({ files, onRemove }: SupplementaryFileListProps) {
  const urls = useSignedUrls(files.map(previewSource));
  if (files.length === 0) return <p className="text-sm text-slate-500">{texts.empty}</p>;
  return (
    <ul aria-label={texts.listLabel} className="flex flex-col gap-2">
      {files.map((file, index) => {
        const name = shownFileName(file);
        const source = previewSource(file);
        const preview = source ? urls[source] : undefined;
        return (
          <li
            key={file.filePath ?? file.fileUrl ?? `${file.originalFilename}@${index}`}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2"
          >
            <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              {preview ? (
                <img
                  src={preview}
                  alt={texts.preview(name)}
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : (
                <FileText aria-hidden="true" className="size-5 text-slate-400" />
              )}
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <span
                className="truncate text-sm font-medium text-slate-900"
                title={file.originalFilename}
              >
                {name}
              </span>
              {file.fileSizeBytes !== null ? (
                <span className="text-xs text-slate-600">{formatBytes(file.fileSizeBytes)}</span>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={texts.remove(name)}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => onRemove(index)}
            />
          </li>
        );
      })}
    </ul>
  );
}
