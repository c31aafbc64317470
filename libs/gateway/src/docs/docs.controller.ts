import { Controller, Get, Header, Inject } from '@nestjs/common';
import { API_OPERATIONS, buildGuideText, buildOpenApiDocument, getGuide, getImportSchema, getOpenApiDocument } from '@pp/contracts';
import { IMPORT_SCHEMA_DOCUMENT } from '@pp/import-schema';
import { Operation } from '../auth/operation.decorator.js';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options.js';

/**
 * The public documents: the two written once at start-up from the operation registry and the
 * separate limits this gateway enforces (its configuration), and the import schema.
 */
@Controller()
export class DocsController {
  private readonly openApi: string;
  private readonly guide: string;
  private readonly importSchema = JSON.stringify(IMPORT_SCHEMA_DOCUMENT);

  constructor(@Inject(GATEWAY_OPTIONS) options: GatewayOptions) {
    this.openApi = JSON.stringify(buildOpenApiDocument(API_OPERATIONS, options.separateLimits));
    this.guide = buildGuideText(API_OPERATIONS, options.separateLimits);
  }

  @Get('openapi.json')
  @Operation(getOpenApiDocument)
  @Header('content-type', 'application/json; charset=utf-8')
  openApiDocument(): string {
    return this.openApi;
  }

  @Get('guide.txt')
  @Operation(getGuide)
  @Header('content-type', 'text/plain; charset=utf-8')
  guideText(): string {
    return this.guide;
  }

  @Get(getImportSchema.path.slice(1))
  @Operation(getImportSchema)
  @Header('content-type', 'application/schema+json; charset=utf-8')
  importSchemaDocument(): string {
    return this.importSchema;
  }
}
