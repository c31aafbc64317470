import type { ReactNode } from 'react';
import { ApiError, messageOf, waitText } from '../api/api-error';

/** An error, announced as it appears (role=alert), with the fields a 422 named. */
export function ErrorAlert({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const details = error instanceof ApiError ? error.details : [];
  const retryAfter = error instanceof ApiError ? error.retryAfter : null;
  return (
    <div className="alert alert-error" role="alert">
      {title && <p className="alert-title">{title}</p>}
      <p>{messageOf(error)}</p>
      {retryAfter !== null && retryAfter > 0 && <p>Try again in {waitText(retryAfter)}.</p>}
      {details.length > 0 && (
        <ul>
          {details.map((detail) => (
            <li key={`${detail.path}:${detail.message}`}>
              {detail.path.replace(/^body\./, '')}: {detail.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A calm message that screen readers announce without interrupting (role=status). */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' | 'warning' }) {
  return (
    <div className={`alert alert-${tone}`} role="status">
      {children}
    </div>
  );
}
