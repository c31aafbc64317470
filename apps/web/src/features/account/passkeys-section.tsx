import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AppPasskey } from '@pp/contracts';
import { appApi } from '../../api/app-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorAlert, Notice } from '../../ui/error-alert';
import { TextField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { loadWebAuthn, passkeyError, passkeysAvailable } from './passkey-support';

export const PASSKEYS_QUERY = ['passkeys'] as const;

/** The account's passkeys: the list, adding one on this device (the browser's prompt), removing one after a confirmation. */
export function PasskeysSection() {
  const client = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_QUERY, queryFn: () => appApi.passkeys() });
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<AppPasskey | null>(null);
  const available = passkeysAvailable();

  const add = useMutation({
    mutationFn: async () => {
      try {
        const options = await appApi.passkeyRegistrationOptions();
        const { startRegistration } = await loadWebAuthn();
        const credential = await startRegistration({ optionsJSON: options });
        return await appApi.registerPasskey(credential, name.trim() || undefined);
      } catch (error) {
        throw passkeyError(error, 'add');
      }
    },
    onSuccess: () => {
      setName('');
      remove.reset();
      void client.invalidateQueries({ queryKey: PASSKEYS_QUERY });
    },
  });
  const remove = useMutation({
    mutationFn: (passkey: AppPasskey) => appApi.removePasskey(passkey.id),
    onSuccess: () => {
      setRemoving(null);
      add.reset();
      void client.invalidateQueries({ queryKey: PASSKEYS_QUERY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const list = passkeys.data?.passkeys ?? [];
  return (
    <section aria-labelledby="passkeys" className="section">
      <h2 id="passkeys">Passkeys</h2>
      <p>
        A passkey signs you in with this device&rsquo;s screen lock or security key instead of your password. Your password keeps working,
        and a password reset leaves your passkeys in place.
      </p>
      {add.isSuccess && (
        <Notice tone="success">
          <p>Passkey &ldquo;{add.data.name}&rdquo; added. You can sign in with it now.</p>
        </Notice>
      )}
      {remove.isSuccess && (
        <Notice tone="success">
          <p>The passkey is removed: it no longer signs you in.</p>
        </Notice>
      )}
      <ErrorAlert error={passkeys.error} title="Your passkeys could not be read" />
      {passkeys.isSuccess && list.length === 0 && <p>You have no passkeys yet.</p>}
      {list.length > 0 && (
        <div className="table-scroll" role="region" aria-labelledby="your-passkeys" tabIndex={0}>
          <table className="table">
            <caption id="your-passkeys">Your passkeys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((passkey) => (
                <tr key={passkey.id}>
                  <th scope="row" data-volatile>
                    {passkey.name}
                  </th>
                  <td data-volatile>{formatDateTime(passkey.createdAt)}</td>
                  <td data-volatile>{formatDateTime(passkey.lastUsedAt, 'Never')}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Remove passkey ${passkey.name}`}
                      onClick={() => {
                        remove.reset();
                        setRemoving(passkey);
                      }}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ErrorAlert error={add.error} title="The passkey was not added" />
      {available ? (
        <form className="form" noValidate onSubmit={submit} aria-label="Add a passkey">
          <TextField
            label="Passkey name"
            name="passkey-name"
            hint="Optional: something that tells you which device holds it, such as “Work laptop”."
            maxLength={60}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={add.isPending}>
            {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        <Notice tone="warning">
          <p>This browser cannot use passkeys here. They need a browser that supports them, on https or on localhost.</p>
        </Notice>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        confirmLabel="Remove passkey"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
      >
        <p>
          &ldquo;<span data-volatile>{removing?.name}</span>&rdquo; will no longer sign you in. The device may still list it: remove it
          there too.
        </p>
        <ErrorAlert error={remove.error} title="The passkey was not removed" />
      </ConfirmDialog>
    </section>
  );
}
