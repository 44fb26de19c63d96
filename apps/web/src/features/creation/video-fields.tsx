import { AI_VIDEO_DURATION_LIMIT_SECONDS, truncateFileName } from '@stepwise/contracts';
import type { ProjectVideo } from '@stepwise/machines';
import { Button, buttonClasses, cn } from '@stepwise/ui';
import { Film, Plus, Upload, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useCreation, useCreationSelector } from '@/features/creation/creation-context';
import { checkProjectVideos, shortFormRefusal } from '@/features/creation/file-checks';
import { FileDropZone } from '@/features/creation/file-drop-zone';
import { formatBytes, formatDuration } from '@/features/creation/format';
import { toSelectedFile } from '@/features/creation/selected-file';
import { creationTexts } from '@/features/creation/texts';
import { type CreationErrorField, fieldError, isEditing } from '@/features/creation/view-selectors';

function FieldLabel({ id, children }: { id: string; children: string }) {
  return (
    <span id={id} className="text-sm font-medium text-slate-700">
      {children}
    </span>
  );
}

function Refusal({ text, id }: { text: string | null; id?: string }) {
  return text ? (
    <p id={id} role="alert" className="text-sm text-red-600">
      {text}
    </p>
  ) : null;
}

/** A refused submit at this field (see `CreationForm`): its id, to describe the file input. */
function useSubmitRefusal(field: CreationErrorField) {
  const id = useId();
  const text = useCreationSelector(fieldError(field));
  return { id, text, describes: text ? id : undefined };
}

/** The project videos (required, several): a drop zone with 'Add videos' and the list. */
export function ProjectVideosField() {
  const { actor } = useCreation();
  const videos = useCreationSelector((snapshot) => snapshot.context.videos);
  const editing = useCreationSelector(isEditing);
  const [refusal, setRefusal] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const submitRefusal = useSubmitRefusal('videos');

  const add = (files: File[]) => {
    const checked = checkProjectVideos(files);
    setRefusal(checked.refusal);
    if (checked.accepted.length > 0) {
      actor.send({ type: 'videos.add', files: checked.accepted.map(toSelectedFile) });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <FieldLabel id={labelId}>{creationTexts.projectVideos}</FieldLabel>
      <FileDropZone
        labelledBy={labelId}
        describedBy={[hintId, submitRefusal.describes].filter(Boolean).join(' ')}
        field="videos"
        invalid={submitRefusal.text !== null}
        multiple
        disabled={!editing}
        onFiles={add}
      >
        <Upload aria-hidden="true" className="size-6 text-slate-400" />
        <p className="text-sm text-slate-600">{creationTexts.dropVideos}</p>
        <span aria-hidden="true" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Plus className="size-4" />
          {creationTexts.addVideos}
        </span>
      </FileDropZone>
      <p id={hintId} className="text-xs text-slate-500">
        {creationTexts.projectVideosHint}
      </p>
      <Refusal text={refusal} />
      <Refusal id={submitRefusal.id} text={refusal ? null : submitRefusal.text} />
      {videos.length > 0 ? (
        <ul
          aria-label={creationTexts.selectedVideos}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {videos.map((video) => (
            <VideoRow
              key={video.id}
              video={video}
              disabled={!editing}
              onRemove={() => actor.send({ type: 'videos.remove', id: video.id })}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function durationText(seconds: number | null): string {
  if (seconds === null) return creationTexts.readingDuration;
  return seconds > 0 ? formatDuration(seconds) : creationTexts.durationUnknown;
}

function VideoRow({
  video,
  disabled,
  onRemove,
}: {
  video: ProjectVideo;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { name, size } = video.file;
  const overLimit = (video.durationSeconds ?? 0) > AI_VIDEO_DURATION_LIMIT_SECONDS;
  return (
    <FileRow
      name={name}
      details={
        <>
          {formatBytes(size)}
          <span aria-hidden="true"> · </span>
          <span className={cn(overLimit && 'font-medium text-amber-700')}>
            {durationText(video.durationSeconds)}
          </span>
        </>
      }
      disabled={disabled}
      onRemove={onRemove}
    />
  );
}

/** A picked file: its name cut to 25 characters before the extension (spec 5), details, remove. */
export function FileRow({
  name,
  details,
  disabled,
  onRemove,
}: {
  name: string;
  details: ReactNode;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2.5">
      <Film aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-800" title={name}>
          {truncateFileName(name)}
        </p>
        <p className="text-xs text-slate-500">{details}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="size-9 shrink-0 px-0"
        aria-label={creationTexts.remove(name)}
        title={creationTexts.remove(name)}
        disabled={disabled}
        onClick={onRemove}
        icon={<X aria-hidden="true" className="size-4" />}
      />
    </li>
  );
}

/** The optional short-form promo video (one file, under 1GB). */
export function ShortFormField() {
  const { actor } = useCreation();
  const shortForm = useCreationSelector((snapshot) => snapshot.context.shortForm);
  const editing = useCreationSelector(isEditing);
  const [refusal, setRefusal] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const submitRefusal = useSubmitRefusal('shortForm');

  const choose = ([file]: File[]) => {
    if (!file) return;
    const refused = shortFormRefusal(file);
    setRefusal(refused);
    if (!refused) actor.send({ type: 'shortForm.set', file: toSelectedFile(file) });
  };

  return (
    <div className="flex flex-col gap-2">
      <FieldLabel id={labelId}>{creationTexts.shortForm}</FieldLabel>
      <FileDropZone
        labelledBy={labelId}
        describedBy={[hintId, submitRefusal.describes].filter(Boolean).join(' ')}
        field="shortForm"
        invalid={submitRefusal.text !== null}
        disabled={!editing}
        onFiles={choose}
        className="flex-row py-4"
      >
        <Upload aria-hidden="true" className="size-5 text-slate-400" />
        <span className="text-sm font-medium text-brand-700">
          {shortForm ? creationTexts.replaceShortForm : creationTexts.chooseShortForm}
        </span>
      </FileDropZone>
      <p id={hintId} className="text-xs text-slate-500">
        {creationTexts.shortFormHint}
      </p>
      <Refusal text={refusal} />
      <Refusal id={submitRefusal.id} text={refusal ? null : submitRefusal.text} />
      {shortForm ? (
        <ul className="rounded-xl border border-slate-200">
          <FileRow
            name={shortForm.name}
            details={formatBytes(shortForm.size)}
            disabled={!editing}
            onRemove={() => actor.send({ type: 'shortForm.clear' })}
          />
        </ul>
      ) : null}
    </div>
  );
}
