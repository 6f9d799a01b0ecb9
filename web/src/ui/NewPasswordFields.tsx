import type { FieldErrors, NewPasswordForm } from '@habitat/domain';
import { TextField } from './TextField';

/** 'New Password' and 'Confirm Password', as a reset and a change of password both ask for them. */
export function NewPasswordFields({
  form,
  errors,
  onEdit,
  autoFocus = false,
}: {
  form: NewPasswordForm;
  errors: FieldErrors<keyof NewPasswordForm>;
  onEdit(field: 'password' | 'confirmPassword'): (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={form.password}
        onChange={onEdit('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={onEdit('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
