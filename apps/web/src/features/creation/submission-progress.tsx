import { truncateFileName } from '@stepwise/contracts';
import {
  estimatedRemainingMs,
  limitRise,
  type MeasuredPace,
  type ShownEstimate,
  successMessage,
} from '@stepwise/machines';
import { SuccessBanner } from '@stepwise/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type AiStatus, aiJobText } from '@/features/creation/analyze-videos';
import { useCreation, useCreationSelector } from '@/features/creation/creation-context';
import { formatBytes, formatRemaining } from '@/features/creation/format';
import type { PageUpload } from '@/features/creation/page-uploads';
import { creationTexts } from '@/features/creation/texts';
import { isAnalyzing, stageText } from '@/features/creation/view-selectors';
import { useUploadItem, useUploadItems } from '@/features/uploads/use-upload-queue';

/**
 * While saving (spec 2, 4): the progress bar with the machine's progress, what is happening now,
 * the estimated time remaining, the AI analysis per video and each file's upload; then the
 * success message until the redirect.
 */
export function SubmissionProgress() {
  const busy = useCreationSelector((snapshot) => snapshot.hasTag('busy'));
  const progress = useCreationSelector((snapshot) => snapshot.context.progress);
  const success = useCreationSelector(successMessage);
  if (!busy) return null;

  return (
    <section
      aria-label={creationTexts.progressLabel}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {success ? <SuccessBanner>{success}</SuccessBanner> : null}
      <div
        role="progressbar"
        aria-label={creationTexts.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${progress}%` }}
        />
      </div>
      {success ? null : (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <StageLine />
            <RemainingTime progress={progress} />
          </div>
          <AiVideoLines />
          <UploadList />
        </>
      )}
    </section>
  );
}

function useAiStatus(): AiStatus {
  const { aiStatus } = useCreation();
  return useSyncExternalStore(aiStatus.subscribe, aiStatus.get, aiStatus.get);
}

/** The video the AI analysis is on: the first unfinished one, else the last. */
function aiStageText(status: AiStatus): string {
  if (status.kind === 'running' && status.jobs.length > 0) {
    const current =
      status.jobs.find((job) => job.state === 'queued' || job.state === 'active') ??
      status.jobs.at(-1)!;
    return aiJobText(current, status.jobs.length);
  }
  return status.kind === 'starting'
    ? creationTexts.stage.startingAi
    : creationTexts.stage.uploadingForAi;
}

function StageLine() {
  const analyzing = useCreationSelector(isAnalyzing);
  const stage = useCreationSelector(stageText);
  const aiStatus = useAiStatus();
  const text = analyzing ? aiStageText(aiStatus) : stage;
  return (
    <p aria-live="polite" className="font-medium text-slate-800">
      {text}
    </p>
  );
}

/**
 * 'About 2 min left', from each stage's expected work and, in the transcription, the share of the
 * audio the server has decoded; refreshed every second, and never rising by more than the time
 * since it was last shown.
 */
function RemainingTime({ progress }: { progress: number }) {
  const { actor } = useCreation();
  const [, setTick] = useState(0);
  const shown = useRef<ShownEstimate | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const measured = useMeasuredUploads();
  const snapshot = actor.getSnapshot();
  const estimate =
    progress > 0 ? estimatedRemainingMs(snapshot, snapshot.context.now(), measured) : null;
  let remaining: number | null = null;
  if (estimate !== null) {
    const at = snapshot.context.now();
    remaining = limitRise(shown.current, estimate, at);
    shown.current = { ms: remaining, at };
  } else {
    shown.current = null;
  }
  return <p className="text-slate-500">{formatRemaining(remaining)}</p>;
}

/**
 * The pace of this page's uploads running now: their summed speed (bytes per ms) and the share of
 * their bytes sent. Nulls before an upload has moved.
 */
function useMeasuredUploads(): MeasuredPace {
  const { uploads } = useCreation();
  const list = useSyncExternalStore(uploads.list.subscribe, uploads.list.get, uploads.list.get);
  const running = new Set(
    list.filter((upload) => upload.state === 'uploading').map((upload) => upload.queueId),
  );
  const items = useUploadItems((item) => running.has(item.id) && item.status === 'uploading');
  const total = items.reduce((sum, item) => sum + item.bytesTotal, 0);
  const sent = items.reduce((sum, item) => sum + item.bytesUploaded, 0);
  const speed = items.reduce((sum, item) => sum + item.speed, 0);
  return {
    uploadBytesPerMs: speed > 0 ? speed / 1000 : null,
    uploadDone: total > 0 && sent > 0 ? sent / total : null,
  };
}

/** Each video's AI step, when there are several ('Video 2 of 3: Transcribing audio...'). */
function AiVideoLines() {
  const analyzing = useCreationSelector(isAnalyzing);
  const status = useAiStatus();
  if (!analyzing || status.kind !== 'running' || status.jobs.length < 2) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-600">
      {status.jobs.map((job) => (
        <li key={job.number}>{aiJobText(job, status.jobs.length)}</li>
      ))}
    </ul>
  );
}

/** The files of this form that went through the upload queue, with their progress. */
function UploadList() {
  const { uploads } = useCreation();
  const list = useSyncExternalStore(uploads.list.subscribe, uploads.list.get, uploads.list.get);
  const videos = useCreationSelector((snapshot) => snapshot.context.videos);
  const shortForm = useCreationSelector((snapshot) => snapshot.context.shortForm);
  const shown = list.filter((upload) =>
    upload.purpose === 'project-video'
      ? videos.some((video) => video.file.handle === upload.file)
      : shortForm?.handle === upload.file,
  );
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {creationTexts.uploadsHeading}
      </h3>
      <ul className="flex flex-col gap-2.5">
        {shown.map((upload) => (
          <UploadRow key={upload.key} upload={upload} />
        ))}
      </ul>
    </div>
  );
}

function UploadRow({ upload }: { upload: PageUpload }) {
  const item = useUploadItem(upload.queueId);
  const total = item?.bytesTotal ?? upload.file.size;
  const sent = upload.state === 'done' ? total : (item?.bytesUploaded ?? 0);
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  const status =
    upload.state === 'done'
      ? creationTexts.uploadDone
      : upload.state === 'failed'
        ? creationTexts.uploadFailed
        : item && item.status !== 'queued'
          ? creationTexts.uploadProgress(percent, formatBytes(sent), formatBytes(total))
          : creationTexts.uploadWaiting;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-slate-700" title={upload.file.name}>
          {truncateFileName(upload.file.name)}
        </span>
        <span className="shrink-0 text-xs text-slate-500 tabular-nums">{status}</span>
      </div>
      <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-slate-100">
        <div
          className="h-full rounded-full bg-brand-400 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}
