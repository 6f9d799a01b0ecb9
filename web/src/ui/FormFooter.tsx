interface FormFooterProps {
  /** The last attempt's failure, in the words the screen shows. */
  failure: string | null;
  /** Submitting is not possible now (an empty field). */
  blocked: boolean;
  submitLabel: string;
  onCancel(): void;
  className: string;
  small?: boolean;
}

/**
 * The end of a form whose change is written on the device and queued for the server (issue 31):
 * its failure, and Cancel beside the submit button. It works offline, so it says nothing of the
 * network (NetworkFormFooter is for a form that needs it).
 */
export function FormFooter({
  failure,
  blocked,
  submitLabel,
  onCancel,
  className,
  small = false,
}: FormFooterProps) {
  const size = small ? ' button--sm' : '';
  return (
    <>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <div className={className}>
        <button type="button" className={`button button--outline${size}`} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`button button--primary${size}`} disabled={blocked}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
