import 'reflect-metadata';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { API_OPERATIONS, type ApiOperation } from '@pp/contracts';
import { GatewayModule } from '../gateway.module.js';
import { APP_API_METADATA, OPERATION_METADATA, PROBE_METADATA } from '../auth/operation.decorator.js';

/** Every controller reachable from a module through its imports. */
function controllersOf(module: Type, seen = new Set<Type>()): Type[] {
  if (seen.has(module)) return [];
  seen.add(module);
  const imports: Array<Type | { module?: Type }> = Reflect.getMetadata('imports', module) ?? [];
  const nested = imports.flatMap((entry) => {
    const imported = 'module' in entry && entry.module ? entry.module : (entry as Type);
    return typeof imported === 'function' ? controllersOf(imported, seen) : [];
  });
  return [...(Reflect.getMetadata('controllers', module) ?? []), ...nested];
}

function routesOf(controller: Type) {
  const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
  return Object.getOwnPropertyNames(controller.prototype)
    .filter((name) => name !== 'constructor')
    .map((name) => controller.prototype[name])
    .filter((handler) => typeof handler === 'function' && Reflect.hasMetadata(PATH_METADATA, handler))
    .map((handler) => ({
      handler: `${controller.name}.${handler.name}`,
      method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
      path: `/${[base, String(Reflect.getMetadata(PATH_METADATA, handler))].filter((p) => p && p !== '/').join('/')}`.replace(
        /:(\w+)/g,
        '{$1}',
      ),
      operation: Reflect.getMetadata(OPERATION_METADATA, handler) as ApiOperation | undefined,
      probe: Boolean(Reflect.getMetadata(PROBE_METADATA, controller) ?? Reflect.getMetadata(PROBE_METADATA, handler)),
      app: Boolean(Reflect.getMetadata(APP_API_METADATA, controller) ?? Reflect.getMetadata(APP_API_METADATA, handler)),
    }));
}

describe('routes and the operation registry', () => {
  const routes = controllersOf(GatewayModule).flatMap(routesOf);
  const publicRoutes = routes.filter((route) => !route.probe && !route.app);
  const appRoutes = routes.filter((route) => route.app);

  it('keeps the signed-in app’s routes under /app/api, bound to no public operation', () => {
    expect(appRoutes.length).toBeGreaterThan(0);
    for (const route of appRoutes) {
      expect({ handler: route.handler, path: route.path.startsWith('/app/api/'), operation: route.operation }).toEqual({
        handler: route.handler,
        path: true,
        operation: undefined,
      });
    }
    expect(API_OPERATIONS.filter((operation) => operation.path.startsWith('/app'))).toEqual([]);
  });

  it('binds every public route to a registered operation with the same method and path', () => {
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      expect({ handler: route.handler, registered: route.operation && API_OPERATIONS.includes(route.operation) }).toEqual({
        handler: route.handler,
        registered: true,
      });
      expect({ handler: route.handler, method: route.method, path: route.path }).toEqual({
        handler: route.handler,
        method: route.operation!.method,
        path: route.operation!.path,
      });
    }
  });

  it('serves every registered operation exactly once', () => {
    for (const operation of API_OPERATIONS) {
      expect({ operation: operation.operationId, routes: publicRoutes.filter((r) => r.operation === operation).length }).toEqual({
        operation: operation.operationId,
        routes: 1,
      });
    }
  });

  it('keeps operation ids unique', () => {
    const ids = API_OPERATIONS.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
