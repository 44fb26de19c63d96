import { STEP_LIMITS, truncateFileName } from '@stepwise/contracts';
import { Button, TextField } from '@stepwise/ui';
import { CircleAlert, Plus, X } from 'lucide-react';
import { formatBytes } from '@/features/creation/format';
import { stepTabsTexts } from '@/features/step-tabs/texts';
import { uploadPercent } from '@/features/step-tabs/upload-percent';
import type { PendingFile } from '@/features/step-tabs/use-pending-files';
import type { UploadItem } from '@/features/uploads/types';
import { useUploadItem } from '@/features/uploads/use-upload-queue';

const texts = stepTabsTexts.files;

export interface PendingFileRowProps {
  pending: PendingFile;
  onRename: (displayName: string) => void;
  onDiscard: () => void;
  onAdd: (uploaded: UploadItem) => void;
}

/**
 * A chosen file while it uploads: its display name (optional), the progress, Cancel; once
 * uploaded, 'Add to step'. A failed upload shows the queue's message and adds nothing.
 */
export function PendingFileRow({ pending, onRename, onDiscard, onAdd }: PendingFileRowProps) {
  const upload = useUploadItem(pending.uploadId);
  const failed = upload?.status === 'failed' || upload?.status === 'canceled';
  const done = upload?.status === 'done';
  const percent = upload ? uploadPercent(upload) : 0;
  const shownName = truncateFileName(pending.fileName);

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-sm font-medium text-slate-900" title={pending.fileName}>
          {shownName}
        </span>
        <span className="shrink-0 text-xs text-slate-500">{formatBytes(pending.size)}</span>
      </div>
      {failed ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {upload?.error ?? texts.failed}
        </p>
      ) : (
        <>
          <TextField
            label={texts.displayName(pending.fileName)}
            placeholder={texts.displayNamePlaceholder}
            value={pending.displayName}
            maxLength={STEP_LIMITS.fileName}
            onChange={(event) => onRename(event.target.value)}
          />
          <div className="flex items-center gap-2">
            <progress
              aria-label={done ? texts.uploaded : texts.uploading(percent)}
              max={100}
              value={done ? 100 : percent}
              className="h-2 flex-1 accent-brand-600"
            />
            <span className="w-24 text-right text-xs text-slate-600 tabular-nums">
              {done ? texts.uploaded : `${percent}%`}
            </span>
          </div>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={failed ? texts.dismiss(pending.fileName) : texts.cancel(pending.fileName)}
          icon={<X aria-hidden="true" className="size-4" />}
          onClick={onDiscard}
        >
          {failed ? texts.dismissLabel : texts.cancelLabel}
        </Button>
        {failed ? null : (
          <Button
            size="sm"
            disabled={!done}
            aria-label={texts.addNamed(pending.fileName)}
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => {
              if (upload) onAdd(upload);
            }}
          >
            {texts.add}
          </Button>
        )}
      </div>
    </li>
  );
}
