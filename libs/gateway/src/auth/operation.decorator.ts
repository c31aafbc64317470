import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { ApiOperation, AuthContext } from '@pp/contracts';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../identity/api-keys.service.js';

export const OPERATION_METADATA = 'pp:operation';

/** Binds a route to its public operation: its scopes, idempotency rule and documentation come from there. */
export const Operation = (operation: ApiOperation) => SetMetadata(OPERATION_METADATA, operation);

export const PROBE_METADATA = 'pp:probe';

/** Marks the health probes: outside the public interface, answered without a key. */
export const Probe = () => SetMetadata(PROBE_METADATA, true);

export const APP_API_METADATA = 'pp:app-api';

/**
 * Marks the signed-in app's routes (`/app/api`, decision 0034): outside the public interface, never
 * authenticated by a key; their own guard reads the session cookie (and refuses a key).
 */
export const AppApiRoute = () => SetMetadata(APP_API_METADATA, true);

/** Each route's bound operation by handler and class, read once: three guards ask it of every request. */
const boundOperations = new WeakMap<object, WeakMap<object, ApiOperation | null>>();

/** The operation a route serves; null for a probe or an app route. A route that is none of them is a programming error. */
export function boundOperation(reflector: Reflector, context: ExecutionContext): ApiOperation | null {
  const [handler, controller] = [context.getHandler(), context.getClass()];
  let byClass = boundOperations.get(handler);
  if (!byClass) boundOperations.set(handler, (byClass = new WeakMap()));
  let operation = byClass.get(controller);
  if (operation === undefined) byClass.set(controller, (operation = readBoundOperation(reflector, handler, controller)));
  return operation;
}

type Handler = ReturnType<ExecutionContext['getHandler']>;
type Controller = ReturnType<ExecutionContext['getClass']>;

function readBoundOperation(reflector: Reflector, handler: Handler, controller: Controller): ApiOperation | null {
  if (reflector.getAllAndOverride<boolean>(PROBE_METADATA, [handler, controller])) return null;
  if (reflector.getAllAndOverride<boolean>(APP_API_METADATA, [handler, controller])) return null;
  const operation = reflector.get<ApiOperation | undefined>(OPERATION_METADATA, handler);
  if (!operation) throw new Error(`${controller.name}.${handler.name} is not bound to an operation`);
  return operation;
}

/** A request after authentication: its principal, and the operation it was routed to (for usage). */
export type AuthenticatedRequest = FastifyRequest & { user?: Principal; operationId?: string };

export function authContextOf(request: AuthenticatedRequest): AuthContext {
  const principal = request.user;
  if (!principal) throw new Error('route has no authenticated principal');
  return {
    ownerId: principal.account.id,
    keyId: principal.keyId,
    scopes: principal.scopes,
    requestId: request.id,
    plan: principal.account.plan,
  };
}

/** The caller's context for RPCs: owner, key, scopes and request id. */
export const Auth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext =>
  authContextOf(context.switchToHttp().getRequest()),
);

/** The verified principal with its account's display name. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!principal) throw new Error('route has no authenticated principal');
  return principal;
});
