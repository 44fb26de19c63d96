import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabPanel, Tabs } from './tabs';

afterEach(cleanup);

function Example({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('tools');
  return (
    <Tabs
      label="Repository"
      value={value}
      onValueChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      items={[
        { value: 'tools', label: 'Tools (2)' },
        { value: 'materials', label: 'Materials (0)' },
      ]}
    >
      <TabPanel value="tools">Hammer</TabPanel>
      <TabPanel value="materials">Wood</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches the selected tab and its panel', () => {
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Repository' })).toBeTruthy();
    const tools = screen.getByRole('tab', { name: 'Tools (2)' });
    expect(tools.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Hammer');

    // Radix selects on mousedown (and on focus with the keyboard).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Materials (0)' }), { button: 0 });
    expect(onChange).toHaveBeenCalledWith('materials');
    expect(screen.getByRole('tab', { name: 'Materials (0)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Wood');
  });
});
