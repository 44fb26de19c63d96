import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './2026_11_22_0001_create_users';
import * as m0002 from './2026_11_22_0002_create_projects';
import * as m0003 from './2026_11_22_0003_create_repository';
import * as m0004 from './2026_11_22_0004_create_steps';
import * as m0005 from './2026_11_22_0005_create_buy_list';
import * as m0006 from './2026_11_22_0006_create_social';
import * as m0007 from './2026_11_22_0007_annotation_frame_url';
import * as m0008 from './2026_11_22_0008_create_media_jobs';
import * as m0009 from './2026_11_22_0009_create_authoring_drafts';
import * as m0010 from './2026_11_25_0010_create_rate_limit_counters';
import * as m0011 from './2026_11_26_0011_guide_search';
import * as m0012 from './2026_11_26_0012_guide_progress';
import * as m0013 from './2026_11_26_0013_media_job_phase_progress';
import * as m0014 from './2026_11_26_0014_annotation_arrow_callout_blur';

/**
 * Every migration, keyed by its name. The API is bundled, so migrations are listed here rather
 * than discovered on disk: a new migration file is added to this record, and a landed one is
 * never edited or renamed (the name is what `kysely_migration` remembers).
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_0001_create_users': m0001,
  '2026_11_22_0002_create_projects': m0002,
  '2026_11_22_0003_create_repository': m0003,
  '2026_11_22_0004_create_steps': m0004,
  '2026_11_22_0005_create_buy_list': m0005,
  '2026_11_22_0006_create_social': m0006,
  '2026_11_22_0007_annotation_frame_url': m0007,
  '2026_11_22_0008_create_media_jobs': m0008,
  '2026_11_22_0009_create_authoring_drafts': m0009,
  '2026_11_25_0010_create_rate_limit_counters': m0010,
  '2026_11_26_0011_guide_search': m0011,
  '2026_11_26_0012_guide_progress': m0012,
  '2026_11_26_0013_media_job_phase_progress': m0013,
  '2026_11_26_0014_annotation_arrow_callout_blur': m0014,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...migrations }),
};
