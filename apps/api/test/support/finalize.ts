import {
  ANNOTATION_SHAPES,
  BOX_SHAPES,
  type FinalizeInput,
  type StepInput,
} from '@stepwise/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { createDb, type Database } from '../../src/db/database';
import type { Identity } from '../../src/plugins/firebase';
import { bearer, type TestUser } from './identity';

/** Builders and helpers shared by the steps, finalize and buy-list tests. */

type App = Pick<FastifyInstance, 'inject'>;

/** A project row owned by `user`, with `videos` PRIMARY_VIDEO files (video_order 0, 1, ...). */
export async function aProjectOf(
  db: Kysely<Database>,
  user: Pick<TestUser, 'uid'>,
  options: { name?: string; videos?: number } = {},
): Promise<string> {
  const { project_id } = await db
    .insertInto('projects')
    .values({ firebase_uid: user.uid, name: options.name ?? 'Birdhouse' })
    .returning('project_id')
    .executeTakeFirstOrThrow();
  const videos = options.videos ?? 0;
  if (videos > 0) {
    await db
      .insertInto('project_files')
      .values(
        Array.from({ length: videos }, (_, i) => ({
          project_id,
          role: 'PRIMARY_VIDEO' as const,
          video_order: i,
          file_key: `users/${user.uid}/videos/video-${i}.mp4`,
          file_url: `/files/users/${user.uid}/videos/video-${i}.mp4`,
          original_filename: `video-${i}.mp4`,
        })),
      )
      .execute();
  }
  return project_id;
}

export interface PayloadShape {
  steps?: number;
  annotations?: number;
  tools?: number;
  materials?: number;
  files?: number;
  /** Prefix of the tool and material names (distinct names per step when `perStepNames`). */
  itemPrefix?: string;
  perStepNames?: boolean;
}

/** One complete step: every field the payload carries. */
export function aStep(uid: string, projectId: string, index: number, shape: PayloadShape = {}) {
  const folder = `users/${uid}/${projectId}`;
  const prefix = shape.itemPrefix ?? 'Item';
  const itemName = (kind: string, k: number) =>
    shape.perStepNames ? `${prefix} ${kind} ${index}-${k}` : `${prefix} ${kind} ${k}`;
  const start = index * 10_000;
  return {
    name: `Step ${index + 1}`,
    description: `Do part ${index + 1} carefully.`,
    video_start_time_ms: start,
    video_end_time_ms: start + 5_000,
    cautionary_notes: 'Wear goggles.\nKeep fingers clear.',
    best_practice_notes: 'Measure twice.',
    associated_video_index: index % 2,
    associated_video_path: `users/${uid}/videos/video-${index % 2}.mp4`,
    step_order: index,
    annotations: Array.from({ length: shape.annotations ?? 2 }, (_, k) => {
      // Every shape in turn; odd ones in red, even ones in the default yellow (no colour sent).
      const type = ANNOTATION_SHAPES[k % ANNOTATION_SHAPES.length] ?? 'rectangle';
      const box = BOX_SHAPES.includes(type);
      return {
        frame_timestamp_ms: start + 1_000 + k,
        annotation_type: type,
        component_name: `Part ${k + 1}`,
        data: {
          type,
          x: 0.1,
          y: 0.25,
          width: box ? 0.5 : 0,
          height: box ? 0.125 : 0,
          ...(type === 'arrow' ? { end_x: 0.75, end_y: 0.0625 } : {}),
        },
        frame_image_path: `${folder}/annotation_frames/frame_${start + 1_000 + k}.jpg`,
        ...(k % 2 === 1 ? { color: 'red' as const } : {}),
      };
    }),
    tools: Array.from({ length: shape.tools ?? 2 }, (_, k) => ({
      quantity: k + 1,
      tool: {
        name: itemName('tool', k),
        specification: k === 0 ? null : `${k * 10} mm`,
        purchase_link: `https://shop.example.com/tool-${k}`,
        image_file: {
          file_url: `/files/${folder}/tools/tool-${k}.jpg`,
          file_key: `${folder}/tools/tool-${k}.jpg`,
        },
      },
    })),
    materials: Array.from({ length: shape.materials ?? 1 }, (_, k) => ({
      quantity: 3,
      material: {
        name: itemName('material', k),
        specification: 'pine',
        purchase_link: null,
        image_file: null,
      },
    })),
    supplementary_files: Array.from({ length: shape.files ?? 1 }, (_, k) => ({
      display_name: `Plan ${k + 1}`,
      file_url: `/files/${folder}/supplementary_files/plan-${k}.pdf`,
      file_path: `${folder}/supplementary_files/plan-${k}.pdf`,
      original_filename: `plan-${k}.pdf`,
      mime_type: 'application/pdf',
      file_size_bytes: 2048,
    })),
    validation_metric: { question: 'Is it square?', expected_answer: 'Yes' },
    result_image_url: `/files/${folder}/result_images/result-${index}.jpg`,
    result_image_path: `${folder}/result_images/result-${index}.jpg`,
    is_ai_generated: index === 0,
  } satisfies StepInput;
}

