import type {
  AiBreakdownEntry,
  AiBreakdownPhase,
  BreakdownJob,
  BreakdownStatus,
  MediaJobState,
} from '@stepwise/contracts';

export const BATCH_ID = 'b4e1f0a2-5c3d-4e6f-8a7b-9c0d1e2f3a4b';

export const entry = (videoName: string): AiBreakdownEntry => ({
  videoName,
  transcript: `Narration of ${videoName}.`,
  steps: [],
  materials: ['Pine board'],
  tools: ['Saw'],
  cautions: [],
  questions: [],
});

export function aJob(
  index: number,
  name: string,
  state: MediaJobState,
  phase: AiBreakdownPhase | null = null,
  extra: Partial<BreakdownJob> = {},
): BreakdownJob {
  return {
    job_id: `0000000${index}-5c3d-4e6f-8a7b-9c0d1e2f3a4b`,
    video_index: index,
    video_name: name,
    state,
    phase,
    progress: 0,
    phase_progress: null,
    error: null,
    result: state === 'completed' ? entry(name) : null,
    ...extra,
  };
}

export function aStatus(jobs: BreakdownJob[]): BreakdownStatus {
  const ended: MediaJobState[] = ['completed', 'failed', 'cancelled'];
  return { batch_id: BATCH_ID, done: jobs.every((job) => ended.includes(job.state)), jobs };
}

/** Every video at the same phase (or queued / completed). */
export function allAt(
  names: string[],
  state: MediaJobState,
  phase: AiBreakdownPhase | null = null,
): BreakdownStatus {
  return aStatus(names.map((name, index) => aJob(index, name, state, phase)));
}

/** The api's breakdown procedures answering whatever status the test sets. */
export function fakeBreakdown(initial: BreakdownStatus) {
  let current = initial;
  return {
    set(next: BreakdownStatus) {
      current = next;
    },
    answers: {
      'media.breakdown': () => current,
      'media.breakdownStatus': () => current,
      'media.cancelBreakdown': () => current,
    },
  };
}
