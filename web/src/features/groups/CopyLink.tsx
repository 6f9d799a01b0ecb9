import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * A link to pass on by hand (an invitation's), with a Copy button. Where the clipboard is refused
 * (an insecure origin, an old browser) the text is selected instead, ready for the person to copy.
 */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <div className="field copy-link">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="copy-link__row">
        <input
          ref={input}
          id={id}
          className="input copy-link__input"
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--outline copy-link__button" onClick={copy}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}
