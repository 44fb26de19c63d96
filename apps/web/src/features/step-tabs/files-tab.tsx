import { Button } from '@stepwise/ui';
import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { PendingFileRow } from '@/features/step-tabs/pending-file-row';
import { SupplementaryFileList } from '@/features/step-tabs/supplementary-file-list';
import { stepTabsTexts } from '@/features/step-tabs/texts';
import type { PendingFiles } from '@/features/step-tabs/use-pending-files';
import { type StepEditorRef, useSupplementaryFiles } from '@/features/step-tabs/use-step-editor';

const texts = stepTabsTexts.files;

export interface FilesTabProps {
  editor: StepEditorRef;
  pending: PendingFiles;
}

/** The Files tab: choose files (each uploads at once), name them if wanted, add them to the step. */
export function FilesTab({ editor, pending }: FilesTabProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const files = useSupplementaryFiles(editor);

  return (
    <section aria-label={texts.heading} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <div>
          <Button
            variant="secondary"
            icon={<Upload aria-hidden="true" className="size-4" />}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {texts.choose}
          </Button>
        </div>
        <input
          ref={inputRef}
          type="file"
          multiple
          // Out of the accessibility tree: the 'Choose files' button is the one control.
          hidden
          onChange={(event) => {
            pending.choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-xs text-slate-500">
          {texts.hint}
        </p>
      </div>
      {pending.files.length > 0 ? (
        <ul aria-label={texts.pendingLabel} className="flex flex-col gap-2">
          {pending.files.map((file) => (
            <PendingFileRow
              key={file.uploadId}
              pending={file}
              onRename={(name) => pending.rename(file.uploadId, name)}
              onDiscard={() => pending.discard(file.uploadId)}
              onAdd={(uploaded) => {
                const entry = pending.take(file, uploaded);
                if (entry) editor.send({ type: 'file.add', file: entry });
              }}
            />
          ))}
        </ul>
      ) : null}
      <SupplementaryFileList
        files={files}
        onRemove={(index) => editor.send({ type: 'file.remove', index })}
      />
    </section>
  );
}
