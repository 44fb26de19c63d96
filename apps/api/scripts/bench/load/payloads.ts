import type {
  AuthoringDraftInput,
  BuyItemInput,
  CreateProjectInput,
  StepRecordInput,
} from '@stepwise/contracts';

/** Request bodies shaped like the web app's: a project, an autosaved draft, a buy list. */

/** A project with two uploaded videos, as the creation screen sends it. */
export function projectBody(uid: string, index: number): CreateProjectInput {
  return {
    name: `Load project ${index + 1}`,
    description: `A project whose description is long enough to look like a real one (${index}).`,
    tags: ['DIY', 'Woodworking'],
    firebase_uid: uid,
    UploadVideos: [0, 1].map((k) => ({
      name: `part-${k + 1}.mp4`,
      url: `/files/users/${uid}/videos/p${index}-part-${k + 1}.mp4`,
      path: `users/${uid}/videos/p${index}-part-${k + 1}.mp4`,
    })),
    frame_url: null,
    ai_breakdown_data: null,
    ShortFormVideo: null,
  };
}

/**
 * One step of the editor as autosaved: three annotations, two tools, a material, a plan and a
 * result image, times in seconds, geometry in percent (what `draftFromEditor` sends).
 * `edits` changes its description, as typing does.
 */
function draftStep(uid: string, projectId: string, index: number, edits: number): StepRecordInput {
  const folder = `users/${uid}/${projectId}`;
  const start = index * 10;
  return {
    id: null,
    videoIndex: index % 2,
    name: `Step ${index + 1}`,
    description: `Do part ${index + 1} carefully: mark, cut, sand and check it against the plan (edit ${edits}).`,
    cautionaryNotes: 'Wear goggles.\nKeep fingers clear of the blade.',
    bestPracticeNotes: 'Measure twice, cut once.',
    validationQuestion: 'Is it square?',
    validationAnswer: 'Yes',
    startMs: start * 1000,
    endMs: (start + 5) * 1000,
    annotations: [0, 1, 2].map((k) => ({
      text: `Part ${k + 1}`,
      frameTimestampMs: (start + 1) * 1000 + k,
      frameImagePath: `${folder}/annotation_frames/frame_${(start + 1) * 1000 + k}.jpg`,
      geometry: {
        type: k === 1 ? 'oval' : 'rectangle',
        x: 0.1,
        y: 0.25,
        width: 0.5,
        height: 0.125,
      },
    })),
    tools: [0, 1].map((k) => ({
      name: `Tool ${k + 1}`,
      specification: `${(k + 1) * 10} mm`,
      purchaseLink: `https://shop.example.com/tool-${k}`,
      quantity: 1,
      imageUrl: `/files/tools/${uid}/tool-${k}.jpg`,
      imagePath: `tools/${uid}/tool-${k}.jpg`,
      repositoryId: null,
    })),
    materials: [
      {
        name: 'Pine board',
        specification: '18 mm',
        purchaseLink: '',
        quantity: 2,
        imageUrl: null,
        imagePath: null,
        repositoryId: null,
      },
    ],
    supplementaryFiles: [
      {
        displayName: 'Plan',
        originalFilename: 'plan.pdf',
        fileSizeBytes: 2048,
        mimeType: 'application/pdf',
        fileUrl: `/files/${folder}/supplementary_files/plan.pdf`,
        filePath: `${folder}/supplementary_files/plan.pdf`,
      },
    ],
    resultImage: {
      name: `result-${index}.jpg`,
      type: 'image/jpeg',
      size: 120_000,
      imageUrl: `/files/${folder}/result_images/result-${index}.jpg`,
      imagePath: `${folder}/result_images/result-${index}.jpg`,
      hasExistingImage: true,
    },
    isAiGenerated: false,
    isFinalized: true,
  };
}

/**
 * The editor's whole state as its autosave sends it: `steps` saved steps and the step being
 * edited (`currentIndex`, or -1 for a new one).
 */
export function draftOf(
  uid: string,
  projectId: string,
  options: { steps: number; currentIndex: number; edits: number },
): AuthoringDraftInput {
  const steps = Array.from({ length: options.steps }, (_, i) =>
    draftStep(uid, projectId, i, i === options.currentIndex ? options.edits : 0),
  );
  const current =
    options.currentIndex >= 0
      ? (steps[options.currentIndex] as StepRecordInput)
      : { ...draftStep(uid, projectId, options.steps, options.edits), name: '' };
  return { version: 2, steps, currentIndex: options.currentIndex, step: current, videoIndex: 0 };
}

/** A buy-list entry as the finalize view sends it (a manual one). */
export type BuyRow = Pick<BuyItemInput, 'name' | 'quantity' | 'specification' | 'purchase_link'>;

export function buyRow(n: number): BuyRow {
  return {
    name: `Item ${n}`,
    quantity: 1 + (n % 3),
    specification: n % 2 === 0 ? null : `${n * 5} mm`,
    purchase_link: `https://shop.example.com/item-${n}`,
  };
}
