import { annotatePath, messages, type ProjectSummary } from '@stepwise/contracts';
import { Button, buttonClasses, ConfirmDialog } from '@stepwise/ui';
import { BookOpen, EyeOff, Globe, ImageUp, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InsightsButton } from '@/features/guides/insights-button';
import { guideTexts } from '@/features/guides/texts';
import { projectTexts } from '@/features/projects/texts';
import { useProjectActions } from '@/features/projects/use-project-actions';
import type { ThumbnailUploadState } from '@/features/projects/use-thumbnail-upload';

const card = messages.projectCard;

export interface ProjectCardActionsProps {
  uid: string;
  project: ProjectSummary;
  published: boolean;
  thumbnail: ThumbnailUploadState;
}

/** Edit Steps, Upload/Replace Thumbnail, Publish/Unpublish and Delete, each with its busy label. */
export function ProjectCardActions({
  uid,
  project,
  published,
  thumbnail,
}: ProjectCardActionsProps) {
  const actions = useProjectActions(uid, project.project_id);
  const [asking, setAsking] = useState<'toggle' | 'delete' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hasThumbnail = Boolean(project.thumbnail_url || thumbnail.unsavedUrl);
  const navigate = useNavigate();
  // A draft without finished steps is refused by the server: say why before asking, not after.
  const notReady = !published && project.finished_step_count === 0;

  const confirmToggle = async () => {
    await actions.toggle();
    setAsking(null);
  };
  const confirmDelete = async () => {
    const deleted = await actions.remove();
    if (!deleted) setAsking(null);
  };

  return (
    <div className="mt-auto flex flex-col gap-2 pt-2">
      <Link to={annotatePath(project.project_id)} className={buttonClasses({ size: 'sm' })}>
        <Pencil aria-hidden="true" className="size-4" />
        {card.editSteps}
      </Link>
      <Button
        size="sm"
        variant="secondary"
        icon={<ImageUp aria-hidden="true" className="size-4" />}
        busy={thumbnail.uploading}
        busyLabel={projectTexts.uploadingThumbnail}
        onClick={() => fileInput.current?.click()}
      >
        {hasThumbnail ? card.replaceThumbnail : card.uploadThumbnail}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={`${hasThumbnail ? card.replaceThumbnail : card.uploadThumbnail}: ${project.name}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void thumbnail.upload(file);
        }}
      />
      {published ? (
        // Issue #19: the published guide as learners see it, and what they did with it.
        <div className="grid grid-cols-2 gap-2">
          <Link
            to={`/guides/${project.project_id}`}
            className={buttonClasses({ size: 'sm', variant: 'secondary' })}
          >
            <BookOpen aria-hidden="true" className="size-4" />
            {guideTexts.insights.viewGuide}
          </Link>
          <InsightsButton projectId={project.project_id} name={project.name} />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={
            published ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Globe aria-hidden="true" className="size-4" />
            )
          }
          busy={actions.toggling}
          busyLabel={published ? card.unpublishing : card.publishing}
          disabled={actions.removing}
          onClick={() => setAsking('toggle')}
        >
          {published ? card.unpublish : card.publish}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700! hover:bg-red-50!"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          busy={actions.removing}
          busyLabel={card.deleting}
          disabled={actions.toggling}
          onClick={() => setAsking('delete')}
        >
          {card.delete}
        </Button>
      </div>

      {notReady ? (
        <ConfirmDialog
          open={asking === 'toggle'}
          title={projectTexts.notReadyTitle}
          message={projectTexts.notReady(project.name)}
          confirmLabel={card.editSteps}
          onConfirm={() => void navigate(annotatePath(project.project_id))}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <ConfirmDialog
          open={asking === 'toggle'}
          title={published ? projectTexts.confirmUnpublishTitle : projectTexts.confirmPublishTitle}
          message={
            published
              ? projectTexts.confirmUnpublish(project.name)
              : projectTexts.confirmPublish(project.name)
          }
          confirmLabel={published ? card.unpublish : card.publish}
          busy={actions.toggling}
          busyLabel={published ? card.unpublishing : card.publishing}
          onConfirm={() => void confirmToggle()}
          onCancel={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={asking === 'delete'}
        tone="danger"
        title={projectTexts.confirmDeleteTitle}
        message={projectTexts.confirmDelete(project.name)}
        confirmLabel={card.delete}
        busy={actions.removing}
        busyLabel={card.deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
