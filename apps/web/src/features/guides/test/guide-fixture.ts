import type { GuideDetail, GuideProgress, GuideStep } from '@stepwise/contracts';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const stepId = (n: number) => `22222222-2222-4222-8222-00000000000${n}`;

function step(n: number, extra: Partial<GuideStep> = {}): GuideStep {
  return {
    step_id: stepId(n),
    step_order: n - 1,
    name: `Step name ${n}`,
    description: `Do thing ${n}.`,
    video_start_time_ms: (n - 1) * 10_000,
    video_end_time_ms: n * 10_000,
    associated_video_index: 0,
    video_url: '/files/videos/v.mp4?exp=1&sig=t',
    cautionary_notes: '',
    best_practice_notes: '',
    validation_question: null,
    result_image_url: null,
    frames: [],
    tools: [],
    materials: [],
    supplementary_files: [],
    ...extra,
  };
}

/** A published guide of three steps; step 2 asks a question and shows an annotated frame. */
export function guideFixture(): GuideDetail {
  return {
    project: {
      project_id: PROJECT_ID,
      name: 'Birdhouse',
      description: 'Build a birdhouse.',
      tags: ['Woodworking'],
      creator_username: 'ada',
      is_owner: false,
      is_published: true,
      created_at: '2026-11-20T10:00:00.000Z',
      thumbnail_url: null,
      frame_url: null,
      step_count: 3,
      total_duration_ms: 30_000,
      view_count: 4,
      like_count: 2,
      save_count: 3,
      comment_count: 0,
      liked_by_me: false,
      saved_by_me: false,
      videos: [],
    },
    steps: [
      step(1, { cautionary_notes: 'Wear goggles.' }),
      step(2, {
        validation_question: 'Which glue?',
        frames: [
          {
            frame_timestamp_ms: 12_000,
            image_url: '/files/frames/f.jpg?exp=1&sig=t',
            annotations: [
              {
                annotation_id: '33333333-3333-4333-8333-000000000001',
                label: 'Clamp',
                annotation_type: 'rectangle',
                geometry: { type: 'rectangle', x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
                color: 'yellow',
              },
            ],
          },
        ],
      }),
      step(3),
    ],
    buy_list: [],
  };
}

export function emptyProgress(extra: Partial<GuideProgress> = {}): GuideProgress {
  return {
    project_id: PROJECT_ID,
    current_step_id: null,
    done_step_ids: [],
    answers: [],
    updated_at: null,
    completed: false,
    ...extra,
  };
}

export const noComments = () => ({ comments: [], next_cursor: null, total: 0 });
