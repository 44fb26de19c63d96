import { autosaveModel } from '../autosave.model';
import { creationModel } from '../creation.model';
import { finalizeModel } from '../finalize.model';
import { frameCaptureModel } from '../frame-capture.model';
import { stepEditorModel } from '../step-editor.model';
import { unsavedWorkModel } from '../unsaved-work.model';
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
