import type { EditorResultImage } from '@stepwise/machines';
import { Button, ErrorBanner } from '@stepwise/ui';
import { Camera, ImageOff, ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSignedUrl } from '@/features/files/use-signed-urls';
import { HiddenImageInput } from '@/features/repository/hidden-image-input';
import { useObjectUrl } from '@/features/repository/use-object-url';
import { stepTabsTexts } from '@/features/step-tabs/texts';
import { uploadPercent } from '@/features/step-tabs/upload-percent';
import { type StepEditorRef, useResultImage } from '@/features/step-tabs/use-step-editor';
import { useUploadItem, useUploadQueueInstance } from '@/features/uploads/use-upload-queue';
import { uploadRefusal } from '@/features/uploads/validation';

const texts = stepTabsTexts.result;

function ResultPreview({ image }: { image: EditorResultImage | null }) {
  const stored = useSignedUrl(image ? (image.imagePath ?? image.imageUrl) : null);
  const local = useObjectUrl(image?.file instanceof Blob ? image.file : null);
  const url = stored ?? local;
  return (
    <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
      {image && url ? (
        <img src={url} alt={texts.preview} className="size-full object-contain" />
      ) : (
        <div className="flex flex-col items-center gap-2 p-6 text-center text-sm text-slate-500">
          <ImageOff aria-hidden="true" className="size-8 text-slate-300" />
          {image ? image.name : texts.empty}
        </div>
      )}
    </div>
  );
}

function UploadProgress({ uploadId }: { uploadId: string }) {
  const upload = useUploadItem(uploadId);
  const percent = upload ? uploadPercent(upload) : 0;
  return (
    <progress
      aria-label={texts.uploading(percent)}
      max={100}
      value={percent}
      className="h-2 w-full accent-brand-600"
    />
  );
}

export interface ResultTabProps {
  editor: StepEditorRef;
  projectId: string;
  onCaptureResultFrame: () => void;
  resultCaptureBusy: boolean;
}

/** The Result tab: the step's result image, captured from the video or uploaded, and removed. */
export function ResultTab({
  editor,
  projectId,
  onCaptureResultFrame,
  resultCaptureBusy,
}: ResultTabProps) {
  const queue = useUploadQueueInstance();
  const image = useResultImage(editor);
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    const refusal = uploadRefusal('result-image', file);
    setError(refusal);
    if (refusal) return;
    const id = queue.enqueue(file, { purpose: 'result-image', projectId });
    setUploadId(id);
    const settled = await queue.settled(id);
    queue.remove(id);
    setUploadId(null);
    if (settled.status === 'done' && settled.result) {
      editor.send({
        type: 'resultImage.set',
        image: {
          name: file.name,
          type: file.type,
          size: file.size,
          imageUrl: settled.result.url,
          imagePath: settled.result.path,
          hasExistingImage: true,
          file: null,
        },
      });
    } else if (settled.status === 'failed') {
      setError(settled.error);
    }
  }

  const uploading = uploadId !== null;
  return (
    <section aria-label={texts.heading} className="flex flex-col gap-4">
      <ResultPreview image={image} />
      {uploadId ? <UploadProgress uploadId={uploadId} /> : null}
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={<Camera aria-hidden="true" className="size-4" />}
          disabled={resultCaptureBusy || uploading}
          onClick={onCaptureResultFrame}
        >
          {texts.capture}
        </Button>
        <Button
          variant="secondary"
          icon={<ImageUp aria-hidden="true" className="size-4" />}
          busy={uploading}
          disabled={resultCaptureBusy}
          onClick={() => inputRef.current?.click()}
        >
          {texts.upload}
        </Button>
        {image ? (
          <Button
            variant="ghost"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            disabled={uploading}
            onClick={() => editor.send({ type: 'resultImage.clear' })}
          >
            {texts.remove}
          </Button>
        ) : null}
      </div>
      <HiddenImageInput ref={inputRef} onFile={(file) => void upload(file)} />
    </section>
  );
}
