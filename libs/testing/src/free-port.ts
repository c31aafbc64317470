import { createServer } from 'node:net';

/**
 * Ports this process has handed out. A port is free when picked and taken only when its server
 * starts: without this, two picks in a row (a stack's gateway and a service's health port) can be
 * given the same port, the service binds it first, the gateway exits on EADDRINUSE, and the stack
 * looks ready because the service's /health/ready answers on the gateway's URL.
 */
const issued = new Set<number>();

/** A TCP port free on loopback right now, and never handed out before by this process, for a server a test is about to start. */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    if (issued.has(port)) continue;
    issued.add(port);
    return port;
  }
}
