import type { EditorStepItem } from '@stepwise/machines';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/features/projects/test/render';
import { StepItemList } from '@/features/step-tabs/step-item-list';

const item = (name: string, purchaseLink: string): EditorStepItem => ({
  name,
  specification: '',
  purchaseLink,
  quantity: 1,
  imageUrl: null,
  imagePath: null,
  repositoryId: null,
});

const noNetwork: typeof fetch = () => Promise.reject(new Error('no call expected'));

describe('StepItemList purchase links', () => {
  it('links http(s) addresses only: a draft holding a script address shows no link', () => {
    renderWithApp(
      <StepItemList
        kind="tool"
        items={[
          item('Saw', 'https://shop.example/saw'),
          item('Trap', 'javascript:alert(document.cookie)'),
          item('Data', 'data:text/html,<script>alert(1)</script>'),
        ]}
        onRemove={() => undefined}
        onQuantityChange={() => undefined}
      />,
      noNetwork,
    );
    const list = screen.getByRole('list', { name: 'Tools of this step' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://shop.example/saw']);
    expect(within(list).getByText('Trap')).toBeTruthy();
  });
});
