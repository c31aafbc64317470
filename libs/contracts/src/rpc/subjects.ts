/** The six domain services; each serves RPC subjects under its own name with its own queue group. */
export const SERVICE_NAMES = ['question-bank', 'paper', 'export', 'marking', 'import', 'progress'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** RPC subject of an operation of a service: `rpc.<service>.<operation>` (a bus namespace is prefixed by the transport). */
export function rpcSubject(service: ServiceName, operation: string): string {
  return `rpc.${service}.${operation}`;
}

/** Every service answers this with its ServiceHealth. */
export const healthSubject = (service: ServiceName): string => rpcSubject(service, 'health');

export interface ServiceHealth {
  service: ServiceName;
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}
