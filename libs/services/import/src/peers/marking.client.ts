import { Injectable } from '@nestjs/common';
import { type AuthContext, MARKING_RPC, type MarkingSessionResponse, type SaveImportInput } from '@pp/contracts';
import { ServiceClient } from '@pp/platform';

/** The import service's client of the marking service: what it asks of it, over the bus, for the caller it names. */
@Injectable()
export class MarkingClient {
  constructor(private readonly services: ServiceClient) {}

  /** Saves a completed import into the marking area in one transaction; saving it again answers with what was saved. */
  saveImport(auth: AuthContext, input: SaveImportInput): Promise<MarkingSessionResponse> {
    return this.services.call(MARKING_RPC.saveImport, auth, input);
  }
}
