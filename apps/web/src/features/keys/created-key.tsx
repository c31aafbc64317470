import type { AppCreatedKey } from '@pp/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../ui/format';

/**
 * The key's value, shown this once, with the spec's warning. The panel takes the focus when it
 * appears, so that its heading and warning are read first.
 */
export function CreatedKey({
  created,
  title,
  onDone,
  children,
}: {
  created: AppCreatedKey;
  title: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);
  useEffect(() => panel.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the text for Ctrl+C instead.
      field.current?.select();
      setCopied('select');
    }
  };
  return (
    <section ref={panel} tabIndex={-1} className="panel panel-key" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="alert alert-warning">
        <p>
          <strong>This is the only time the key is shown.</strong> The service keeps only a fingerprint of it and cannot show it again: copy
          it now and store it like a password. Keep it out of chat messages, public repositories, browser code and query strings.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-value`}>Key for “{created.key.name}”</label>
        <div className="copy-row">
          <input
            ref={field}
            id={`${id}-value`}
            className="key-value"
            readOnly
            value={created.token}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.target.select()}
            data-volatile
          />
          <button type="button" className="button" onClick={copy}>
            Copy key
          </button>
        </div>
        <p className="hint" role="status">
          {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'select' ? 'Selected: press Ctrl+C (⌘C on a Mac) to copy it.' : ''}
        </p>
      </div>
      <p>
        Permissions: {created.key.scopes.join(', ')}. Expires <span data-volatile>{formatDateTime(created.key.expiresAt)}</span>. Send it as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {children}
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          I have stored the key
        </button>
      </div>
    </section>
  );
}
