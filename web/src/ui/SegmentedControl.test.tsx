// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

type Mode = 'week' | 'month' | 'year';
const OPTIONS = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
] as const;

function Chart({ onChange }: { onChange(mode: Mode): void }) {
  const [mode, setMode] = useState<Mode>('week');
  return (
    <SegmentedControl<Mode>
      label="Chart range"
      options={OPTIONS}
      value={mode}
      onChange={(next) => {
        onChange(next);
        setMode(next);
      }}
    />
  );
}

const pressed = () =>
  within(screen.getByRole('group', { name: 'Chart range' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('SegmentedControl', () => {
  it('is a group named by its label, with the current option pressed', () => {
    render(<Chart onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Chart range' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Week', 'Month', 'Year']);
    expect(pressed()).toEqual(['Week']);
  });

  it('chooses an option on click, one pressed at a time', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Chart onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(onChange).toHaveBeenCalledWith('year');
    expect(pressed()).toEqual(['Year']);
  });

  it('chooses with the keyboard: Tab to an option, Enter or Space to choose it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Chart onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Month' }));
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['Month']);
    await user.tab();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['Year']);
    expect(onChange.mock.calls).toEqual([['month'], ['year']]);
  });

  it('does not report a change when the current option is pressed again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Chart onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(pressed()).toEqual(['Week']);
  });

  it('does not submit the form it sits in', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup({ delay: null });
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Chart onChange={() => {}} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
