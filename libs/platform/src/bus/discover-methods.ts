import type { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

export interface DiscoveredMethod<TMeta> {
  /** Class name and method, for log lines. */
  name: string;
  /** The method bound to its provider instance. */
  call: (...args: unknown[]) => unknown;
  meta: TMeta;
}

/**
 * Every method of every static (singleton) provider and controller carrying `metadataKey`.
 * Request-scoped providers have no instance at bootstrap and cannot serve a bus subject.
 */
export function discoverMethods<TMeta>(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
  metadataKey: string,
): DiscoveredMethod<TMeta>[] {
  const found: DiscoveredMethod<TMeta>[] = [];
  for (const wrapper of [...discovery.getProviders(), ...discovery.getControllers()]) {
    const instance: unknown = wrapper.instance;
    if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
    const prototype = Object.getPrototypeOf(instance) as object | null;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const method = (instance as Record<string, unknown>)[methodName];
      if (typeof method !== 'function') continue;
      const meta = reflector.get<TMeta | undefined>(metadataKey, method as (...args: unknown[]) => unknown);
      if (meta === undefined) continue;
      found.push({
        name: `${instance.constructor.name}.${methodName}`,
        call: (...args: unknown[]) => (method as (...a: unknown[]) => unknown).apply(instance, args),
        meta,
      });
    }
  }
  return found;
}
