import { ALLOCATION_DECISIONS, MAX_EXPLANATION_LENGTH, type AllocationDecision, type AllocationResult } from '@pp/contracts';
import { useId, useState, type FormEvent } from 'react';
import { DECISION_LABELS } from './page-view';

interface ReviewFormProps {
  allocation: AllocationResult;
  busy: boolean;
  onSubmit: (decision: AllocationDecision, explanation: string) => void;
}

/**
 * Accept the decision as it is, or change it; either way with a reason, which is kept with the edit
 * and becomes the allocation's explanation.
 */
export function ReviewForm({ allocation, busy, onSubmit }: ReviewFormProps) {
  const id = useId();
  const [decision, setDecision] = useState<AllocationDecision>(allocation.decision);
  const [explanation, setExplanation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const changed = decision !== allocation.decision;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = explanation.trim();
    if (!text) {
      setProblem(changed ? 'Say why the decision changes.' : 'Say why the decision stands.');
      document.getElementById(`${id}-why`)?.focus();
      return;
    }
    setProblem(null);
    onSubmit(decision, text);
  };
  return (
    <form className="review-form" noValidate onSubmit={submit}>
      <fieldset className="fieldset">
        <legend>Your decision on {allocation.code}</legend>
        <div className="radio-row">
          {ALLOCATION_DECISIONS.map((choice) => (
            <div key={choice} className="choice choice-inline">
              <input
                type="radio"
                id={`${id}-${choice}`}
                name={`${id}-decision`}
                value={choice}
                checked={decision === choice}
                onChange={() => setDecision(choice)}
              />
              <label htmlFor={`${id}-${choice}`}>
                {DECISION_LABELS[choice]}
                {choice === allocation.decision ? ' (current)' : ''}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-why`}>Why</label>
        <p className="hint" id={`${id}-why-hint`}>
          Kept with the review and shown as the allocation&rsquo;s explanation.
        </p>
        {problem && (
          <p className="field-error" id={`${id}-why-error`}>
            {problem}
          </p>
        )}
        <textarea
          id={`${id}-why`}
          rows={3}
          maxLength={MAX_EXPLANATION_LENGTH}
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          aria-describedby={[`${id}-why-hint`, problem ? `${id}-why-error` : null].filter(Boolean).join(' ')}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : changed ? `Change to ${DECISION_LABELS[decision].toLowerCase()}` : 'Accept decision'}
      </button>
    </form>
  );
}
