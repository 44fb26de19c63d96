import type { BuyItemData, FinalizeData } from '@stepwise/contracts';
import { assertOwnStoragePath } from '../own-storage-path';

/**
 * A storage path the client sends (frame images, result images, item images, supplementary
 * files, the thumbnail, the step's video) must name one of the caller's own files:
 * `users/{uid}/...`, or the spec's `tools/{uid}/...` / `materials/{uid}/...`. A malformed path
 * answers 400, another user's 403, each naming `where` in the payload it was. Nothing is written
 * before these checks pass.
 */
function checkPath(uid: string, path: string | null, where: string): void {
  assertOwnStoragePath(uid, path, {
    malformed: `${where}: "${path}" is not a storage path.`,
    foreign: `${where}: access denied. The file must be stored in your own folder (users/{uid}/...).`,
  });
}

/** Checks the image path of every buy-list item (`where` names the list, e.g. 'buy_list'). */
export function assertOwnBuyListPaths(
  uid: string,
  items: readonly Pick<BuyItemData, 'image_path'>[],
  where: string,
): void {
  items.forEach((item, index) => {
    checkPath(uid, item.image_path, `${where} item ${index + 1}, image_path`);
  });
}

/** Checks every storage path of a finalize payload; steps are named 'Step N' (1-based). */
export function assertOwnPayloadPaths(uid: string, data: FinalizeData): void {
  checkPath(uid, data.thumbnail_path, 'thumbnail_path');
  assertOwnBuyListPaths(uid, data.buy_list, 'buy_list');
  data.steps.forEach((step, index) => {
    const at = (field: string) => `Step ${index + 1}, ${field}`;
    checkPath(uid, step.associated_video_path, at('associated_video_path'));
    checkPath(uid, step.result_image_path, at('result_image_path'));
    step.annotations.forEach((annotation, n) => {
      checkPath(uid, annotation.frame_image_path, at(`annotations.${n}.frame_image_path`));
    });
    step.supplementary_files.forEach((file, n) => {
      checkPath(uid, file.file_path, at(`supplementary_files.${n}.file_path`));
    });
    for (const [field, items] of [
      ['tools', step.tools],
      ['materials', step.materials],
    ] as const) {
      items.forEach((entry, n) => {
        checkPath(uid, entry.item?.image_path ?? null, at(`${field}.${n}.image_path`));
      });
    }
  });
}
