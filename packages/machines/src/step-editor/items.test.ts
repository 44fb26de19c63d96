import { describe, expect, it } from 'vitest';
import {
  annotationDraft,
  frame,
  resultImage,
  startStepEditor as start,
  supplementaryFile,
} from './fixtures';
import { toEditorStepItem, validateStepItem } from './items';
import { emptyEditorStep, hasStepData } from './step';
import type { StepEditorEvent, StepItemDraft } from './types';

describe('validateStepItem (spec 5, in order)', () => {
  const saw = toEditorStepItem({ name: 'Saw', specification: 'Crosscut' });

  it('name first, then the purchase link, then duplicates', () => {
    expect(validateStepItem('tool', [saw], { name: '', purchaseLink: 'x' })).toBe(
      'Tool name is required.',
    );
    expect(
      validateStepItem('tool', [saw], {
        name: 'saw',
        specification: 'crosscut',
        purchaseLink: 'x',
      }),
    ).toBe('Purchase link must be a valid URL starting with http:// or https://');
    expect(validateStepItem('tool', [saw], { name: 'SAW ', specification: ' Crosscut' })).toBe(
      'This tool is already added to the current step.',
    );
    expect(validateStepItem('material', [saw], { name: 'Saw', specification: 'Crosscut' })).toBe(
      'This material is already added to the current step.',
    );
    expect(validateStepItem('tool', [saw], { name: 'Saw' })).toBeNull();
    expect(
      validateStepItem('tool', [], { name: 'Saw', purchaseLink: 'http://a.example' }),
    ).toBeNull();
    expect(validateStepItem('tool', [], { name: 'Saw', purchaseLink: '   ' })).toBeNull();
  });

  it('keeps trimmed texts and an integer quantity >= 1 (default 1)', () => {
    expect(toEditorStepItem({ name: ' Saw ', specification: null, quantity: ' 4 ' })).toEqual({
      name: 'Saw',
      specification: '',
      purchaseLink: '',
      quantity: 4,
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    });
    expect(toEditorStepItem({ name: 'Saw' }).quantity).toBe(1);
    expect(toEditorStepItem({ name: 'Saw', quantity: -3 }).quantity).toBe(1);
  });
});

describe('hasStepData', () => {
  it('is false for the empty form and for blank texts', () => {
    expect(hasStepData(emptyEditorStep())).toBe(false);
    expect(
      hasStepData({ ...emptyEditorStep(), name: '  ', isAiGenerated: true, videoIndex: 2 }),
    ).toBe(false);
  });

  it.each([
    ['a name', { name: 'A' }],
    ['a validation answer', { validationAnswer: 'Yes' }],
    ['a start time of 0', { startMs: 0 }],
    ['an end time', { endMs: 3000 }],
    ['a supplementary file', { supplementaryFiles: [supplementaryFile] }],
    ['a result image', { resultImage }],
  ])('is true with %s', (_, patch) => {
    expect(hasStepData({ ...emptyEditorStep(), ...patch })).toBe(true);
  });
});

