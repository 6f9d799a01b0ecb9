// @vitest-environment happy-dom
import type { FieldErrors, NewPasswordForm } from '@habitat/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields';
import { TextField } from './TextField';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'>;

/** A TextField holding its own value, as the forms hold theirs; every change is also reported. */
function Field({ onChange = () => {}, ...props }: FieldProps & { onChange?(value: string): void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is found by its label, and reports what is typed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Field label="Email" name="email" type="email" required onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input).toHaveProperty('required', true);
    await user.click(screen.getByText('Email'));
    expect(document.activeElement).toBe(input);
    await user.type(input, 'ab');
    expect(onChange.mock.calls).toEqual([['a'], ['ab']]);
    expect(input).toHaveProperty('value', 'ab');
  });

  it('is valid and described by nothing while it has no error or hint', () => {
    render(<Field label="Name" name="name" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces its error and ties it to the input', () => {
    render(<Field label="Name" name="name" error="Name is required" />);
    const input = screen.getByLabelText('Name');
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Name is required']);
  });

  it('is described by its error and its hint together', () => {
    render(<Field label="Name" name="name" error="Too long" hint="Shown to your group" />);
    expect(describedBy(screen.getByLabelText('Name'))).toEqual(['Too long', 'Shown to your group']);
  });

  it('drops the error link once the error is gone', () => {
    const { rerender } = render(
      <TextField label="Name" name="name" value="" onChange={() => {}} error="Bad" />,
    );
    rerender(<TextField label="Name" name="name" value="x" onChange={() => {}} />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('gives each field its own ids, so two on one page do not share a label or error', () => {
    render(
      <>
        <Field label="First" name="first" error="First is wrong" />
        <Field label="Second" name="second" error="Second is wrong" />
      </>,
    );
    expect(describedBy(screen.getByLabelText('First'))).toEqual(['First is wrong']);
    expect(describedBy(screen.getByLabelText('Second'))).toEqual(['Second is wrong']);
  });

  it('stops typing at its maxLength', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field label="Code" name="code" maxLength={3} />);
    await user.type(screen.getByLabelText('Code'), 'abcdef');
    expect(screen.getByLabelText('Code')).toHaveProperty('value', 'abc');
  });

  it('as multiline, is a labelled text area with the same error link and limit', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field label="Description" name="description" multiline maxLength={5} error="Too vague" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(describedBy(area)).toEqual(['Too vague']);
    await user.type(area, 'abcdefgh');
    expect(area).toHaveProperty('value', 'abcde');
  });

  it('as a password, hides what is typed until Show is pressed, and hides it again', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field label="Password" name="password" type="password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret');
    expect(input.getAttribute('type')).toBe('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');

    await user.click(show);
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(input).toHaveProperty('value', 'secret');

    await user.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('as a password, does not submit its form with the Show button', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Field label="Password" name="password" type="password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function PasswordForm({
  errors = {},
  autoFocus,
  onEdit = () => {},
}: {
  errors?: FieldErrors<keyof NewPasswordForm>;
  autoFocus?: boolean;
  onEdit?(field: string, value: string): void;
}) {
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirmPassword: '' });
  return (
    <NewPasswordFields
      form={form}
      errors={errors}
      {...(autoFocus === undefined ? {} : { autoFocus })}
      onEdit={(field) => (value) => {
        onEdit(field, value);
        setForm((current) => ({ ...current, [field]: value }));
      }}
    />
  );
}

describe('NewPasswordFields', () => {
  it('asks for a new password and its confirmation, both for a password manager to fill', () => {
    render(<PasswordForm />);
    for (const label of ['New Password', 'Confirm Password']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
    }
    expect(screen.getByLabelText('New Password').getAttribute('name')).toBe('password');
    expect(screen.getByLabelText('Confirm Password').getAttribute('name')).toBe('confirmPassword');
  });

  it('reports each field to its own edit handler', async () => {
    const onEdit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PasswordForm onEdit={onEdit} />);
    await user.type(screen.getByLabelText('New Password'), 'ab');
    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    expect(onEdit.mock.calls).toEqual([
      ['password', 'a'],
      ['password', 'ab'],
      ['confirmPassword', 'x'],
    ]);
  });

  it('focuses the new password only when asked', () => {
    const { unmount } = render(<PasswordForm />);
    expect(document.activeElement).toBe(document.body);
    unmount();
    render(<PasswordForm autoFocus />);
    expect(document.activeElement).toBe(screen.getByLabelText('New Password'));
  });

  it('shows each error under its own field', () => {
    render(<PasswordForm errors={{ confirmPassword: 'Passwords do not match' }} />);
    expect(describedBy(screen.getByLabelText('Confirm Password'))).toEqual(['Passwords do not match']);
    expect(screen.getByLabelText('New Password').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('reveals each password on its own', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeDefined();
  });
});
