import type { BuyItemData, FinalizeData } from '@stepwise/contracts';
import { storageFileUrl, stripStepNumber } from '@stepwise/contracts';
import type { NewAnnotation } from '../../db/tables/annotations.table';
import type { NewStepMaterial } from '../../db/tables/step-materials.table';
import type { NewStepTool } from '../../db/tables/step-tools.table';
import type { NewStep } from '../../db/tables/steps.table';
import type { NewSupplementaryFile } from '../../db/tables/supplementary-files.table';
import type { ItemEntry, RepositoryItemLinks } from './repository-links';

/** Turns a parsed finalize payload into table rows (pure: no database access). */

type PayloadStep = FinalizeData['steps'][number];

export function stepRow(projectId: string, step: PayloadStep): NewStep {
  return {
    project_id: projectId,
    step_order: step.step_order,
    // The number is the step's position, never part of its name.
    name: stripStepNumber(step.name),
    description: step.description,
    video_start_time_ms: step.video_start_time_ms,
    video_end_time_ms: step.video_end_time_ms,
    cautionary_notes: step.cautionary_notes,
    best_practice_notes: step.best_practice_notes,
    associated_video_index: step.associated_video_index,
    associated_video_path: step.associated_video_path,
    validation_question: step.validation_metric?.question || null,
    validation_answer: step.validation_metric?.expected_answer || null,
    result_image_url: step.result_image_url,
    result_image_path: step.result_image_path,
    is_ai_generated: step.is_ai_generated,
    is_finalized: true,
    regenerated_at: step.regenerated_at,
  };
}

/**
 * Every tool and material entry of the payload: the tools in step order then list order, then
 * the materials likewise.
 */
export function itemEntries(steps: readonly PayloadStep[]): ItemEntry[] {
  return (['tools', 'materials'] as const).flatMap((kind) =>
    steps.flatMap((step, stepIndex) => step[kind].map((data) => ({ kind, stepIndex, data }))),
  );
}

export interface ChildRows {
  annotations: NewAnnotation[];
  tools: NewStepTool[];
  materials: NewStepMaterial[];
  files: NewSupplementaryFile[];
}

/**
 * The rows each step owns. `stepIds[i]` is the new id of payload step i; `links` holds the
 * repository item of every tool and material entry.
 */
export function childRows(
  steps: readonly PayloadStep[],
  stepIds: readonly string[],
  links: RepositoryItemLinks,
): ChildRows {
  const rows: ChildRows = { annotations: [], tools: [], materials: [], files: [] };
  steps.forEach((step, index) => {
    const step_id = stepIds[index] as string;
    step.annotations.forEach((annotation, position) => {
      rows.annotations.push({
        step_id,
        position,
        frame_timestamp_ms: annotation.frame_timestamp_ms,
        annotation_type: annotation.annotation_type,
        component_name: annotation.component_name,
        geometry_type: annotation.data.type,
        x: annotation.data.x,
        y: annotation.data.y,
        width: annotation.data.width,
        height: annotation.data.height,
        end_x: annotation.data.end_x ?? null,
        end_y: annotation.data.end_y ?? null,
        color: annotation.color,
        frame_image_path: annotation.frame_image_path,
        frame_image_url: annotation.frame_image_path
          ? storageFileUrl(annotation.frame_image_path)
          : null,
      });
    });
    step.tools.forEach((entry, position) => {
      const linked = links.of({ kind: 'tools', data: entry });
      rows.tools.push({
        step_id,
        position,
        quantity: entry.quantity,
        tool_id: linked.repositoryId,
        ...linked.values,
      });
    });
    step.materials.forEach((entry, position) => {
      const linked = links.of({ kind: 'materials', data: entry });
      rows.materials.push({
        step_id,
        position,
        quantity: entry.quantity,
        material_id: linked.repositoryId,
        ...linked.values,
      });
    });
    step.supplementary_files.forEach((file, position) => {
      rows.files.push({ step_id, position, ...file });
    });
  });
  return rows;
}

/**
 * The buy list to store: the list sent, plus (with `auto_generate_buy_list`) every step's tools
 * and materials as repository items; `mergeBuyItems` then adds up equal items.
 */
export function buyListItems(data: FinalizeData, links: RepositoryItemLinks): BuyItemData[] {
  if (!data.auto_generate_buy_list) return data.buy_list;
  const generated = itemEntries(data.steps).map((entry): BuyItemData => {
    const linked = links.of(entry);
    return {
      ...linked.values,
      quantity: entry.data.quantity,
      source_type: 'repository',
      source_id: linked.repositoryId,
    };
  });
  return [...data.buy_list, ...generated];
}