export function aPayload(user: Pick<TestUser, 'uid'>, projectId: string, shape: PayloadShape = {}) {
  return {
    project_id: projectId,
    project_name: 'Birdhouse',
    user_id: user.uid,
    steps: Array.from({ length: shape.steps ?? 2 }, (_, i) => aStep(user.uid, projectId, i, shape)),
    buy_list: [
      { name: 'Wood glue', quantity: 1, specification: '250 ml', purchase_link: null },
      { name: 'WOOD GLUE ', quantity: 2, specification: '250 ML', purchase_link: null },
    ],
    thumbnail_path: `users/${user.uid}/${projectId}/thumbnails/cover.jpg`,
    auto_generate_buy_list: false,
  } satisfies FinalizeInput;
}

export function finalize(app: App, user: TestUser | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/upload_steps',
    headers: user ? bearer(user) : {},
    payload: payload as object,
  });
}

/** Publishes (or unpublishes) the project as its owner: POST /projects/{id}/toggle-publication. */
export function togglePublication(app: App, owner: TestUser, projectId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/toggle-publication`,
    headers: bearer(owner),
    payload: { firebase_uid: owner.uid },
  });
}

export function getSteps(app: App, user: TestUser | null, projectId: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/steps${query}`,
    headers: user ? bearer(user) : {},
  });
}

export function trpcCall(
  app: App,
  user: TestUser,
  path: string,
  input: unknown,
  kind: 'query' | 'mutation',
) {
  return kind === 'query'
    ? app.inject({
        method: 'GET',
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: bearer(user),
      })
    : app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { ...bearer(user), 'content-type': 'application/json' },
        payload: JSON.stringify(input),
      });
}

/** A Kysely on the test database that counts the statements it sends. */
export function countingDb(databaseUrl: string) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.statements += 1;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  const { db } = createDb(databaseUrl, { max: 4 });
  return { db: db.withPlugin(plugin), counter, close: () => db.destroy() };
}

export const identity = (user: Pick<TestUser, 'uid' | 'email'>): Identity => ({
  uid: user.uid,
  email: user.email,
});

/** Row counts of the tables finalize writes, for one owner and project. */
export async function tableCounts(db: Kysely<Database>, uid: string, projectId: string) {
  const { rows } = await sql<Record<string, number>>`
    select
      (select count(*) from steps where project_id = ${projectId})::int as steps,
      (select count(*) from annotations a join steps s using (step_id) where s.project_id = ${projectId})::int as annotations,
      (select count(*) from step_tools t join steps s using (step_id) where s.project_id = ${projectId})::int as step_tools,
      (select count(*) from step_materials m join steps s using (step_id) where s.project_id = ${projectId})::int as step_materials,
      (select count(*) from supplementary_files f join steps s using (step_id) where s.project_id = ${projectId})::int as files,
      (select count(*) from buy_list_items where project_id = ${projectId})::int as buy_list,
      (select count(*) from tools where firebase_uid = ${uid})::int as tools,
      (select count(*) from materials where firebase_uid = ${uid})::int as materials
  `.execute(db);
  return rows[0];
}
