import { describe, expect, it } from 'vitest';
import {
  type AuthoringDraft,
  authoringDraftSchema,
  DRAFT_MAX_BYTES,
  draftByteSize,
  draftMessages,
  isDraftWithinLimit,
  type StepRecord,
  stepRecordSchema,
  storedAuthoringDraftSchema,
  upgradeDraft,
  utf8ByteLength,
} from './drafts';
import { draftRecordSchema, draftSaveBodySchema, draftSaveInputSchema } from './drafts-api';

function aStep(overrides: Partial<StepRecord> = {}): StepRecord {
  return {
    id: null,
    videoIndex: 0,
    name: 'Cut the board',
    description: 'Saw along the line.\n\nSlowly.',
    cautionaryNotes: '',
    bestPracticeNotes: '  keep spaces  ',
    validationQuestion: '',
    validationAnswer: '',
    startMs: 1_500,
    endMs: null,
    annotations: [
      {
        text: 'Blade',
        frameTimestampMs: 1_500,
        frameImagePath: 'users/u1/p1/annotation_frames/frame_1500.jpg',
        geometry: { type: 'oval', x: 0.125, y: 0, width: 0.875, height: 1 },
      },
    ],
    tools: [
      {
        name: 'Saw',
        specification: '',
        purchaseLink: '',
        quantity: 1,
        imageUrl: null,
        imagePath: null,
        repositoryId: 'tool-1',
      },
    ],
    materials: [],
    supplementaryFiles: [
      {
        displayName: 'Plan',
        originalFilename: 'plan.pdf',
        fileSizeBytes: 2_048,
        mimeType: 'application/pdf',
        fileUrl: '/files/users/u1/p1/supplementary_files/plan.pdf',
        filePath: 'users/u1/p1/supplementary_files/plan.pdf',
      },
    ],
    resultImage: {
      name: 'result.jpg',
      type: 'image/jpeg',
      size: 10_000,
      imageUrl: '/files/users/u1/p1/result_images/r.jpg',
      imagePath: 'users/u1/p1/result_images/r.jpg',
      hasExistingImage: true,
    },
    isAiGenerated: false,
    isFinalized: false,
    ...overrides,
  };
}

function aDraft(overrides: Partial<AuthoringDraft> = {}): AuthoringDraft {
  return {
    version: 2,
    steps: [aStep({ id: 'ai-step-1', isAiGenerated: true }), aStep({ endMs: 4_000 })],
    currentIndex: 1,
    step: aStep({ name: '' }),
    videoIndex: 0,
    ...overrides,
  };
}

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.error?.issues ?? [];

