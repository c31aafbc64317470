/**
 * A value already encoded as JSON. A handler that returns one sends the text as it is, and
 * `MessageBus.requestJson` hands it on unparsed, so a large reply (a page of search items read from
 * Postgres as JSON) reaches the HTTP client without being parsed and re-encoded at every hop.
 * `T` only documents the shape the text encodes.
 */
export class JsonText<T = unknown> {
  declare private readonly shape?: T;

  constructor(readonly text: string) {}

  parse(): T {
    return JSON.parse(this.text) as T;
  }
}
