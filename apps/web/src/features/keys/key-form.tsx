import { KEY_EXPIRY_CHOICES, SCOPE_DESCRIPTIONS, SCOPES } from '@pp/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../ui/field';
import { focusFirstInvalid } from '../account/form-errors';
import { DEFAULT_EXPIRY, EXPIRY_LABELS, keyFormProblems, orderedScopes, type KeyExpiry, type KeyFormValues } from './key-rules';

interface KeyFormProps {
  /** Replacing a key keeps its name: the form then asks only for permissions and expiry. */
  fixedName?: string;
  initialScopes?: readonly string[];
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  onSubmit: (values: KeyFormValues) => void;
  onCancel?: () => void;
}

/** A key's name, its permissions (the nine scopes, each with the spec's meaning) and its expiry. */
export function KeyForm({ fixedName, initialScopes = [], submitLabel, busy, disabled = false, onSubmit, onCancel }: KeyFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Set<string>>(() => new Set(initialScopes));
  const [expires, setExpires] = useState<KeyExpiry>(DEFAULT_EXPIRY);
  const [problems, setProblems] = useState<Partial<Record<'name' | 'scopes', string>>>({});
  const toggle = (scope: string, on: boolean) =>
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: KeyFormValues = { name: fixedName ?? name, scopes: orderedScopes(scopes), expires };
    const found = keyFormProblems(values, { needsName: fixedName === undefined });
    setProblems(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    onSubmit({ ...values, name: values.name.trim() });
  };
  return (
    <form ref={form} className="form key-form" noValidate onSubmit={submit}>
      {fixedName === undefined && (
        <TextField
          label="Name"
          name="name"
          hint="The connection that will use it, for example “Marking agent” or “Laptop script”."
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problems.name}
        />
      )}
      <fieldset className="fieldset" aria-describedby={problems.scopes ? `${id}-scopes-error` : undefined}>
        <legend>Permissions</legend>
        <p className="hint">Each is independent of the others: choose only what the connection needs.</p>
        {problems.scopes && (
          <p className="field-error" id={`${id}-scopes-error`}>
            {problems.scopes}
          </p>
        )}
        <ul className="choice-list">
          {SCOPES.map((scope) => (
            <li key={scope} className="choice">
              <input
                type="checkbox"
                id={`${id}-${scope}`}
                name="scopes"
                value={scope}
                checked={scopes.has(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                aria-describedby={`${id}-${scope}-meaning`}
                aria-invalid={problems.scopes ? true : undefined}
              />
              <label htmlFor={`${id}-${scope}`}>
                <code>{scope}</code>
              </label>
              <p className="choice-hint" id={`${id}-${scope}-meaning`}>
                {SCOPE_DESCRIPTIONS[scope]}
              </p>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Expires after</legend>
        <div className="radio-row">
          {KEY_EXPIRY_CHOICES.map((choice) => (
            <div key={choice} className="choice choice-inline">
              <input
                type="radio"
                id={`${id}-expires-${choice}`}
                name={`${id}-expires`}
                value={choice}
                checked={expires === choice}
                onChange={() => setExpires(choice)}
              />
              <label htmlFor={`${id}-expires-${choice}`}>{EXPIRY_LABELS[choice]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" disabled={busy || disabled}>
          {busy ? 'Working…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
