import type { AppPlan } from '@pp/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { appApi } from '../../api/app-api';
import { ErrorAlert } from '../../ui/error-alert';
import { formatCount, formatDate, planName, plural } from '../../ui/format';
import { Loading } from '../../ui/loading';
import { Page } from '../../ui/page';
import { KEYS_QUERY } from '../keys/keys-page';
import { STATE_LABELS } from '../keys/key-rules';
import { UsageChart } from './usage-chart';
import { byOperationAndStatus, isErrorStatus, totalsOf, zeroFilledDays } from './usage-data';

export function UsagePage() {
  const selectId = useId();
  const [keyId, setKeyId] = useState<string | null>(null);
  const keys = useQuery({ queryKey: KEYS_QUERY, queryFn: () => appApi.keys() });
  const usage = useQuery({ queryKey: ['usage', keyId], queryFn: () => appApi.usage(keyId) });
  const plan = useQuery({ queryKey: ['plan'], queryFn: () => appApi.plan() });
  const days = useMemo(() => (usage.data ? zeroFilledDays(usage.data.days, new Date()) : []), [usage.data]);
  const rows = useMemo(() => (usage.data ? byOperationAndStatus(usage.data.breakdown) : []), [usage.data]);
  const totals = totalsOf(days);
  const selectedKey = keys.data?.keys.find((key) => key.id === keyId);
  const whose = selectedKey ? `the key “${selectedKey.name}”` : 'all keys of the account';
  const from = days[0]?.day;
  const to = days.at(-1)?.day;

  return (
    <Page title="Usage" wide>
      <p>
        Requests to the API in the last 30 days, counted by UTC day, operation and response status. These are request counts, not billing: a
        key adds permissions, never allowance.
      </p>
      <div className="field field-inline">
        <label htmlFor={selectId}>Show usage of</label>
        <select id={selectId} value={keyId ?? ''} onChange={(event) => setKeyId(event.target.value || null)}>
          <option value="">All keys (the account)</option>
          {keys.data?.keys.map((key) => (
            <option key={key.id} value={key.id}>
              {key.name} ({STATE_LABELS[key.state].toLowerCase()}, made {formatDate(key.createdAt)})
            </option>
          ))}
        </select>
      </div>
      <ErrorAlert error={keys.error} title="The keys could not be loaded" />

      <section aria-labelledby="per-day" className="section">
        <h2 id="per-day">Requests and errors per day</h2>
        {usage.isPending ? (
          <Loading what="Loading usage" />
        ) : usage.isError ? (
          <ErrorAlert error={usage.error} />
        ) : (
          <>
            <p className="totals" aria-live="polite">
              <span data-volatile>
                {plural(totals.requests, 'request')} and {plural(totals.errors, 'error')}
              </span>{' '}
              from {formatDate(from)} to {formatDate(to)} (UTC), for {whose}.
            </p>
            <UsageChart
              days={days}
              label={`Chart of requests and errors per UTC day from ${formatDate(from)} to ${formatDate(to)}: ${totals.requests} requests and ${totals.errors} errors in all. The numbers are in the table below.`}
            />
            <details className="details">
              <summary>The numbers per day</summary>
              <div className="table-scroll" role="region" aria-label="Requests and errors per UTC day" tabIndex={0}>
                <table className="table table-compact">
                  <thead>
                    <tr>
                      <th scope="col">UTC day</th>
                      <th scope="col" className="numeric">
                        Requests
                      </th>
                      <th scope="col" className="numeric">
                        Errors
                      </th>
                    </tr>
                  </thead>
                  <tbody data-volatile>
                    {[...days].reverse().map((day) => (
                      <tr key={day.day}>
                        <th scope="row">{formatDate(day.day)}</th>
                        <td className="numeric">{formatCount(day.requests)}</td>
                        <td className="numeric">{formatCount(day.errors)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </section>

      <section className="section">
        <h2 id="by-operation">By operation and status</h2>
        {usage.data &&
          (rows.length === 0 ? (
            <p>No requests in these 30 days.</p>
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="by-operation" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Operation</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="numeric">
                      Requests
                    </th>
                  </tr>
                </thead>
                <tbody data-volatile>
                  {rows.map((row) => (
                    <tr key={`${row.operation} ${row.status}`}>
                      <th scope="row">
                        <code>{row.operation}</code>
                      </th>
                      <td>
                        <span className={isErrorStatus(row.status) ? 'badge badge-error' : 'badge badge-ok'}>{row.status}</span>
                      </td>
                      <td className="numeric">{formatCount(row.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </section>

      <section aria-labelledby="plan" className="section">
        <h2 id="plan">Plan, limits and marking credits</h2>
        {plan.isPending ? (
          <Loading what="Loading your plan" />
        ) : plan.isError ? (
          <ErrorAlert error={plan.error} />
        ) : (
          <PlanDetails plan={plan.data} />
        )}
      </section>
    </Page>
  );
}

function PlanDetails({ plan }: { plan: AppPlan }) {
  const { credits } = plan;
  return (
    <>
      <dl className="summary-list">
        <div>
          <dt>Plan</dt>
          <dd>{planName(plan.plan)}</dd>
        </div>
        <div>
          <dt>Marking credits</dt>
          <dd data-volatile>
            {formatCount(credits.available)} available: {formatCount(credits.remaining)} of the {formatCount(credits.included)} included for{' '}
            {credits.month} (UTC), and {formatCount(credits.purchased)} purchased
          </dd>
        </div>
      </dl>
      <p className="hint">
        One credit marks one question. The month&rsquo;s included credits are used first, then purchased ones, which do not lapse.
      </p>
      {plan.limits.length > 0 && (
        <>
          <h3>Limits</h3>
          <dl className="summary-list">
            {plan.limits.map((limit) => (
              <div key={limit.name}>
                <dt>{limit.name}</dt>
                <dd>{limit.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  );
}
