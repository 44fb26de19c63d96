import type { GuideCard } from '@stepwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '@/features/guides/test/guide-fixture';
import { renderAt } from '@/features/guides/test/render';
import { createTrpcFake, type TrpcFake } from '@/test/trpc-fake';

function card(n: number): GuideCard {
  return {
    project_id: `${PROJECT_ID.slice(0, -2)}${String(n).padStart(2, '0')}`,
    name: `Guide ${n}`,
    description: `About guide ${n}`,
    tags: ['DIY'],
    thumbnail_url: null,
    frame_url: null,
    creator_username: 'ada',
    step_count: 3,
    total_duration_ms: 125_000,
    view_count: 5,
    like_count: 2,
    comment_count: 1,
    created_at: '2026-11-20T10:00:00.000Z',
  };
}

type ListInput = { q?: string; tag?: string; cursor?: string };

function api(list: (input: ListInput) => { guides: GuideCard[]; next_cursor: string | null }) {
  return createTrpcFake({
    'guides.list': (input) => list(input as ListInput),
    'users.get': () => ({
      user_id: 'uid-ada',
      username: 'Ada',
      email: 'ada@example.com',
      affiliation: null,
      is_creator: false,
      profile_photo_url: null,
    }),
  });
}

const listInputs = (fake: TrpcFake) => fake.inputsOf('guides.list') as ListInput[];

describe('/guides', () => {
  it('shows the cards with creator, steps, time and counts, and loads more with the cursor', async () => {
    const fake = api(({ cursor }) =>
      cursor === 'c2'
        ? { guides: [card(3)], next_cursor: null }
        : { guides: [card(1), card(2)], next_cursor: 'c2' },
    );
    renderAt('/guides', fake.fetch);
    const first = await screen.findByRole('article', { name: 'Guide 1' });
    expect(within(first).getByText('by ada')).toBeTruthy();
    expect(within(first).getByText('3 steps')).toBeTruthy();
    expect(within(first).getByText('2 min 5 s')).toBeTruthy();
    expect(within(first).getByTitle('5 views')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Guide 1' }).getAttribute('href')).toBe(
      `/guides/${card(1).project_id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Guide 3' })).toBeTruthy();
    expect(listInputs(fake).at(-1)?.cursor).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when nothing is published yet', async () => {
    renderAt('/guides', api(() => ({ guides: [], next_cursor: null })).fetch);
    expect(await screen.findByText('No published guides yet')).toBeTruthy();
  });

  it('searches on Enter and by tag, and clears a search that matched nothing', async () => {
    const fake = api(({ q, tag }) => ({
      guides: q || tag ? [] : [card(1)],
      next_cursor: null,
    }));
    renderAt('/guides', fake.fetch);
    await screen.findByRole('article', { name: 'Guide 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search guides' }), {
      target: { value: '  sanding ' },
    });
    const form = screen.getByRole('searchbox', { name: 'Search guides' }).closest('form');
    if (form) fireEvent.submit(form);
    expect(await screen.findByText('No guides match your search')).toBeTruthy();
    expect(listInputs(fake).at(-1)).toMatchObject({ q: 'sanding' });
    fireEvent.click(screen.getByRole('button', { name: 'Woodworking' }));
    await waitFor(() =>
      expect(listInputs(fake).at(-1)).toMatchObject({ q: 'sanding', tag: 'Woodworking' }),
    );
    expect(screen.getByRole('button', { name: 'Woodworking' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('article', { name: 'Guide 1' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search guides' }) as HTMLInputElement).value,
    ).toBe('');
  });
});
