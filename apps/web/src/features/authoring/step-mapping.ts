import {
  type AiBreakdownEntry,
  type AiStep,
  hasSameItem,
  stripStepNumber,
} from '@stepwise/contracts';
import {
  aiReviewFromAiStep,
  type EditorStep,
  type EditorStepItem,
  newStepId,
  spokenQuantity,
} from '@stepwise/machines';

/**
 * The AI breakdown of a project as the editor's steps (the step record, whole ms). A step read
 * from or sent to the server converts once, in contracts: `stepRecordFromWire` /
 * `stepRecordToWire`.
 */

/** A project video as the mapping needs it: its storage path (and display name, when known). */
export interface MappingVideo {
  name?: string;
  path: string;
}

/**
 * The AI's names as step items, each name once (case-insensitive), with the quantity the video
 * said ("two tire levers"), else 1.
 */
function itemsFromNames(
  names: readonly string[],
  quantities: Readonly<Record<string, number>> | undefined,
): EditorStepItem[] {
  const items: EditorStepItem[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (!name || hasSameItem(items, { name, specification: '' })) continue;
    items.push({
      name,
      specification: '',
      purchaseLink: '',
      quantity: spokenQuantity(quantities, name),
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    });
  }
  return items;
}

function videoIndexOfEntry(
  entry: AiBreakdownEntry,
  entryIndex: number,
  videos: readonly MappingVideo[],
): number {
  const byName = videos.findIndex((video) => video.name === entry.videoName);
  return byName >= 0 ? byName : entryIndex;
}

function editorStepFromAi(step: AiStep, id: string, videoIndex: number): EditorStep {
  return {
    id,
    videoIndex,
    name: stripStepNumber(step.name),
    description: step.description,
    startMs: step.video_start_time_ms,
    endMs: step.video_end_time_ms,
    cautionaryNotes: step.cautions
      .map((caution) => caution.trim())
      .filter(Boolean)
      .join('\n'),
    bestPracticeNotes: '',
    validationQuestion: step.validation_metric?.question ?? '',
    validationAnswer: step.validation_metric?.expected_answer ?? '',
    annotations: [],
    tools: itemsFromNames(step.tools, step.quantities),
    materials: itemsFromNames(step.materials, step.quantities),
    supplementaryFiles: [],
    resultImage: null,
    isAiGenerated: true,
    isFinalized: false,
    aiReview: aiReviewFromAiStep(step),
  };
}

/**
 * Spec 3 "Auto-made step from AI": one step per AI step of each video's breakdown, in order, each
 * with a client uuid of its own (`newStepId`), kept by drafts and by the finish. The video is the
 * one named like the entry, else the entry's position.
 */
export function editorStepsFromAiBreakdown(
  entries: readonly AiBreakdownEntry[] | null | undefined,
  videos: readonly MappingVideo[],
): EditorStep[] {
  const steps: EditorStep[] = [];
  (entries ?? []).forEach((entry, entryIndex) => {
    const videoIndex = videoIndexOfEntry(entry, entryIndex, videos);
    for (const aiStep of entry.steps) {
      steps.push(editorStepFromAi(aiStep, newStepId(), videoIndex));
    }
  });
  return steps;
}
