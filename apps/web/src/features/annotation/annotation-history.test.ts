import { describe, expect, it } from 'vitest';
import {
  addAnnotation,
  annotationsOfFrame,
  canRedo,
  canUndo,
  commit,
  createHistory,
  HISTORY_LIMIT,
  redo,
  removeAnnotation,
  sameAnnotation,
  sameAnnotationList,
  syncPresent,
  undo,
  updateAnnotation,
} from './annotation-history';
import { annotation, arrow, box, FRAME_MS, OTHER_FRAME_MS } from './test/annotations';

const a = annotation('Valve');
const b = annotation('Hose', box(50, 50));
const c = annotation('Clamp', box(70, 5), OTHER_FRAME_MS);

describe('annotation history', () => {
  it('starts with the list and nothing to undo or redo', () => {
    const history = createHistory([a]);
    expect(history.present).toEqual([a]);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('records each commit as one stopping point and walks back and forth', () => {
    const h1 = commit(createHistory([]), [a]);
    const h2 = commit(h1, [a, b]);
    expect(h2.present).toEqual([a, b]);
    expect(canUndo(h2)).toBe(true);

    const back1 = undo(h2);
    expect(back1.present).toEqual([a]);
    expect(canRedo(back1)).toBe(true);
    const back2 = undo(back1);
    expect(back2.present).toEqual([]);
    expect(canUndo(back2)).toBe(false);

    const forward = redo(redo(back2));
    expect(forward.present).toEqual([a, b]);
    expect(canRedo(forward)).toBe(false);
  });

  it('ignores a commit that changes nothing, even with new but equal records', () => {
    const history = commit(createHistory([]), [a]);
    expect(commit(history, [a])).toBe(history);
    expect(commit(history, [{ ...a, geometry: { ...a.geometry } }])).toBe(history);
  });

  it('drops the redo branch on a new commit', () => {
    const undone = undo(commit(commit(createHistory([]), [a]), [a, b]));
    const branched = commit(undone, [a, c]);
    expect(canRedo(branched)).toBe(false);
    expect(undo(branched).present).toEqual([a]);
  });

  it(`keeps at most ${HISTORY_LIMIT} stopping points`, () => {
    let history = createHistory([]);
    for (let i = 1; i <= HISTORY_LIMIT + 5; i += 1) {
      history = commit(history, [annotation(`#${i}`)]);
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    let oldest = history;
    while (canUndo(oldest)) oldest = undo(oldest);
    expect(oldest.present).toEqual([annotation('#5')]);
  });

  it('takes in a list changed elsewhere as the present, keeping undo and dropping redo', () => {
    const history = undo(commit(commit(createHistory([]), [a]), [a, b]));
    expect(syncPresent(history, [a])).toBe(history);
    const synced = syncPresent(history, [a, c]);
    expect(synced.present).toEqual([a, c]);
    expect(canRedo(synced)).toBe(false);
    expect(undo(synced).present).toEqual([]);
  });

  it('compares lists by value', () => {
    expect(sameAnnotationList([a, b], [{ ...a }, { ...b }])).toBe(true);
    expect(sameAnnotationList([a, b], [b, a])).toBe(false);
    expect(sameAnnotationList([a], [a, b])).toBe(false);
    expect(sameAnnotationList([a], [{ ...a, text: 'Other' }])).toBe(false);
    expect(sameAnnotationList([a], [{ ...a, geometry: { ...a.geometry, x: 11 } }])).toBe(false);
  });
});

describe('annotation list edits', () => {
  const frame = { frameTimestampMs: FRAME_MS, frameImagePath: 'frames/frame_1500.jpg' };

  it('adds a trimmed, clamped annotation on the frame and leaves the input alone', () => {
    const list = [c];
    const next = addAnnotation(list, frame, { text: '  Tap  ', geometry: box(90, 95, 30, 20) });
    expect(list).toEqual([c]);
    expect(next).toEqual([
      c,
      {
        text: 'Tap',
        frameTimestampMs: FRAME_MS,
        frameImagePath: 'frames/frame_1500.jpg',
        geometry: box(70, 80, 30, 20),
      },
    ]);
  });

  it('updates the text or the geometry of one annotation, sharing the others', () => {
    const list = [a, b, c];
    const retexted = updateAnnotation(list, 1, { text: ' Blue hose ' });
    expect(retexted[1]).toEqual({ ...b, text: 'Blue hose' });
    expect(retexted[0]).toBe(a);
    expect(retexted[2]).toBe(c);
    const moved = updateAnnotation(list, 0, { geometry: box(-5, 50) });
    expect(moved[0]!.geometry).toEqual(box(0, 50));
  });

  it('returns the same list when an update changes nothing or misses', () => {
    const list = [a, b];
    expect(updateAnnotation(list, 0, { text: 'Valve' })).toBe(list);
    expect(updateAnnotation(list, 5, { text: 'x' })).toBe(list);
  });

  it('removes one annotation by its index', () => {
    const list = [a, b, c];
    expect(removeAnnotation(list, 1)).toEqual([a, c]);
    expect(removeAnnotation(list, -1)).toBe(list);
    expect(removeAnnotation(list, 3)).toBe(list);
  });

  it("picks a frame's annotations with their index in the whole list", () => {
    expect(annotationsOfFrame([a, c, b], FRAME_MS)).toEqual([
      { index: 0, annotation: a },
      { index: 2, annotation: b },
    ]);
    expect(annotationsOfFrame([a, b], OTHER_FRAME_MS)).toEqual([]);
  });
});

describe('colours and arrows in the history', () => {
  const pointing = annotation('Push', arrow(50, 50, 25, 25));

  it('tells annotations apart by colour (none is yellow) and by arrow head', () => {
    expect(sameAnnotation(a, { ...a, color: 'red' })).toBe(false);
    expect(sameAnnotation(a, { ...a, color: 'yellow' })).toBe(true);
    expect(sameAnnotation(pointing, annotation('Push', arrow(50, 50, 25, 30)))).toBe(false);
    expect(sameAnnotation(pointing, annotation('Push', arrow(50, 50, 30, 25)))).toBe(false);
    expect(sameAnnotation(pointing, annotation('Push', arrow(50, 50, 25, 25)))).toBe(true);
  });

  it('adds an annotation in a colour, yellow left implicit, and keeps an arrow head', () => {
    const frame = { frameTimestampMs: FRAME_MS, frameImagePath: null };
    const [red] = addAnnotation([], frame, { text: 'Hot', geometry: box(1, 1) }, 'red');
    expect(red?.color).toBe('red');
    const [yellow] = addAnnotation([], frame, { text: 'Push', geometry: pointing.geometry });
    expect(yellow).not.toHaveProperty('color');
    expect(yellow?.geometry).toEqual(arrow(50, 50, 25, 25));
  });

  it('recolours one annotation as a change, and moves an arrow head as one', () => {
    const list = [a, pointing];
    const recoloured = updateAnnotation(list, 0, { color: 'blue' });
    expect(recoloured).toEqual([{ ...a, color: 'blue' }, pointing]);
    expect(updateAnnotation(recoloured, 0, { color: 'yellow' })).toEqual([a, pointing]);
    expect(updateAnnotation(list, 0, { color: 'yellow' })).toBe(list);
    const turned = updateAnnotation(list, 1, { geometry: arrow(50, 50, 80, 10) });
    expect(turned[1]?.geometry).toEqual(arrow(50, 50, 80, 10));
    expect(commit(createHistory(list), turned).past).toEqual([list]);
  });
});
