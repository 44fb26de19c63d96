import type { EditorAnnotation } from '@stepwise/machines';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { AnnotationPopup, type AnnotationPopupProps } from '../annotation-popup';
import { FRAME_MS } from './annotations';
import { ScriptedStage } from './scripted-stage';

export type Overrides = Partial<Omit<AnnotationPopupProps, 'annotations' | 'onChange'>>;

interface ScreenProps {
  initial: EditorAnnotation[];
  overrides: Overrides;
  onChange: (next: EditorAnnotation[]) => void;
  onDone: () => void;
}

/** The popup as the screen uses it: the list lives above it and every onChange replaces it. */
function Screen({ initial, overrides, onChange, onDone }: ScreenProps) {
  const [annotations, setAnnotations] = useState(initial);
  return (
    <AnnotationPopup
      open
      variant="frame"
      imageUrl="blob:frame-1500"
      frameTimestampMs={FRAME_MS}
      frameImagePath="frames/frame_1500.jpg"
      annotations={annotations}
      onChange={(next) => {
        onChange(next);
        setAnnotations(next);
      }}
      onDone={onDone}
      StageComponent={ScriptedStage}
      {...overrides}
    />
  );
}

/** The popup on the frame at FRAME_MS over `initial`, drawn on the scripted stage. */
export function renderPopup(initial: EditorAnnotation[] = [], overrides: Overrides = {}) {
  const onChange = vi.fn<(next: EditorAnnotation[]) => void>();
  const onDone = vi.fn();
  render(<Screen initial={initial} overrides={overrides} onChange={onChange} onDone={onDone} />);
  return { onChange, onDone, lastList: () => onChange.mock.lastCall?.[0] };
}

/** What the scripted stage was last handed. */
export const stageState = () => JSON.parse(screen.getByTestId('stage-state').textContent ?? '{}');
export const typeText = (text: string) =>
  fireEvent.change(screen.getByLabelText('Annotation text'), { target: { value: text } });
export const press = (
  key: string,
  mods: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean },
) => fireEvent.keyDown(screen.getByTestId('annotation-canvas'), { key, ...mods });
