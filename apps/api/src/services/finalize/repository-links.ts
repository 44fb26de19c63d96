import {
  itemIdentityKey,
  type RepositoryKind,
  type StepItemData,
  type StepItemValues,
  storageFileUrl,
} from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import {
  fillRepositoryItemRows,
  findRepositoryItemMatches,
  insertRepositoryItemRows,
  lockItemIdentities,
  type RepositoryItemFill,
  type RepositoryItemMatch,
} from '../../db/repositories/repository-items.repository';
import { AppError } from '../../errors';

/**
 * Links every tool and material of a finalize payload to the creator's repository in a fixed
 * number of statements per kind, whatever the number of steps: lock the identities, read the
 * matching items, insert the missing ones, fill links and images the matches lacked.
 *
 * The rules are those of `findOrCreateRepositoryItem` (repository.service), which does the same
 * for one item in three round trips per item, too slow for a 500-step payload:
 * - an item sent with the id of one of the caller's items links that item;
 * - otherwise the caller's oldest item with the same name + specification (case-insensitive,
 *   trimmed) is linked, and gains a purchase link or image it lacked;
 * - otherwise a new item is created from the first entry that names it.
 * An id that is not one of the caller's items is ignored when the entry names its item (the
 * item was deleted, or belongs to someone else); an entry with only such an id is refused.
 */

const LABELS: Readonly<Record<RepositoryKind, string>> = { tools: 'tool', materials: 'material' };

/** Tools are linked (and refused) before materials, as the payload's steps list them. */
const KINDS: readonly RepositoryKind[] = ['tools', 'materials'];

/** One tool or material of a payload step. */
export interface ItemEntry {
  kind: RepositoryKind;
  /** The step's index in the payload (0-based), named when the entry is refused. */
  stepIndex: number;
  data: StepItemData;
}

export interface LinkedItem {
  repositoryId: string;
  /** What the step keeps: the values sent, or the repository item's when only its id was sent. */
  values: StepItemValues;
}

/** The repository item of each linked entry. */
export interface RepositoryItemLinks {
  /** The item `entry` links; an entry that was not linked is a programming error. */
  of(entry: Pick<ItemEntry, 'kind' | 'data'>): LinkedItem;
}

const identityOf = (values: { name: string; specification: string | null }) =>
  itemIdentityKey(values.name, values.specification);

/**
 * What decides an entry's item: its kind, the id it sent and the identity of the item it names.
 * Entries with the same key link the same item (the same entry twice, or two spellings of one
 * name); a different specification is a different key, so a different item.
 */
const entryKey = ({ kind, data }: Pick<ItemEntry, 'kind' | 'data'>) =>
  JSON.stringify([kind, data.repository_id, data.item ? identityOf(data.item) : null]);

/**
 * The advisory-lock key of one identity: kind, owner, lower-cased trimmed name and specification,
 * joined by U+001F. (Not NUL: a PostgreSQL text value cannot hold one.) Two finalize calls that
 * may create the same item wait for each other.
 */
const lockKey = (kind: RepositoryKind, uid: string, identity: string) =>
  [kind, uid, ...identity.split('\u0000')].join('\u001f');

/** Links each entry to a repository item, tools first; look the results up by entry. */
export async function linkRepositoryItems(
  trx: Executor,
  uid: string,
  entries: readonly ItemEntry[],
): Promise<RepositoryItemLinks> {
  const linked = new Map<string, RepositoryItemMatch>();
  for (const kind of KINDS) {
    await linkKind(
      trx,
      uid,
      kind,
      entries.filter((entry) => entry.kind === kind),
      linked,
    );
  }
  return {
    of(entry) {
      const row = linked.get(entryKey(entry));
      if (!row) throw new Error(`No repository item was linked for this ${LABELS[entry.kind]}.`);
      return { repositoryId: row.id, values: entry.data.item ?? pick(row) };
    },
  };
}

/** Links the entries of one kind, adding each entry's item to `linked` under its key. */
async function linkKind(
  trx: Executor,
  uid: string,
  kind: RepositoryKind,
  entries: readonly ItemEntry[],
  linked: Map<string, RepositoryItemMatch>,
): Promise<void> {
  if (entries.length === 0) return;
  const ids = [
    ...new Set(entries.flatMap((e) => (e.data.repository_id ? [e.data.repository_id] : []))),
  ];
  const named = new Map<string, StepItemValues>();
  for (const { data } of entries) {
    if (data.item && !named.has(identityOf(data.item))) named.set(identityOf(data.item), data.item);
  }
  await lockItemIdentities(
    trx,
    [...named.keys()].map((key) => lockKey(kind, uid, key)),
  );

  const names = [...new Set([...named.values()].map((item) => item.name))];
  const found = await findRepositoryItemMatches(trx, kind, uid, ids, names);
  const byId = new Map(found.map((row) => [row.id, row]));
  const byIdentity = new Map<string, RepositoryItemMatch>();
  for (const row of found) {
    const key = identityOf(row);
    if (named.has(key) && !byIdentity.has(key)) byIdentity.set(key, row);
  }

  // Items to create: named by an entry that is not linked by its own id, and not found by name.
  const missing = new Map<string, StepItemValues>();
  for (const { data } of entries) {
    if (!data.item || (data.repository_id && byId.has(data.repository_id))) continue;
    const key = identityOf(data.item);
    if (!byIdentity.has(key) && !missing.has(key)) missing.set(key, data.item);
  }
  const created = await insertRepositoryItemRows(
    trx,
    kind,
    uid,
    [...missing.values()].map((item) => ({
      name: item.name,
      specification: item.specification,
      purchase_link: item.purchase_link,
      image_url: item.image_path ? storageFileUrl(item.image_path) : null,
      image_path: item.image_path,
    })),
  );
  for (const row of created) byIdentity.set(identityOf(row), row);

  const fills = new Map<string, RepositoryItemFill>();
  for (const entry of entries) {
    const { stepIndex, data } = entry;
    const own = data.repository_id ? byId.get(data.repository_id) : undefined;
    if (own) {
      linked.set(entryKey(entry), own);
      continue;
    }
    if (!data.item) {
      throw new AppError(
        'BAD_REQUEST',
        `Step ${stepIndex + 1}: the ${LABELS[kind]} ${data.repository_id} is not in your repository.`,
      );
    }
    const match = byIdentity.get(identityOf(data.item)) as RepositoryItemMatch;
    const lacksLink = !match.purchase_link && data.item.purchase_link;
    const lacksImage = !match.image_path && data.item.image_path;
    if ((lacksLink || lacksImage) && !fills.has(match.id)) {
      fills.set(match.id, {
        id: match.id,
        purchase_link: data.item.purchase_link,
        image_url: data.item.image_path ? storageFileUrl(data.item.image_path) : null,
        image_path: data.item.image_path,
      });
    }
    linked.set(entryKey(entry), match);
  }
  await fillRepositoryItemRows(trx, kind, [...fills.values()]);
}

function pick(row: RepositoryItemMatch): StepItemValues {
  return {
    name: row.name,
    specification: row.specification,
    purchase_link: row.purchase_link,
    image_url: row.image_url,
    image_path: row.image_path,
  };
}
