import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../app-sessions/app-sessions.service.js';

/**
 * Who may call an app route: `public` needs no session (sign-up, sign-in, the mailed links);
 * `session` needs the session cookie; `data` also needs what a key of the account would need
 * (verified email, a Lite or Pro plan, no restriction), since it reads and writes through the services.
 */
export type AppAccess = 'public' | 'session' | 'data';

export const APP_ACCESS_METADATA = 'pp:app-access';

/** A request the app's guard has admitted: the session, on a route that needs one. */
export type AppRequest = FastifyRequest & { appSession?: ActiveSession };
