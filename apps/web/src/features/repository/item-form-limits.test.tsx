import { TEXT_LIMITS } from '@stepwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedIn } from '@/test/render-app';
import { createTrpcFake, refuses } from '@/test/trpc-fake';

/** Issue #18 point 7: the add dialog shows the server's limits before anything is sent. */
async function openAddMaterial() {
  // The signed-in layout also reads the profile; these tests leave it unanswered.
  const { fetch } = createTrpcFake({
    'repository.list': () => [],
    'users.get': refuses('NOT_FOUND'),
  });
  const router = renderApp('/my-projects', { session: signedIn, fetch });
  await router.navigate('/repository', { state: { tab: 'materials' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Material' }));
  return screen.findByRole('dialog', { name: 'Add Material' });
}

const counterOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.dataset.counter) ?? null;

describe('Add Material: length limits', { timeout: 30_000 }, () => {
  it('caps the name at the server limit and counts from 80% of it', async () => {
    const dialog = await openAddMaterial();
    const name = within(dialog).getByLabelText('Material name');
    expect(name.getAttribute('maxlength')).toBe(String(TEXT_LIMITS.itemName));
    expect(TEXT_LIMITS.itemName).toBe(120);

    fireEvent.change(name, { target: { value: 'm'.repeat(90) } });
    expect(counterOf(name)).toBeNull();
    fireEvent.change(name, { target: { value: 'm'.repeat(112) } });
    expect(counterOf(name)?.textContent).toBe('112/120 characters');

    fireEvent.change(name, { target: { value: 'm'.repeat(120) } });
    expect(counterOf(name)?.className).toContain('text-red-600');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Limit reached: at most 120 characters.',
    );
  });

  it('says that a pasted 300-character name was cut to 120', async () => {
    const dialog = await openAddMaterial();
    const name = within(dialog).getByLabelText('Material name');
    fireEvent.paste(name, { clipboardData: { getData: () => 'm'.repeat(300) } });
    fireEvent.change(name, { target: { value: 'm'.repeat(120) } });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'The pasted text was cut to 120 characters, the most this field takes.',
    );
  });

  it('counts the specification and the purchase link too', async () => {
    const dialog = await openAddMaterial();
    const specification = within(dialog).getByLabelText('Specification');
    expect(specification.getAttribute('maxlength')).toBe(String(TEXT_LIMITS.itemSpecification));
    fireEvent.change(specification, { target: { value: 's'.repeat(850) } });
    expect(counterOf(specification)?.textContent).toBe('850/1,000 characters');
    const link = within(dialog).getByLabelText('Purchase link');
    expect(link.getAttribute('maxlength')).toBe(String(TEXT_LIMITS.purchaseLink));
  });
});
