import { BaseRpcContext } from '@nestjs/microservices';

/** What `@Ctx()` gives a bus handler: the subject (RPC) or durable consumer (events) it was called for. */
export class BusContext extends BaseRpcContext<[string]> {
  getPattern(): string {
    return this.args[0];
  }
}
