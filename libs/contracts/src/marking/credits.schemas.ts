import { Type, type Static } from '@sinclair/typebox';
import type { Plan } from '../auth/auth-context.js';

/** Marking credits a plan includes each UTC calendar month (decision 0015); one credit marks one question. */
export const PLAN_MONTHLY_CREDITS: Record<Plan, number> = { lite: 50, pro: 500, none: 0 };

export const CreditBalanceSchema = Type.Object(
  {
    plan: Type.Union([Type.Literal('lite'), Type.Literal('pro'), Type.Literal('none')]),
    period: Type.String({ description: 'The UTC month the included credits belong to, `YYYY-MM`.' }),
    periodEndsAt: Type.String({ format: 'date-time', description: 'When the included credits of this month lapse.' }),
    included: Type.Object(
      {
        allowance: Type.Integer({ description: 'Credits the plan includes this month.' }),
        used: Type.Integer({ description: 'Taken this month and not given back.' }),
        remaining: Type.Integer(),
      },
      { description: 'Used first; they lapse at the end of the month.' },
    ),
    purchased: Type.Object({ remaining: Type.Integer({ description: 'Bought credits: used after the included ones, never lapse.' }) }),
    available: Type.Integer({ description: 'What a start may take now: included remaining plus purchased.' }),
  },
  { $id: 'CreditBalance' },
);
export type CreditBalance = Static<typeof CreditBalanceSchema>;

export const CreditBalanceResponseSchema = Type.Object({ credits: CreditBalanceSchema }, { $id: 'CreditBalanceResponse' });
export type CreditBalanceResponse = Static<typeof CreditBalanceResponseSchema>;