describe('tools and materials (spec 5)', () => {
  const add = (type: 'tool.add' | 'material.add', item: StepItemDraft): StepEditorEvent =>
    type === 'tool.add' ? { type, item } : { type, item };

  it.each([
    ['tool.add', { name: '  ' }, 'Tool name is required.'],
    ['material.add', { name: '' }, 'Material name is required.'],
    [
      'tool.add',
      { name: 'Clamp', purchaseLink: 'www.shop.com' },
      'Purchase link must be a valid URL starting with http:// or https://',
    ],
    [
      'material.add',
      { name: 'Glue', purchaseLink: 'ftp://shop.com' },
      'Purchase link must be a valid URL starting with http:// or https://',
    ],
  ] as const)('%s %j is refused with "%s"', (type, item, message) => {
    const { send } = start();
    const snapshot = send(add(type, item));
    expect(snapshot.context.error).toEqual({ scope: type.split('.')[0], message });
    expect(snapshot.matches({ form: 'noStep' })).toBe(true);
  });

  it('refuses a duplicate (same name and specification, case-insensitive)', () => {
    const { send } = start();
    send({ type: 'step.select', index: 0 });
    let snapshot = send(add('tool.add', { name: ' saw ', specification: 'CROSSCUT' }));
    expect(snapshot.context.error?.message).toBe('This tool is already added to the current step.');
    snapshot = send(add('tool.add', { name: 'Saw', specification: 'Rip' }));
    expect(snapshot.context.step.tools).toHaveLength(2);
    send(add('material.add', { name: 'Glue', specification: 'PVA' }));
    snapshot = send(add('material.add', { name: 'GLUE', specification: 'pva' }));
    expect(snapshot.context.error?.message).toBe(
      'This material is already added to the current step.',
    );
  });

  it('keeps an integer quantity >= 1; non-numeric becomes 1', () => {
    const { send } = start();
    const snapshot = send(
      add('tool.add', { name: 'A', quantity: '3' }),
      add('tool.add', { name: 'B', quantity: 'lots' }),
      add('tool.add', { name: 'C', quantity: 0 }),
      add('tool.add', { name: 'D', quantity: 2.7 }),
      add('tool.add', { name: 'E', purchaseLink: 'https://shop.example/e' }),
    );
    expect(snapshot.context.step.tools.map((tool) => tool.quantity)).toEqual([3, 1, 1, 2, 1]);
    expect(snapshot.context.step.tools[4]?.purchaseLink).toBe('https://shop.example/e');
    expect(snapshot.hasTag('dirty')).toBe(true);
  });

  it('edits a quantity in place: an integer >= 1, non-numeric becomes 1', () => {
    const { send } = start();
    send(add('tool.add', { name: 'A', quantity: 2 }), add('material.add', { name: 'M' }));
    let snapshot = send({ type: 'tool.setQuantity', index: 0, quantity: '5' });
    expect(snapshot.context.step.tools[0]?.quantity).toBe(5);
    snapshot = send({ type: 'tool.setQuantity', index: 0, quantity: 'many' });
    expect(snapshot.context.step.tools[0]?.quantity).toBe(1);
    snapshot = send(
      { type: 'material.setQuantity', index: 0, quantity: 3.9 },
      { type: 'material.setQuantity', index: 7, quantity: 9 },
    );
    expect(snapshot.context.step.materials.map((item) => item.quantity)).toEqual([3]);
    snapshot = send({ type: 'material.setQuantity', index: 0, quantity: 0 });
    expect(snapshot.context.step.materials[0]?.quantity).toBe(1);
    expect(snapshot.context.step.tools[0]).toMatchObject({ name: 'A', quantity: 1 });
  });

  it('keeps a quantity at most 10,000', () => {
    const { send } = start();
    send(add('tool.add', { name: 'A' }));
    const snapshot = send({ type: 'tool.setQuantity', index: 0, quantity: '250000' });
    expect(snapshot.context.step.tools[0]?.quantity).toBe(10_000);
  });

  it('removes by index', () => {
    const { send } = start();
    send(add('tool.add', { name: 'A' }), add('material.add', { name: 'M' }));
    const snapshot = send({ type: 'tool.remove', index: 0 }, { type: 'material.remove', index: 0 });
    expect(snapshot.context.step.tools).toEqual([]);
    expect(snapshot.context.step.materials).toEqual([]);
    expect(snapshot.matches({ form: 'noStep' })).toBe(true);
  });
});

describe('annotations, files and result image', () => {
  it('an annotation needs a captured frame first', () => {
    const { send } = start();
    const snapshot = send({ type: 'annotation.add', annotation: annotationDraft });
    expect(snapshot.context.error).toEqual({
      scope: 'annotation',
      message: 'Please capture a frame first before creating annotations.',
    });
  });

  it('an annotation takes the frame timestamp; blank text becomes "Untitled annotation"', () => {
    const { send } = start();
    const snapshot = send(
      { type: 'frame.captured', frame },
      { type: 'annotation.add', annotation: annotationDraft },
      { type: 'annotation.add', annotation: { ...annotationDraft, text: ' ' } },
    );
    expect(snapshot.context.step.annotations).toEqual([
      {
        text: 'Blade guard',
        frameTimestampMs: 2500,
        frameImagePath: 'users/u1/frames/frame_2500.jpg',
        geometry: annotationDraft.geometry,
      },
      expect.objectContaining({ text: 'Untitled annotation' }),
    ]);
    expect(send({ type: 'annotation.remove', index: 0 }).context.step.annotations).toHaveLength(1);
    expect(send({ type: 'annotation.clear' }).context.step.annotations).toEqual([]);
  });

  it('supplementary files and the result image are step data', () => {
    const { send } = start();
    let snapshot = send({ type: 'file.add', file: supplementaryFile });
    expect(snapshot.hasTag('dirty')).toBe(true);
    snapshot = send(
      { type: 'file.remove', index: 0 },
      { type: 'resultImage.set', image: resultImage },
    );
    expect(snapshot.context.step).toMatchObject({ supplementaryFiles: [], resultImage });
    expect(send({ type: 'resultImage.clear' }).matches({ form: 'noStep' })).toBe(true);
  });
});
