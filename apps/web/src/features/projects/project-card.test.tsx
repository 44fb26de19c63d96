import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectCard } from '@/features/projects/project-card';
import { aProject, isSignedFrom, signEverything } from '@/features/projects/test/fixtures';
import { renderWithApp } from '@/features/projects/test/render';
import { createTrpcFake } from '@/test/trpc-fake';

const image = '/files/users/uid-ada/3f1c0a52-7d4e-4b8a-9a51-2f6f0c1e9b10/thumbnails/cover.png';
const video = '/files/users/uid-ada/videos/clip.mp4';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(overrides: Parameters<typeof aProject>[0] = {}, published = false) {
  const api = createTrpcFake({ 'files.sign': signEverything });
  const project = aProject(overrides);
  renderWithApp(<ProjectCard uid="uid-ada" project={project} published={published} />, api.fetch);
  return { api, card: screen.getByRole('article', { name: project.name }) };
}

describe('ProjectCard texts', () => {
  it('shows the name, the description, the counts, the US date and the buttons', () => {
    const { card } = renderCard();
    const view = within(card);
    expect(view.getByRole('heading', { name: 'Birdhouse' })).toBeTruthy();
    expect(view.getByText('Build a cedar birdhouse in an afternoon.').className).toContain(
      'line-clamp-2',
    );
    expect(view.getByText('1,234 views')).toBeTruthy();
    expect(view.getByText('1 like')).toBeTruthy();
    expect(view.getByText('0 comments')).toBeTruthy();
    expect(card.textContent).toContain('Created: 11/22/2026');
    expect(view.getByRole('link', { name: 'Edit Steps' }).getAttribute('href')).toBe(
      '/annotate/3f1c0a52-7d4e-4b8a-9a51-2f6f0c1e9b10',
    );
    expect(view.getByRole('button', { name: 'Upload Thumbnail' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it("reads 'No description provided' without a description", () => {
    const { card } = renderCard({ description: '   ' });
    expect(within(card).getByText('No description provided')).toBeTruthy();
  });

  it('offers Unpublish and Replace Thumbnail for a published project with a thumbnail', () => {
    const { card } = renderCard({ thumbnail_url: image }, true);
    expect(within(card).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Replace Thumbnail' })).toBeTruthy();
  });
});

describe('ProjectCard thumbnail', () => {
  it("shows 'No thumbnail' when there is neither an image nor a video", () => {
    const { card, api } = renderCard();
    expect(within(card).getByText('No thumbnail')).toBeTruthy();
    expect(api.called()).toEqual([]);
  });

  it('shows the signed image, then the video frame when the image fails, then Video unavailable', async () => {
    const { card } = renderCard({ thumbnail_url: image, frame_url: video });
    const img = await within(card).findByRole('img', { name: 'Thumbnail of Birdhouse' });
    expect(isSignedFrom(img.getAttribute('src'), image)).toBe(true);

    fireEvent.error(img);
    const frame = await waitFor(() => {
      const element = card.querySelector('video');
      if (!element?.getAttribute('src')) throw new Error('no video yet');
      return element;
    });
    expect(isSignedFrom(frame.getAttribute('src'), video)).toBe(true);
    expect(frame.muted).toBe(true);
    expect(frame.getAttribute('preload')).toBe('metadata');

    fireEvent.error(frame);
    expect(await within(card).findByText('Video unavailable')).toBeTruthy();
    expect(card.querySelector('video')).toBeNull();
  });

  it('seeks the video to 0.1 s once its metadata is known', async () => {
    const { card } = renderCard({ frame_url: video });
    const frame = await waitFor(() => {
      const element = card.querySelector('video');
      if (!element?.getAttribute('src')) throw new Error('no video yet');
      return element;
    });
    let seekedTo: number | null = null;
    Object.defineProperty(frame, 'duration', { value: 12, configurable: true });
    Object.defineProperty(frame, 'currentTime', {
      configurable: true,
      get: () => seekedTo ?? 0,
      set: (value: number) => {
        seekedTo = value;
      },
    });
    fireEvent(frame, new Event('loadedmetadata'));
    expect(seekedTo).toBe(0.1);
  });

  it('loads nothing until 10% of the thumbnail is visible', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; threshold: unknown }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, threshold: options?.threshold });
        }
        observe() {}
        disconnect() {}
      },
    );
    const { card, api } = renderCard({ thumbnail_url: image });
    expect(observers.map((o) => o.threshold)).toEqual([0.1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.called()).toEqual([]);
    expect(within(card).queryByRole('img', { name: 'Thumbnail of Birdhouse' })).toBeNull();

    const entry = (ratio: number) =>
      ({ isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry;
    const observer = observers[0];
    if (!observer) throw new Error('no observer');
    observer.callback([entry(0.05)], {} as IntersectionObserver);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.called()).toEqual([]);

    observer.callback([entry(0.1)], {} as IntersectionObserver);
    const img = await within(card).findByRole('img', { name: 'Thumbnail of Birdhouse' });
    expect(isSignedFrom(img.getAttribute('src'), image)).toBe(true);
    expect(api.called()).toEqual(['files.sign']);
  });
});
