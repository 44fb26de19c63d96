import { autosaveModel } from '../src/autosave.model';
import { creationModel } from '../src/creation.model';
import { finalizeModel } from '../src/finalize.model';
import { frameCaptureModel } from '../src/frame-capture.model';
import { stepEditorModel } from '../src/step-editor.model';
import { unsavedWorkModel } from '../src/unsaved-work.model';
import type { AnyMachineModel } from './model';

/**
 * Every machine's model. The coverage test walks each of them and `pnpm machines:diagrams` draws
 * each machine; a new machine adds its `src/<name>.model.ts` import and one entry here.
 */
export const allModels: AnyMachineModel[] = [
  creationModel,
  finalizeModel,
  unsavedWorkModel,
  frameCaptureModel,
  stepEditorModel,
  autosaveModel,
];
