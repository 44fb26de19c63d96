// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's Database type (Kysely's convention).
import { type Kysely, sql } from 'kysely';

/**
 * Guides (issue #19): searching published projects, and views that count once a day.
 *
 * - `projects.search_vector` (tsvector, English): name (weight A), tags and description (B) and
 *   the names of its steps (C). Triggers keep it: before insert / update of name, description or
 *   tags on projects, and after each statement that inserts, deletes or updates (name or
 *   project_id of) steps. A GIN index serves the search; it is one of the columns
 *   `set_updated_at` ignores, so a step rename does not touch the project's `updated_at`.
 * - `projects_published_created_idx` serves the newest-first keyset pages of published projects.
 * - `project_views.view_day`: the UTC day of a view; a signed-in viewer counts once per project
 *   per day (unique index). Earlier duplicates are removed, which the counter trigger subtracts.
 *
 * Works on PostgreSQL 15 and PGlite (PostgreSQL 18).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function project_search_document(p_id uuid, p_name text, p_description text, p_tags text[])
    returns tsvector language sql stable as $$
      select setweight(to_tsvector('english', coalesce(p_name, '')), 'A')
        || setweight(to_tsvector('english', array_to_string(coalesce(p_tags, '{}'), ' ')), 'B')
        || setweight(to_tsvector('english', coalesce(p_description, '')), 'B')
        || setweight(to_tsvector('english', coalesce(
             (select string_agg(s.name, ' ' order by s.step_order) from steps s
              where s.project_id = p_id), '')), 'C')
    $$
  `.execute(db);
  await sql`
    alter table projects add column search_vector tsvector not null default ''::tsvector
  `.execute(db);

  await sql`
    create function projects_set_search_vector() returns trigger language plpgsql as $$
    begin
      new.search_vector := project_search_document(
        new.project_id, new.name, new.description, new.tags);
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger projects_set_search_vector before insert or update of name, description, tags
    on projects for each row execute function projects_set_search_vector()
  `.execute(db);

  await sql`
    create function steps_refresh_search_vector() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        update projects p
        set search_vector = project_search_document(p.project_id, p.name, p.description, p.tags)
        where p.project_id in (select distinct project_id from new_rows);
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        update projects p
        set search_vector = project_search_document(p.project_id, p.name, p.description, p.tags)
        where p.project_id in (select distinct project_id from old_rows);
      end if;
      return null;
    end
    $$
  `.execute(db);
  // A trigger with transition tables handles a single event, hence three.
  await sql`
    create trigger steps_search_vector_insert after insert on steps
    referencing new table as new_rows
    for each statement execute function steps_refresh_search_vector()
  `.execute(db);
  await sql`
    create trigger steps_search_vector_update after update on steps
    referencing old table as old_rows new table as new_rows
    for each statement execute function steps_refresh_search_vector()
  `.execute(db);
  await sql`
    create trigger steps_search_vector_delete after delete on steps
    referencing old table as old_rows
    for each statement execute function steps_refresh_search_vector()
  `.execute(db);

  // The search vector changing alone is not an edit of the project.
  await sql`drop trigger projects_set_updated_at on projects`.execute(db);
  await sql`
    create trigger projects_set_updated_at before update on projects
    for each row execute function set_updated_at('view_count', 'like_count', 'search_vector')
  `.execute(db);

  // Existing projects: the update fires the search trigger (updated_at is kept by the above).
  await sql`update projects set name = name`.execute(db);

  await sql`
    create index projects_search_vector_idx on projects using gin (search_vector)
    where is_published
  `.execute(db);
  await sql`
    create index projects_published_created_idx on projects (created_at desc, project_id desc)
    where is_published
  `.execute(db);

  await sql`
    alter table project_views
    add column view_day date not null default ((now() at time zone 'utc')::date)
  `.execute(db);
  await sql`update project_views set view_day = (created_at at time zone 'utc')::date`.execute(db);
  await sql`
    delete from project_views v using project_views w
    where v.viewer_uid is not null and v.viewer_uid = w.viewer_uid
      and v.project_id = w.project_id and v.view_day = w.view_day
      and (v.created_at, v.view_id) > (w.created_at, w.view_id)
  `.execute(db);
  await sql`
    create unique index project_views_viewer_day_key
    on project_views (project_id, viewer_uid, view_day)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index project_views_viewer_day_key`.execute(db);
  await sql`alter table project_views drop column view_day`.execute(db);
  await sql`drop index projects_published_created_idx`.execute(db);
  await sql`drop index projects_search_vector_idx`.execute(db);
  await sql`drop trigger projects_set_updated_at on projects`.execute(db);
  await sql`
    create trigger projects_set_updated_at before update on projects
    for each row execute function set_updated_at('view_count', 'like_count')
  `.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.id(`steps_search_vector_${event}`)} on steps`.execute(db);
  }
  await sql`drop function steps_refresh_search_vector()`.execute(db);
  await sql`drop trigger projects_set_search_vector on projects`.execute(db);
  await sql`drop function projects_set_search_vector()`.execute(db);
  await sql`alter table projects drop column search_vector`.execute(db);
  await sql`drop function project_search_document(uuid, text, text, text[])`.execute(db);
}
