// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AmountStepper } from './AmountStepper';

function renderStepper(stored: number) {
  const onCommit = vi.fn();
  const view = render(
    <AmountStepper
      label="Walk amount today"
      stored={stored}
      step={1000}
      unit="steps"
      target={10_000}
      onCommit={onCommit}
      onStep={vi.fn()}
    />,
  );
  return { ...view, onCommit, field: screen.getByLabelText('Walk amount today') as HTMLInputElement };
}

describe('AmountStepper', () => {
  it('commits a typed amount when the person leaves the field', () => {
    const { field, onCommit } = renderStepper(4200);
    fireEvent.change(field, { target: { value: '6000' } });
    fireEvent.blur(field);
    expect(onCommit).toHaveBeenCalledWith(6000);
  });

  it('commits what was typed when the sheet closes before the field is left', () => {
    const { field, onCommit, unmount } = renderStepper(4200);
    fireEvent.change(field, { target: { value: '6000' } });
    unmount();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(6000);
  });

  it('commits once, not again as the sheet closes after the blur', () => {
    const { field, onCommit, unmount } = renderStepper(4200);
    fireEvent.change(field, { target: { value: '6000' } });
    fireEvent.blur(field);
    unmount();
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('saves nothing when the amount is unchanged', () => {
    const { field, onCommit, unmount } = renderStepper(4200);
    fireEvent.change(field, { target: { value: '4200' } });
    fireEvent.blur(field);
    unmount();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
