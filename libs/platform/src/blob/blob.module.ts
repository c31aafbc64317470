import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION } from '../bus/nats-connection.js';
import { BlobStore } from './blob-store.js';
import { FsBlobStore } from './fs-blob-store.js';
import { NatsBlobStore } from './nats-blob-store.js';

export type BlobOptions = { kind: 'fs'; rootDir: string } | { kind: 'nats'; bucket: string };

/** Provides the process's BlobStore; the NATS variant needs MessagingModule's NATS connection. */
@Global()
@Module({})
export class BlobModule {
  static forRoot(options: BlobOptions): DynamicModule {
    const provider =
      options.kind === 'fs'
        ? { provide: BlobStore, useFactory: () => new FsBlobStore(options.rootDir) }
        : { provide: BlobStore, inject: [NATS_CONNECTION], useFactory: (nc: NatsConnection) => new NatsBlobStore(nc, options.bucket) };
    return { module: BlobModule, providers: [provider], exports: [BlobStore] };
  }
}