describe('authoringDraftSchema', () => {
  it('keeps a draft exactly as the editor holds it', () => {
    const draft = aDraft();
    expect(authoringDraftSchema.parse(draft)).toEqual(draft);
    expect(authoringDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it("keeps an AI step's confidence, marks and transcript; older drafts parse without them", () => {
    const aiReview = {
      confidence: 0.35,
      review: ['name' as const, 'tools' as const],
      uncertainItems: ['Saw'],
      transcript: [{ start_ms: 1_500, end_ms: 3_250, text: 'Now saw along the line.' }],
      reviewed: false,
    };
    const draft = aDraft({
      steps: [aStep({ id: 'ai-step-1', isAiGenerated: true, aiReview })],
      currentIndex: 0,
    });
    expect(authoringDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    const old = authoringDraftSchema.parse(aDraft());
    expect(old.steps[0]).not.toHaveProperty('aiReview');
    for (const bad of [
      { ...aiReview, confidence: 2 },
      { ...aiReview, review: ['everything'] },
      { ...aiReview, transcript: [{ start_ms: -1, end_ms: 0, text: '' }] },
      { ...aiReview, reviewed: undefined },
    ]) {
      expect(stepRecordSchema.safeParse(aStep({ aiReview: bad as never })).success).toBe(false);
    }
  });

  it('drops the opaque file handles and other unknown keys', () => {
    const step = aStep();
    const withFiles = {
      ...step,
      supplementaryFiles: step.supplementaryFiles.map((f) => ({ ...f, file: { blob: true } })),
      resultImage: step.resultImage && { ...step.resultImage, file: {} },
      extra: 'ignored',
    };
    expect(stepRecordSchema.parse(withFiles)).toEqual(step);
  });

  it('accepts a new step (-1), an empty step list and unset times', () => {
    const draft = aDraft({
      steps: [],
      currentIndex: -1,
      step: aStep({ startMs: null, endMs: null }),
    });
    expect(authoringDraftSchema.parse(draft)).toEqual(draft);
  });

  it('refuses geometry outside 0-1, an unknown shape, negative or fractional ms and bad counts', () => {
    const bad: [string, unknown][] = [
      [
        'x above 1',
        aDraft({
          step: aStep({
            annotations: [
              {
                text: 'A',
                frameTimestampMs: 0,
                frameImagePath: null,
                geometry: { type: 'point', x: 1.01, y: 0, width: 0, height: 0 },
              },
            ],
          }),
        }),
      ],
      [
        'unknown shape',
        {
          ...aDraft(),
          step: {
            ...aStep(),
            annotations: [
              {
                text: 'A',
                frameTimestampMs: 0,
                frameImagePath: null,
                geometry: { type: 'star', x: 1, y: 1, width: 1, height: 1 },
              },
            ],
          },
        },
      ],
      ['negative start', aDraft({ step: aStep({ startMs: -1 }) })],
      ['fractional start', aDraft({ step: aStep({ startMs: 1.5 }) })],
      [
        'fractional frame time',
        {
          ...aDraft(),
          step: { ...aStep(), annotations: [{ ...aStep().annotations[0], frameTimestampMs: 1.5 }] },
        },
      ],
      [
        'quantity 0',
        { ...aDraft(), step: { ...aStep(), tools: [{ ...aStep().tools[0], quantity: 0 }] } },
      ],
      ['currentIndex past the list', aDraft({ currentIndex: 2 })],
      ['currentIndex below -1', aDraft({ currentIndex: -2 })],
      ['version 3', { ...aDraft(), version: 3 }],
      ['NUL in a text', aDraft({ step: aStep({ name: 'a\u0000b' }) })],
      ['missing step', { ...aDraft(), step: undefined }],
    ];
    for (const [label, value] of bad) {
      expect(authoringDraftSchema.safeParse(value).success, label).toBe(false);
    }
    const negative = authoringDraftSchema.safeParse(aDraft({ step: aStep({ endMs: -500 }) }));
    expect(issuesOf(negative)).toMatchObject([
      { path: ['step', 'endMs'], message: 'End time must not be negative.' },
    ]);
    const outside = stepRecordSchema.safeParse({
      ...aStep(),
      annotations: [
        {
          ...aStep().annotations[0],
          geometry: { type: 'rectangle', x: -0.1, y: 0, width: 0.5, height: 0.5 },
        },
      ],
    });
    expect(issuesOf(outside)).toMatchObject([
      {
        path: ['annotations', 0, 'geometry', 'x'],
        message: 'x must be between 0 and 1 (a fraction of the frame).',
      },
    ]);
    expect(issuesOf(authoringDraftSchema.safeParse(aDraft({ currentIndex: 5 })))).toMatchObject([
      { path: ['currentIndex'], message: draftMessages.currentIndexOutOfRange },
    ]);
  });

  it('bounds texts and lists', () => {
    expect(stepRecordSchema.safeParse(aStep({ name: 'n'.repeat(121) })).success).toBe(false);
    expect(stepRecordSchema.safeParse(aStep({ name: 'n'.repeat(120) })).success).toBe(true);
    const annotations = Array.from({ length: 101 }, () => aStep().annotations[0]);
    const many = stepRecordSchema.safeParse({ ...aStep(), annotations });
    expect(issuesOf(many)).toMatchObject([{ message: 'At most 100 annotations.' }]);
  });

  it('turns a lone surrogate (half an emoji) into U+FFFD and keeps whole emoji', () => {
    const parsed = stepRecordSchema.parse(aStep({ name: 'Saw \uD83E', description: 'ok 🪚' }));
    expect(parsed.name).toBe('Saw \uFFFD');
    expect(parsed.description).toBe('ok 🪚');
    expect(stepRecordSchema.parse(aStep({ name: '\uDC00x' })).name).toBe('\uFFFDx');
  });
});

describe('version 1 drafts (seconds and percent)', () => {
  /** A step as a version 1 draft held it. */
  function aV1Step() {
    const { startMs: _start, endMs: _end, annotations, ...rest } = aStep();
    return {
      ...rest,
      startTime: 1.5,
      endTime: 4.25,
      annotations: annotations.map((annotation) => ({
        ...annotation,
        geometry: { type: 'oval', x: 12.5, y: 0, width: 87.5, height: 100 },
      })),
    };
  }
  const v1 = { version: 1, steps: [aV1Step()], currentIndex: 0, step: aV1Step(), videoIndex: 0 };

  it('is read as version 2: whole ms and fractions of the frame', () => {
    const upgraded = upgradeDraft(v1 as never);
    expect(upgraded.version).toBe(2);
    expect(upgraded.step).toMatchObject({ startMs: 1_500, endMs: 4_250 });
    expect(upgraded.step).not.toHaveProperty('startTime');
    expect(upgraded.steps[0]?.annotations[0]?.geometry).toEqual({
      type: 'oval',
      x: 0.125,
      y: 0,
      width: 0.875,
      height: 1,
    });
    // A version 2 draft is left as it is.
    const current = aDraft();
    expect(upgradeDraft(current)).toBe(current);
  });

  it('is upgraded when a tab opened before version 2 saves one; a broken one is refused', () => {
    const saved = authoringDraftSchema.parse(v1);
    expect(saved.version).toBe(2);
    expect(saved.step.startMs).toBe(1_500);
    expect(
      authoringDraftSchema.safeParse({ ...v1, step: { ...aV1Step(), startTime: -1 } }).success,
    ).toBe(false);
    expect(storedAuthoringDraftSchema.safeParse(v1).success).toBe(true);
  });
});

describe('save input', () => {
  it('defaults base_revision to null and refuses a negative or fractional one', () => {
    const draft = aDraft();
    expect(draftSaveBodySchema.parse({ draft })).toEqual({ draft, base_revision: null });
    expect(
      draftSaveInputSchema.parse({ project_id: 'p', draft, base_revision: 3 }).base_revision,
    ).toBe(3);
    expect(draftSaveBodySchema.safeParse({ draft, base_revision: -1 }).success).toBe(false);
    expect(draftSaveBodySchema.safeParse({ draft, base_revision: 1.5 }).success).toBe(false);
  });

  it('describes a stored draft with its revision and time', () => {
    const record = {
      project_id: '3f0c7a52-8d1e-4a55-9a7b-2f2f6b1f6a10',
      draft: aDraft(),
      revision: 1,
      updated_at: new Date('2026-11-22T10:00:00Z'),
    };
    expect(draftRecordSchema.parse(record).updated_at).toBe('2026-11-22T10:00:00.000Z');
    expect(draftRecordSchema.safeParse({ ...record, revision: 0 }).success).toBe(false);
  });
});

describe('draft size', () => {
  it('counts UTF-8 bytes like the wire does', () => {
    const cases: [string, number][] = [
      ['', 0],
      ['abc', 3],
      ['é', 2],
      ['€', 3],
      ['🪚', 4],
      ['a\uD83Eb', 5],
      ['mixed é€🪚 text', 20],
    ];
    for (const [text, bytes] of cases) expect(utf8ByteLength(text), text).toBe(bytes);
  });

  it('allows 4 MB of JSON and no more', () => {
    const draft = aDraft();
    expect(DRAFT_MAX_BYTES).toBe(4 * 1024 * 1024);
    expect(draftByteSize(draft)).toBe(JSON.stringify(draft).length);
    expect(isDraftWithinLimit(draft)).toBe(true);
    const euro = aDraft({ step: aStep({ name: '€€' }) });
    expect(draftByteSize(euro)).toBe(draftByteSize(aDraft({ step: aStep({ name: 'ab' }) })) + 4);
    const step = aStep({ description: 'd'.repeat(10_000), cautionaryNotes: 'c'.repeat(10_000) });
    const big = aDraft({ steps: Array.from({ length: 250 }, () => step), currentIndex: -1 });
    expect(draftByteSize(big)).toBeGreaterThan(DRAFT_MAX_BYTES);
    expect(isDraftWithinLimit(big)).toBe(false);
    expect(draftMessages.tooLarge).toBe('The draft is too large to autosave (over 4 MB).');
  });
});
