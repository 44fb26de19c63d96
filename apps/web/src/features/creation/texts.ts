import type { AiBreakdownPhase } from '@stepwise/contracts';

/**
 * Texts of Create New Project that the spec describes without wording them (the file inputs, the
 * duration being read, the stages of the progress, the per-video AI progress of spec 4 "extracting
 * audio, transcribing audio, getting video duration, analyzing with AI"). Every other text comes
 * from `messages`.
 */
export const creationTexts = {
  subtitle: 'Name the project, add its videos, then mark the steps in the editor.',
  detailsHeading: 'Project details',
  videosHeading: 'Videos',
  namePlaceholder: 'e.g. Build a birdhouse',
  descriptionPlaceholder: 'What will people make or learn?',
  tagsHint: 'Pick any that fit.',
  projectVideos: 'Project videos',
  projectVideosHint: 'One or more videos, up to 5GB each. Drag them here or choose them.',
  addVideos: 'Add videos',
  dropVideos: 'Drop videos here',
  selectedVideos: 'Selected videos',
  shortForm: 'Short-form video (optional)',
  shortFormHint: 'One short promo video, under 1GB.',
  chooseShortForm: 'Choose a video',
  replaceShortForm: 'Replace',
  remove: (fileName: string) => `Remove ${fileName}`,
  readingDuration: 'Reading duration...',
  durationUnknown: 'Duration unknown',
  aiHint:
    'Transcribes the narration and suggests steps, tools and materials (videos up to 5 minutes).',
  aiResultsReady: (videoCount: number) =>
    `AI results are ready for ${videoCount} ${videoCount === 1 ? 'video' : 'videos'}; saving uses them.`,
  clearAiResults: 'Clear AI results',
  waitingForDurations: 'Reading the video durations...',
  progressLabel: 'Saving the project',
  estimating: 'Estimating the time left...',
  remaining: (text: string) => `About ${text} left`,
  almostDone: 'Almost done...',
  stage: {
    uploadingForAi: 'Uploading the videos for AI analysis...',
    startingAi: 'Starting the AI analysis...',
    uploadingVideo: (index: number, total: number) => `Uploading video ${index} of ${total}...`,
    uploadingShortForm: 'Uploading the short-form video...',
    creating: 'Creating the project...',
    finalizing: 'Preparing the editor...',
  },
  aiPhase: {
    queued: 'Waiting to start...',
    extracting_audio: 'Extracting audio...',
    transcribing_audio: 'Transcribing audio...',
    getting_duration: 'Getting video duration...',
    analyzing: 'Analyzing with AI...',
    completed: 'Done',
    failed: 'Failed',
    cancelled: 'Cancelled',
  } satisfies Record<AiBreakdownPhase | 'queued' | 'completed' | 'failed' | 'cancelled', string>,
  aiVideo: (index: number, total: number, text: string) => `Video ${index} of ${total}: ${text}`,
  uploadsHeading: 'Uploads',
  uploadDone: 'Uploaded',
  uploadWaiting: 'Waiting...',
  uploadFailed: 'Failed',
  uploadProgress: (percent: number, done: string, total: string) =>
    `${percent}% (${done} of ${total})`,
  /** Failure reasons shown after 'AI processing failed: ' or 'Failed to upload videos: '. */
  noSpeech: (videoName: string) => `No speech was found in ${videoName}.`,
  aiCancelled: 'The analysis was cancelled.',
  uploadCanceled: 'The upload was canceled.',
  notAFile: 'The selected file is no longer available. Please add it again.',
  networkError: 'Could not reach the server. Check your connection and try again.',
  unknownError: 'Unknown error',
} as const;
