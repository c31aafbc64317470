import type { AppCreatedKey, AppKey } from '@pp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appApi } from '../../api/app-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { formatCount, formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/loading';
import { Page } from '../../ui/page';
import { CreatedKey } from './created-key';
import { KeyForm } from './key-form';
import { activeCount, activeKeysText, sortedKeys, STATE_LABELS, type KeyFormValues } from './key-rules';

export const KEYS_QUERY = ['keys'] as const;

/** What was just made: the new key, and for a replacement the key it replaces (and whether that one is revoked yet). */
interface Made {
  created: AppCreatedKey;
  replaced: AppKey | null;
  oldRevoked: boolean;
}

export function KeysPage() {
  const client = useQueryClient();
  // Read again each time the page opens: a key's request count moves with every call, and the list
  // read a few seconds ago (still fresh by the app's default) would show the old one.
  const keys = useQuery({ queryKey: KEYS_QUERY, queryFn: () => appApi.keys(), refetchOnMount: 'always' });
  const [made, setMade] = useState<Made | null>(null);
  const [replacing, setReplacing] = useState<AppKey | null>(null);
  const [revoking, setRevoking] = useState<AppKey | null>(null);
  const [revoked, setRevoked] = useState<AppKey | null>(null);
  const [formKey, setFormKey] = useState(0);
  const refresh = () => client.invalidateQueries({ queryKey: KEYS_QUERY });

  const create = useMutation({
    mutationFn: (values: KeyFormValues) => appApi.createKey({ name: values.name, scopes: [...values.scopes], expires: values.expires }),
    onSuccess: (created) => {
      setMade({ created, replaced: null, oldRevoked: false });
      setRevoked(null);
      setFormKey((n) => n + 1);
      void refresh();
    },
  });
  const replace = useMutation({
    mutationFn: ({ key, values }: { key: AppKey; values: KeyFormValues }) =>
      appApi.replaceKey(key.id, { scopes: [...values.scopes], expires: values.expires }),
    onSuccess: (created, { key }) => {
      setMade({ created, replaced: key, oldRevoked: false });
      setReplacing(null);
      setRevoked(null);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (key: AppKey) => appApi.revokeKey(key.id),
    onSuccess: (_answer, key) => {
      setRevoking(null);
      setRevoked(key);
      setMade((current) => (current?.replaced?.id === key.id ? { ...current, oldRevoked: true } : current));
      void refresh();
    },
  });

  if (keys.isPending) return <Loading what="Loading your keys" />;
  if (keys.isError)
    return (
      <Page title="API keys">
        <ErrorAlert error={keys.error} />
      </Page>
    );
  const { maxActive } = keys.data;
  const active = activeCount(keys.data.keys);
  const full = active >= maxActive;
  const list = sortedKeys(keys.data.keys);

  return (
    <Page title="API keys" wide>
      <p>
        A key lets a script or an AI agent use the API with the permissions you give it. Each connection gets its own key, so that you can
        revoke one without stopping the others.
      </p>
      {revoked && (
        <Notice tone="success">
          <p>The key “{revoked.name}” is revoked: new requests with it are refused from now on. Work it had already started may finish.</p>
        </Notice>
      )}
      {made && (
        <CreatedKey
          key={made.created.key.id}
          created={made.created}
          title={made.replaced ? `Replacement key for “${made.created.key.name}”` : `Key “${made.created.key.name}” created`}
          onDone={() => setMade(null)}
        >
          {made.replaced && !made.oldRevoked && (
            <div className="panel-inner">
              <p>The old key still works. Move the connection to the new key, then revoke the old one: revoking stops it at once.</p>
              <button type="button" className="button button-danger" onClick={() => setRevoking(made.replaced)}>
                Revoke the old key
              </button>
            </div>
          )}
        </CreatedKey>
      )}

      <section aria-labelledby="create-key" className="section">
        <h2 id="create-key">Create a key</h2>
        <p className="count" aria-live="polite">
          {activeKeysText(active, maxActive)}
        </p>
        <ErrorAlert error={create.error} title="The key was not created" />
        <KeyForm
          key={formKey}
          submitLabel="Create key"
          busy={create.isPending}
          disabled={full}
          onSubmit={(values) => create.mutate(values)}
        />
      </section>

      {replacing && (
        <section aria-labelledby="replace-key" className="section panel">
          <h2 id="replace-key">Replace “{replacing.name}”</h2>
          <p>
            A replacement is a new key with the same name and the permissions and expiry you choose here. The old key keeps working until
            you revoke it, so that the connection can move over first.
          </p>
          <ErrorAlert error={replace.error} title="The replacement was not created" />
          <KeyForm
            key={replacing.id}
            fixedName={replacing.name}
            initialScopes={replacing.scopes}
            submitLabel="Create replacement"
            busy={replace.isPending}
            disabled={full}
            onSubmit={(values) => replace.mutate({ key: replacing, values })}
            onCancel={() => {
              replace.reset();
              setReplacing(null);
            }}
          />
        </section>
      )}

      <section className="section">
        <h2 id="your-keys">Your keys</h2>
        {list.length === 0 ? (
          <p>No keys yet.</p>
        ) : (
          <KeyTable
            keys={list}
            onReplace={(key) => {
              replace.reset();
              setReplacing(key);
            }}
            onRevoke={(key) => {
              revoke.reset();
              setRevoking(key);
            }}
          />
        )}
      </section>

      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke “${revoking.name}”?` : 'Revoke the key?'}
        confirmLabel="Revoke key"
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>Requests with this key will be refused from now on. Work it had already started may finish. This cannot be undone.</p>
        {revoking && (
          <p>
            Created <span data-volatile>{formatDateTime(revoking.createdAt)}</span>, permissions: {revoking.scopes.join(', ')}.
          </p>
        )}
        <ErrorAlert error={revoke.error} title="The key was not revoked" />
      </ConfirmDialog>
    </Page>
  );
}

function KeyTable({ keys, onReplace, onRevoke }: { keys: AppKey[]; onReplace: (key: AppKey) => void; onRevoke: (key: AppKey) => void }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby="your-keys" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Permissions</th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col" className="numeric">
              Requests
            </th>
            <th scope="col" className="numeric">
              Errors
            </th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const which = `“${key.name}” created ${formatDateTime(key.createdAt)}`;
            return (
              <tr key={key.id} className={key.state === 'active' ? undefined : 'row-inactive'}>
                <th scope="row">{key.name}</th>
                <td>
                  <ul className="scope-list">
                    {key.scopes.map((scope) => (
                      <li key={scope}>
                        <code>{scope}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <span className={`badge badge-${key.state}`}>{STATE_LABELS[key.state]}</span>
                  {key.revokedAt && (
                    <span className="cell-note" data-volatile>
                      {' '}
                      {formatDateTime(key.revokedAt)}
                    </span>
                  )}
                </td>
                <td data-volatile>{formatDateTime(key.createdAt)}</td>
                <td data-volatile>{formatDateTime(key.expiresAt)}</td>
                <td className="numeric" data-volatile>
                  {formatCount(key.lifetimeRequests)}
                </td>
                <td className="numeric" data-volatile>
                  {formatCount(key.lifetimeErrors)}
                </td>
                <td data-volatile>{formatDateTime(key.lastUsedAt, 'Never')}</td>
                <td>
                  {key.state === 'active' && (
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`Replace key ${which}`}
                        onClick={() => onReplace(key)}
                      >
                        Replace
                      </button>
                      <button
                        type="button"
                        className="button button-danger button-small"
                        aria-label={`Revoke key ${which}`}
                        onClick={() => onRevoke(key)}
                      >
                        Revoke
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
