import { createServer } from 'node:net';
import { freePort } from './free-port.js';

describe('freePort', () => {
  it('never hands out the same port twice, and each can be bound', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 300; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(ports.at(-1), '127.0.0.1', () => resolve()));
    await new Promise((resolve) => server.close(resolve));
  });
});
